import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const same = 'My mailing address is the same as my home address';
const meta = {
  title: 'Widgets/Content trigger',
  component: WidgetHarness,
  args: {
    keys: ['preferred_name_trigger', 'preferred_name', 'mailing_addr_same_as_perm_addr', 'mailing_city'],
  },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a preferred name' }));
    // The button variant reveals its content once, then goes away.
    await expect(canvas.queryByRole('button', { name: 'Add a preferred name' })).toBeNull();
    // Focus moves to the question it revealed, not to <body>.
    await waitFor(() => expect(canvas.getByLabelText('Preferred first name')).toHaveFocus());
    // The checkbox variant swaps its content.
    await expect(canvas.getByLabelText('Mailing city or town')).toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText(same));
    await expect(canvas.queryByLabelText('Mailing city or town')).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: { answers: { preferred_name_trigger: 'true', preferred_name: 'Addie' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Preferred first name')).toHaveValue('Addie');
  },
};

export const WithError: Story = {
  args: { errors: { mailing_addr_same_as_perm_addr: ['Please check this answer.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(same)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add a preferred name' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: {
    answers: {
      preferred_name_trigger: 'true',
      preferred_name: 'Addie',
      mailing_addr_same_as_perm_addr: 'true',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(same).parentElement).toHaveTextContent(`[X] ${same}`);
  },
};
