import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

/** The tabs load on demand (tabs-widget.tsx): their first import can take a while on a busy machine. */
const loaded = { timeout: 4000 };
const answered = { test_optional: 'N', sat_taken: 'Y', sat_score_math: '700' };
const meta = {
  title: 'Widgets/Tabs',
  component: WidgetHarness,
  args: {
    keys: ['test_optional', 'test_entry', 'sat_taken', 'sat_score_math', 'test_score_report'],
    answers: answered,
    onTabChange: fn(async () => undefined),
    notifyError: fn(),
  },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab', {}, loaded);
    await expect(canvas.getByRole('tab', { name: 'Upload a score report' })).toBeDisabled();
    await expect(canvas.getByText(/Create an account or log in/)).toBeInTheDocument();
  },
};

/** Switching saves the choice and clears the answers of the tab left. */
export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab', {}, loaded);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload a score report' }));
    await waitFor(() => expect(args.onTabChange).toHaveBeenCalledWith('test_entry', 'upload'));
    await expect(canvas.getByRole('tab', { name: 'Upload a score report' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Enter my scores' }));
    // Back on the first tab, its answers were cleared by the switch.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Enter my scores' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByLabelText('Yes, I have taken it')).not.toBeChecked();
    await expect(canvas.queryByLabelText('SAT Math')).toBeNull();
  },
};

/** PUT /api/tabs fails: the tab stays and the error toast names it. */
export const WithError: Story = {
  args: { onTabChange: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab', {}, loaded);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload a score report' }));
    await waitFor(() =>
      expect(args.notifyError).toHaveBeenCalledWith('Error handling tabs for Upload a score report'),
    );
    await expect(canvas.getByRole('tab', { name: 'Enter my scores' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('SAT Math')).toHaveValue('700');
  },
};

/** A saving switch that has not answered yet marks the tab list busy. */
export const Loading: Story = {
  args: { onTabChange: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab', {}, loaded);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload a score report' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving your choice…');
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { state: { tabs: { test_entry: 'upload' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Upload a score report')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** An upload or conversion is running: the switch is refused with the 'File Upload in Progress' dialog. */
export const BlockedByUpload: Story = {
  args: {
    documents: { stored: {}, busy: { test_score_report: true }, upload: fn(), remove: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab', {}, loaded);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload a score report' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'File Upload in Progress' },
      loaded,
    );
    await expect(dialog).toHaveTextContent('Please wait until the file upload has completed.');
    await expect(args.onTabChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('tab', { name: 'Enter my scores' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
