import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetHarness } from '../testing/harness';

const documents = (stored = {}, busy = {}) => ({
  stored,
  busy,
  upload: fn(async () => undefined),
  remove: fn(async () => undefined),
});
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

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
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/once you have created an account/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Choose file' })).toBeNull();
  },
};

/** The Choose file button opens the hidden input; a good file goes to documents.upload. */
export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const opened = fn();
    input.addEventListener('click', opened);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose file' }));
    await expect(opened).toHaveBeenCalled();
    const file = new File(['%PDF-1.4'], 'transcript.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.documents?.upload).toHaveBeenCalledWith('hs_transcript', file));
  },
};

/** A stored document: name and size, deleted only after the confirmation. */
export const Stored: Story = {
  args: { documents: documents({ hs_transcript: { file_name: 'transcript.pdf', file_size: 20480 } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('transcript.pdf')).toBeInTheDocument();
    await expect(canvas.getByText('(20 KB)')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    // The confirmation is a chunk of its own, loaded at the click.
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Delete this file?' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(args.documents?.remove).toHaveBeenCalledWith('hs_transcript'));
  },
};

/** The engine's file rules refuse a file before any upload. */
export const WithError: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
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

/** The upload fails: the toast names the question and the message shows inline. */
export const UploadFails: Story = {
  args: {
    documents: {
      ...documents(),
      upload: fn(async () => Promise.reject(new Error('Your PDF could not be opened.'))),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['%PDF'], 'broken.pdf'));
    await expect(await canvas.findByText('Your PDF could not be opened.')).toBeInTheDocument();
    await expect(args.notifyError).toHaveBeenCalledWith(
      'Error uploading file for Unofficial transcript (optional)',
    );
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
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
