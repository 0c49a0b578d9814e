import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const key = 'conviction_comment';
const label = 'Please explain what happened and what you learned';
const meta = {
  title: 'Widgets/Textarea',
  component: WidgetHarness,
  // The comment shows only after answering yes (a radio-driven block).
  args: { keys: [key], answers: { conviction: 'Y' } },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(label), 'Sorry');
    // The demo partner's character_limit is 7000.
    await expect(canvas.getByText('5 / 7000 characters')).toBeInTheDocument();
    await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(/5 \/ 7000 characters/);
  },
};

export const LoggedIn: Story = {
  args: { answers: { conviction: 'Y', [key]: 'A long story.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('13 / 7000 characters')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { answers: { conviction: 'Y' }, errors: { [key]: ['This question is required.'] } },
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
  args: { answers: { conviction: 'Y', [key]: 'A long story.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A long story.')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};
