import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const meta = {
  title: 'Widgets/Phone',
  component: WidgetHarness,
  args: { keys: ['phone_home', 'phone_mobile'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Home phone');
    await userEvent.type(input, '2175550100');
    await expect(input).toHaveValue('(217) 555-0100');
  },
};

export const LoggedIn: Story = {
  parameters: { viewer: 'loggedIn' },
  args: { answers: { phone_home: '(217) 555-0100' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Home phone');
    await userEvent.type(input, '{backspace}{backspace}{backspace}{backspace}{backspace}');
    await expect(input).toHaveValue('(217) 55');
  },
};

export const WithError: Story = {
  args: {
    answers: { phone_home: '(117) 555-0100' },
    errors: { phone_home: ['Please enter a valid home phone number.'] },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Home phone');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a valid home phone number\./);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Home phone')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { phone_home: '(217) 555-0100' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(217) 555-0100')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
