import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const label = 'Social Security number (optional)';
const meta = { title: 'Widgets/SSN', component: WidgetHarness, args: { keys: ['ssn'] } } satisfies Meta<
  typeof WidgetHarness
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('123-45-6789');
  },
};

export const LoggedIn: Story = {
  args: { answers: { ssn: '123-45-6789' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(label)).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: {
    answers: { ssn: '123-4' },
    errors: { ssn: ['Please enter a valid Social Security number: 9 digits, like 123-45-6789.'] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(label)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { ssn: '123-45-6789' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('***-**-6789')).toBeInTheDocument();
  },
};
