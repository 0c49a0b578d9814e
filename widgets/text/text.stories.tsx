import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const meta = {
  title: 'Widgets/Text',
  component: WidgetHarness,
  args: { keys: ['first_name', 'email_address'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('First (given) name');
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
  },
};

export const LoggedIn: Story = {
  args: { answers: { first_name: 'Ada', email_address: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('ada@example.com')).toHaveAttribute('type', 'email');
  },
};

export const NearTheLimit: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('First (given) name');
    await userEvent.type(input, 'A'.repeat(30));
    // Far from the limit (45): no count.
    await expect(canvas.queryByText(/characters/)).toBeNull();
    await userEvent.type(input, 'A'.repeat(10));
    await expect(input).toHaveAccessibleDescription('40 / 45 characters');
    await userEvent.type(input, 'A'.repeat(7));
    // Typing on is allowed; the count says by how much, and validation still refuses it.
    await expect(input).toHaveValue('A'.repeat(47));
    await expect(input).toHaveAccessibleDescription('2 characters over the limit of 45');
  },
};

export const WithError: Story = {
  args: { errors: { first_name: ['This question is required.'] } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('First (given) name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This question is required\./);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('First (given) name')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { first_name: 'Ada', email_address: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'First (given) name' })).toHaveTextContent('Ada');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
