import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const agree = 'I confirm that the information in my application is complete and true.';
const meta = {
  title: 'Widgets/Checkbox',
  component: WidgetHarness,
  args: { keys: ['race_asian', 'race_white', 'legal_agree'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Asian');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const LoggedIn: Story = {
  args: { answers: { race_white: 'true' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('White')).toBeChecked();
  },
};

export const WithError: Story = {
  args: { errors: { legal_agree: ['You must agree before you submit.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(agree)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Asian')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { race_asian: 'true', race_white: 'false', legal_agree: 'true' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Asian').parentElement).toHaveTextContent('[X] Asian');
    await expect(canvas.getByText('White').parentElement).toHaveTextContent('[ ] White');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
