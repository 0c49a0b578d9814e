import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const meta = {
  title: 'Widgets/Select',
  component: WidgetHarness,
  args: { keys: ['country', 'state'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('State or province')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'USA');
    // The state shows only for the USA and Canada (a displayOnly conditional dropdown).
    await expect(canvas.getByLabelText('State or province')).toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  args: { answers: { country: 'CAN', state: 'Ontario' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('State or province')).toHaveValue('Ontario');
  },
};

export const WithError: Story = {
  args: { errors: { country: ['This question is required.'] } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Country');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('This question is required.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Country')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { country: 'CAN', country_desc: 'Canada', state: 'Ontario', state_desc: 'Ontario' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Country' })).toHaveTextContent('Canada');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
