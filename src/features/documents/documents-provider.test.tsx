import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../../lib/swr-config';
import { type StubRequest, stubFetch } from '../../test/fetch-stub';
import { type Documents, useDocuments } from './documents-context';
import { DOCUMENT_ANSWERED, DocumentsProvider } from './documents-provider';

const KEY = 'test_score_report';
const presigned = { url: '/uploads', fields: { key: `documents/u1/${KEY}/r1` } };

function mount(handler: (request: StubRequest) => { status?: number; json?: unknown } | undefined) {
  const calls = stubFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.path === '/api/presigned-url') return { json: presigned };
    if (request.path === '/api/document-answer') return { json: {} };
    return { json: { message: 'ok' } };
  });
  const setAnswer = vi.fn();
  const save = vi.fn(async () => true);
  const latest: { current?: Documents } = {};
  function Probe() {
    latest.current = useDocuments();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
  );
  render(
    <DocumentsProvider enabled save={save} setAnswer={setAnswer}>
      <Probe />
    </DocumentsProvider>,
    { wrapper },
  );
  const documents = () => latest.current as Documents;
  return { calls, setAnswer, save, documents };
}

const file = new File(['png'], 'scores.png', { type: 'image/png' });

describe('DocumentsProvider (SPEC 4)', () => {
  it("marks the answer 'ANSWERED' and lists the document once the conversion COMPLETED", async () => {
    const { setAnswer, save, documents } = mount((request) =>
      request.method === 'GET' && request.path === `/api/pdf/document-answer/${KEY}`
        ? { json: { status: 'COMPLETED', message: null } }
        : undefined,
    );
    let upload: Promise<void> = Promise.resolve();
    act(() => {
      upload = documents().upload(KEY, file);
    });
    expect(documents().busy?.[KEY]).toBe(true);
    await act(() => upload);
    expect(save).toHaveBeenCalled();
    expect(setAnswer).toHaveBeenCalledWith(KEY, DOCUMENT_ANSWERED);
    expect(DOCUMENT_ANSWERED).toBe('ANSWERED');
    expect(documents().busy?.[KEY]).toBeUndefined();
  });

  it('clears the answer and rejects with the message when the conversion FAILED', async () => {
    const { calls, setAnswer, documents } = mount((request) =>
      request.method === 'GET' && request.path === `/api/pdf/document-answer/${KEY}`
        ? { json: { status: 'FAILED', message: 'Your image could not be read.' } }
        : undefined,
    );
    let upload: Promise<void> = Promise.resolve();
    act(() => {
      upload = documents().upload(KEY, file);
    });
    await act(() => expect(upload).rejects.toThrow('Your image could not be read.'));
    expect(setAnswer).toHaveBeenCalledWith(KEY, '');
    expect(setAnswer).not.toHaveBeenCalledWith(KEY, DOCUMENT_ANSWERED);
    expect(documents().busy?.[KEY]).toBeUndefined();
    // What the server holds is read again.
    expect(calls.filter((call) => call.path === '/api/document-answer').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes a document and clears its answer', async () => {
    const { calls, setAnswer, documents } = mount((request) =>
      request.path === '/api/document-answer' && request.method === 'GET'
        ? { json: { [KEY]: { file_name: 'scores.png', file_size: 300 } } }
        : undefined,
    );
    await vi.waitFor(() => expect(documents().stored[KEY]?.file_name).toBe('scores.png'));
    await act(() => documents().remove(KEY));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/document-answer/${KEY}` });
    expect(setAnswer).toHaveBeenCalledWith(KEY, '');
    expect(documents().stored[KEY]).toBeUndefined();
  });

  it("leaving a tab deletes its upload's conversion, then the upload", async () => {
    const { calls, documents } = mount((request) =>
      request.path === '/api/document-answer' && request.method === 'GET'
        ? { json: { [KEY]: { file_name: 'scores.png', file_size: 300 } } }
        : undefined,
    );
    await vi.waitFor(() => expect(documents().stored[KEY]).toBeDefined());
    await act(() => documents().leaveTab([KEY, 'hs_transcript']));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/pdf/document-answer/${KEY}`,
      `/api/document-answer/${KEY}`,
    ]);
    expect(documents().stored[KEY]).toBeUndefined();
  });

  it('a failed tab clean-up rejects and reloads the documents', async () => {
    const { calls, documents } = mount((request) => {
      if (request.path === '/api/document-answer' && request.method === 'GET')
        return { json: { [KEY]: { file_name: 'scores.png', file_size: 300 } } };
      if (request.method === 'DELETE') return { status: 500, json: { message: 'Storage is down.' } };
      return undefined;
    });
    await vi.waitFor(() => expect(documents().stored[KEY]).toBeDefined());
    await act(() => expect(documents().leaveTab([KEY])).rejects.toThrow('Storage is down.'));
    expect(
      calls.filter((call) => call.path === '/api/document-answer' && call.method === 'GET'),
    ).toHaveLength(2);
    expect(documents().stored[KEY]).toBeDefined();
  });
});
