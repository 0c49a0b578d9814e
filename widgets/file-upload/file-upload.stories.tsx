import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const documents = (stored = {}, busy = {}) => ({
  stored,
  busy,
  upload: fn(async () => undefined),
  remove: fn(async () => undefined),
});
const meta = {
  title: 'Widgets/File upload',
  component: WidgetHarness,
  args: { keys: ['hs_transcript'], documents: documents(), notifyError: fn() },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/once you have created an account/)).toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'transcript.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.documents?.upload).toHaveBeenCalledWith('hs_transcript', file));
  },
};

/** The engine's file rules refuse a file before any upload. */
export const WithError: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await within(canvasElement).findByText(
        'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
      ),
    ).toBeInTheDocument();
    await expect(args.documents?.upload).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { documents: documents({}, { hs_transcript: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Uploading');
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { hs_transcript: 'ANSWERED' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A document is attached.')).toBeInTheDocument();
  },
};
