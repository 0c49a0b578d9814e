import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const meta = {
  title: 'Widgets/Month and year',
  component: WidgetHarness,
  args: { keys: ['grad_month'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pair = canvas.getByRole('group', { name: 'Graduation date' });
    await userEvent.selectOptions(within(pair).getByLabelText('Month'), '6');
    // Years run from today's year (2025 in stories) six years ahead.
    await userEvent.selectOptions(within(pair).getByLabelText('Year'), '2026');
    await expect(within(pair).getByLabelText('Year')).toHaveValue('2026');
    await expect(within(pair).getByLabelText('Month')).toHaveValue('6');
  },
};

export const LoggedIn: Story = {
  args: { answers: { grad_month: '6', grad_year: '2026' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Year')).toHaveValue('2026');
  },
};

export const WithError: Story = {
  args: { errors: { grad_month: ['This question is required.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Month')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { grad_month: '6', grad_month_desc: 'June', grad_year: '2026' } },
  play: async ({ canvasElement }) => {
    const pair = within(canvasElement).getByRole('group', { name: 'Graduation date' });
    await expect(pair).toHaveTextContent('MonthJune');
    await expect(pair).toHaveTextContent('Year2026');
  },
};
