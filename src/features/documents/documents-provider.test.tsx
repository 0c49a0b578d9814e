import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../../lib/swr-config';
import { type StubRequest, stubFetch } from '../../test/fetch-stub';
import { type Documents, useDocuments } from './documents-context';
import { DOCUMENT_ANSWERED, DocumentsProvider } from './documents-provider';
import { CONVERSION_POLL_MS } from './upload-flow';

const KEY = 'test_score_report';
const presigned = { url: '/uploads', fields: { key: `documents/u1/${KEY}/r1` } };

function mount(
  handler: (request: StubRequest) => { status?: number; json?: unknown } | undefined,
  answerOf?: (key: string) => unknown,
) {
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
    <DocumentsProvider enabled save={save} setAnswer={setAnswer} answerOf={answerOf}>
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

describe('DocumentsProvider after a reload (SPEC 4: a conversion still running)', () => {
  afterEach(() => vi.useRealTimers());

  /** A stored upload whose conversion answers `statuses`, one poll after another. */
  function reloaded(statuses: { status: string; message?: string | null }[], answer: unknown = '') {
    const polls = [...statuses];
    const mounted = mount(
      (request) => {
        if (request.path === '/api/document-answer' && request.method === 'GET')
          return { json: { [KEY]: { file_name: 'scores.png', file_size: 300 } } };
        if (request.path === `/api/pdf/document-answer/${KEY}` && request.method === 'GET')
          return { json: polls.shift() ?? { status: 'IN_PROGRESS' } };
        return undefined;
      },
      (key) => (key === KEY ? answer : undefined),
    );
    const polled = () =>
      mounted.calls.filter((call) => call.method === 'GET' && call.path === `/api/pdf/document-answer/${KEY}`)
        .length;
    return { ...mounted, polled };
  }

  it("resumes polling every 2000 ms and marks the answer 'ANSWERED' once COMPLETED", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { setAnswer, documents, polled } = reloaded([
      { status: 'UNPROCESSED' },
      { status: 'IN_PROGRESS' },
      { status: 'COMPLETED' },
    ]);
    // Loading meanwhile: the widget shows its progress and tabs refuse to switch.
    await vi.waitFor(() => expect(documents().busy?.[KEY]).toBe(true));
    expect(polled()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(polled()).toBe(2);
    expect(setAnswer).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    await vi.waitFor(() => expect(documents().busy?.[KEY]).toBeUndefined());
    expect(polled()).toBe(3);
    expect(setAnswer).toHaveBeenCalledWith(KEY, DOCUMENT_ANSWERED);
    expect(setAnswer).toHaveBeenCalledTimes(1);
    expect(documents().failed[KEY]).toBeUndefined();
  });

  it('clears the answer and keeps the message for the widget when the resumed conversion FAILED', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { setAnswer, documents, polled } = reloaded([
      { status: 'IN_PROGRESS' },
      { status: 'FAILED', message: 'Your image could not be read.' },
    ]);
    await vi.waitFor(() => expect(documents().busy?.[KEY]).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    await vi.waitFor(() => expect(documents().busy?.[KEY]).toBeUndefined());
    expect(polled()).toBe(2);
    expect(setAnswer).toHaveBeenCalledWith(KEY, '');
    expect(setAnswer).not.toHaveBeenCalledWith(KEY, DOCUMENT_ANSWERED);
    expect(documents().failed[KEY]).toEqual({ message: 'Your image could not be read.' });
    act(() => documents().dismissFailure(KEY));
    expect(documents().failed[KEY]).toBeUndefined();
  });

  it('marks a conversion that COMPLETED during the reload without showing progress', async () => {
    const { setAnswer, documents, polled } = reloaded([{ status: 'COMPLETED' }]);
    await vi.waitFor(() => expect(setAnswer).toHaveBeenCalledWith(KEY, DOCUMENT_ANSWERED));
    expect(polled()).toBe(1);
    expect(documents().busy?.[KEY]).toBeUndefined();
  });

  it('stops at NOT_ANSWERED, and checks nothing for an answer already ANSWERED', async () => {
    const first = reloaded([{ status: 'NOT_ANSWERED' }]);
    await vi.waitFor(() => expect(first.polled()).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(first.setAnswer).not.toHaveBeenCalled();
    expect(first.documents().busy?.[KEY]).toBeUndefined();

    const second = reloaded([{ status: 'COMPLETED' }], DOCUMENT_ANSWERED);
    await vi.waitFor(() => expect(second.documents().stored[KEY]).toBeDefined());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(second.polled()).toBe(0);
    expect(second.setAnswer).not.toHaveBeenCalled();
  });
});
