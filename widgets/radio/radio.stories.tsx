import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const question = 'Has a relative of yours attended our university?';
const meta = {
  title: 'Widgets/Radio and radio-driven block',
  component: WidgetHarness,
  args: { keys: ['legacy_ind', 'legacy_relationship', 'legacy_first_name', 'legacy_last_name'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: question });
    await userEvent.click(within(group).getByLabelText('Yes'));
    // The block of the 'Yes' answer appears under the question.
    await expect(canvas.getByLabelText('Relative 1: first name')).toBeInTheDocument();
    await userEvent.click(within(group).getByLabelText('No'));
    await expect(canvas.queryByLabelText('Relative 1: first name')).toBeNull();
  },
};

/** Native radios: the arrow keys choose the next option and move the focus (its ring shows). */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: question });
    await userEvent.click(within(group).getByLabelText('Yes'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByLabelText('No')).toBeChecked();
    await expect(within(group).getByLabelText('No')).toHaveFocus();
    await expect(within(canvasElement).queryByLabelText('Relative 1: first name')).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: { answers: { legacy_ind: 'Y', legacy_first_name: 'Grace' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Yes')).toBeChecked();
  },
};

export const WithError: Story = {
  args: { errors: { legacy_ind: ['This question is required.'] } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: question });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This question is required.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Yes')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { legacy_ind: 'Y', legacy_ind_desc: 'Yes', legacy_first_name: 'Grace' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: question })).toHaveTextContent('Yes');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};
