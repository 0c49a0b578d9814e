import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const meta = {
  title: 'Widgets/Conditional dropdown',
  component: WidgetHarness,
  args: { keys: ['applied_major', 'applied_concentration'] },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Intended major'), '3');
    await userEvent.selectOptions(canvas.getByLabelText('Concentration'), 'BIO-ECO');
    // Another major clears the concentration and offers that major's list.
    await userEvent.selectOptions(canvas.getByLabelText('Intended major'), '10');
    await expect(canvas.getByLabelText('Concentration')).toHaveValue('');
  },
};

export const LoggedIn: Story = {
  args: { answers: { applied_major: '3', applied_concentration: 'BIO-ECO' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Concentration')).toHaveValue('BIO-ECO');
  },
};

export const WithError: Story = {
  args: {
    answers: { applied_major: '3' },
    errors: { applied_concentration: ['This question is required.'] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Concentration')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, answers: { applied_major: '3' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Concentration')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: {
    answers: {
      applied_major: '3',
      applied_major_desc: 'Biology',
      applied_concentration: 'BIO-ECO',
      applied_concentration_desc: 'Ecology and Evolution',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ecology and Evolution')).toBeInTheDocument();
  },
};
