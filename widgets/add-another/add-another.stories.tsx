import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { engine } from '../testing/engine';
import { WidgetHarness } from '../testing/harness';

// The whole group: the button follows the last question the engine shows of the last entry.
const keys = [...engine.catalogue.questions.values()]
  .filter((question) => question.group?.id === 'parents')
  .map((question) => question.key);
const meta = {
  title: 'Widgets/Add another',
  component: WidgetHarness,
  args: { keys, onAddAnother: fn(async () => undefined), notifyError: fn() },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Parent 1/Guardian 1: first name')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Add Another/ })).toBeNull();
  },
};

/** One more entry, then no button: the parents group allows two. */
export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Parent 2/Guardian 2: first name')).toBeNull();
    // SPEC 2's button text, from the catalogue's messages; its name says which group it adds to.
    const button = canvas.getByRole('button', { name: 'Add Another: Add another parent or guardian' });
    await expect(button).toHaveTextContent(/^Add Another$/);
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByLabelText('Parent 2/Guardian 2: first name')).toBeInTheDocument());
    await expect(args.onAddAnother).toHaveBeenCalledWith('parents', 2);
    await expect(canvas.getByRole('heading', { name: 'Parent 2/Guardian 2' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Add Another/ })).toBeNull();
  },
};

export const WithError: Story = {
  args: { onAddAnother: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Add Another/ }));
    await waitFor(() =>
      expect(args.notifyError).toHaveBeenCalledWith('Error adding another parents', expect.any(Error)),
    );
  },
};

export const Loading: Story = {
  args: { onAddAnother: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Add Another/ });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: {
    state: { addAnother: { parents: 2 } },
    answers: { parent_first_name: 'Ada', parent_2_first_name: 'Charles' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Charles')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
