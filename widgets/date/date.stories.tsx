import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const label = 'Date of birth';
const meta = {
  title: 'Widgets/Date',
  component: WidgetHarness,
  args: { keys: ['birth_date'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    fireEvent.change(input, { target: { value: '2007-05-01' } });
    await expect(input).toHaveValue('2007-05-01');
  },
};

export const LoggedIn: Story = {
  args: { answers: { birth_date: '2007-05-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(label)).toHaveValue('2007-05-01');
  },
};

export const WithError: Story = {
  args: {
    errors: { birth_date: ['You must be 13 years or older to apply.'] },
    answers: { birth_date: '2020-01-01' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(label)).toHaveAccessibleDescription(
      /13 years or older/,
    );
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
  args: { answers: { birth_date: '2007-05-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('05/01/2007')).toBeInTheDocument();
  },
};
