import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHarness } from '../testing/harness';
import { fileSize } from './file-size';
import { uploadError } from './file-upload-widget';

const messages = {
  tooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  type: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
  nameTooLong:
    'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
  empty: 'Your file is empty. Please upload a non-empty file.',
};

function show() {
  const documents = { stored: {}, busy: {}, upload: vi.fn(async () => undefined), remove: vi.fn() };
  render(<WidgetHarness keys={['hs_transcript']} viewer="loggedIn" documents={documents} />);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const pick = (file: File) => userEvent.upload(input, file, { applyAccept: false });
  return { documents, input, pick };
}

const sized = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('file upload checks (SPEC 5, 8)', () => {
  it.each([
    ['a file over 1 MB', sized('scan.pdf', 1024 * 1024 + 1), [messages.tooLarge]],
    ['a .txt file', sized('notes.txt', 10), [messages.type]],
    ['a file without extension', sized('transcript', 10), [messages.type]],
    ['a name of 33 characters', sized(`${'a'.repeat(29)}.pdf`, 10), [messages.nameTooLong]],
    ['an empty file', sized('empty.pdf', 0), [messages.empty]],
    [
      'an empty .gif with a long name',
      sized(`${'b'.repeat(30)}.gif`, 0),
      [messages.empty, messages.type, messages.nameTooLong],
    ],
  ])('refuses %s with the catalogue messages, before any upload', async (_name, file, expected) => {
    const { documents, pick } = show();
    await pick(file);
    const alert = await screen.findByRole('alert');
    for (const message of expected) expect(alert.textContent).toContain(message);
    expect(alert.querySelectorAll('p')).toHaveLength(expected.length);
    expect(documents.upload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose file' }).getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['exactly 1 MB', sized('scan.pdf', 1024 * 1024)],
    ['a name of exactly 32 characters', sized(`${'a'.repeat(27)}.docx`, 10)],
    ['an upper-case extension', sized('PHOTO.JPG', 10)],
    ['a .jpeg', sized('photo.jpeg', 10)],
    ['a .png', sized('photo.png', 10)],
  ])('uploads %s', async (_name, file) => {
    const { documents, pick } = show();
    await pick(file);
    await waitFor(() => expect(documents.upload).toHaveBeenCalledWith('hs_transcript', file));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });
});

describe('a conversion resumed after a reload (SPEC 4)', () => {
  it('shows the loading state while it runs, then its failure inline with the toast, once', async () => {
    const base = { stored: {}, upload: vi.fn(async () => undefined), remove: vi.fn() };
    const notifyError = vi.fn();
    const dismissFailure = vi.fn();
    const harness = (documents: Record<string, unknown>) => (
      <WidgetHarness
        keys={['hs_transcript']}
        viewer="loggedIn"
        documents={{ ...base, ...documents }}
        notifyError={notifyError}
      />
    );
    const { rerender } = render(harness({ busy: { hs_transcript: true } }));
    expect(screen.getByRole('status').textContent).toContain('Uploading and converting your file…');
    const failed = { hs_transcript: { message: 'Your image could not be read.' } };
    rerender(harness({ busy: {}, failed, dismissFailure }));
    expect(await screen.findByText('Your image could not be read.')).toBeTruthy();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(uploadError('Unofficial transcript (optional)'));
    expect(dismissFailure).toHaveBeenCalledWith('hs_transcript');
    rerender(harness({ busy: {}, failed, dismissFailure }));
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
  });
});

describe('fileSize', () => {
  it('gives bytes, KB and MB', () => {
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(500)).toBe('500 bytes');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(1024 * 1024)).toBe('1 MB');
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
