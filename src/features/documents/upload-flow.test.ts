import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../lib/errors';
import { type StubRequest, stubFetch } from '../../test/fetch-stub';
import { CONVERSION_POLL_MS, CONVERSION_POLL_RETRIES, UploadError, uploadDocument } from './upload-flow';

const KEY = 'hs_transcript';
const FILE_KEY = `documents/u1/${KEY}/abc`;
const presigned = {
  url: '/uploads',
  fields: { key: FILE_KEY, policy: 'cG9saWN5', 'x-amz-signature': 'sig' },
};

/** The server of the flow: presign, upload, conversion, then `statuses` one poll after another. */
function server(statuses: { status: string; message?: string | null }[]) {
  const polls = [...statuses];
  return stubFetch((request: StubRequest) => {
    if (request.path === '/api/presigned-url') return { json: presigned };
    if (request.path === '/uploads') return { json: {} };
    if (request.method === 'POST' && request.path === `/api/pdf/document-answer/${KEY}`)
      return { status: 202, json: { message: 'Your document is being converted.' } };
    if (request.method === 'GET' && request.path === `/api/pdf/document-answer/${KEY}`)
      return { json: polls.shift() ?? { status: 'IN_PROGRESS' } };
    return { status: 404, json: { message: 'not here' } };
  });
}

const file = new File(['%PDF-1.4 fake'], 'transcript.pdf', { type: 'application/pdf' });
const noWait = () => vi.fn(async (_ms: number) => undefined);

afterEach(() => vi.useRealTimers());

describe('the upload flow (SPEC 4)', () => {
  it('saves the answers and requests the presigned URL in parallel, then uploads and converts', async () => {
    const calls = server([{ status: 'COMPLETED' }]);
    let finishSave: (saved: boolean) => void = () => undefined;
    const save = vi.fn(() => new Promise<boolean>((resolve) => (finishSave = resolve)));
    const flow = uploadDocument(KEY, file, { save, sleep: noWait() });
    // The presigned URL is asked for while the save is still running.
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/presigned-url'));
    expect(calls.map((call) => call.path)).not.toContain('/uploads');
    finishSave(true);
    await expect(flow).resolves.toBe('COMPLETED');
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/presigned-url',
      'POST /uploads',
      `POST /api/pdf/document-answer/${KEY}`,
      `GET /api/pdf/document-answer/${KEY}`,
    ]);
    expect(calls[0]?.body).toEqual({ answer_key: KEY });
    expect(calls[2]?.body).toEqual({ file_key: FILE_KEY, file_name: 'transcript.pdf' });
  });

  it('posts the policy fields first and the file last, as S3 requires', async () => {
    const bodies: FormData[] = [];
    server([{ status: 'COMPLETED' }]);
    const stub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) bodies.push(init.body);
      return stub(input, init);
    });
    await uploadDocument(KEY, file, { save: async () => true, sleep: noWait() });
    const entries = [...(bodies[0]?.entries() ?? [])];
    expect(entries.map(([name]) => name)).toEqual(['key', 'policy', 'x-amz-signature', 'file']);
    const sent = entries[3]?.[1] as File | undefined;
    expect(sent?.name).toBe('transcript.pdf');
  });

  it('polls every 2000 ms while UNPROCESSED or IN_PROGRESS, until COMPLETED', async () => {
    const calls = server([{ status: 'UNPROCESSED' }, { status: 'IN_PROGRESS' }, { status: 'COMPLETED' }]);
    const sleep = noWait();
    await expect(uploadDocument(KEY, file, { save: async () => true, sleep })).resolves.toBe('COMPLETED');
    expect(sleep.mock.calls).toEqual([[CONVERSION_POLL_MS], [CONVERSION_POLL_MS]]);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(3);
    expect(CONVERSION_POLL_MS).toBe(2000);
  });

  it('really waits 2000 ms between polls', async () => {
    vi.useFakeTimers();
    const calls = server([{ status: 'IN_PROGRESS' }, { status: 'COMPLETED' }]);
    const flow = uploadDocument(KEY, file, { save: async () => true });
    const polls = () => calls.filter((call) => call.method === 'GET').length;
    await vi.advanceTimersByTimeAsync(10);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1980);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    await expect(flow).resolves.toBe('COMPLETED');
    expect(polls()).toBe(2);
  });

  it('stops at NOT_ANSWERED without marking anything', async () => {
    server([{ status: 'UNPROCESSED' }, { status: 'NOT_ANSWERED' }]);
    await expect(uploadDocument(KEY, file, { save: async () => true, sleep: noWait() })).resolves.toBe(
      'NOT_ANSWERED',
    );
  });

  it("stops at FAILED with the server's message, or the generic one", async () => {
    server([{ status: 'IN_PROGRESS' }, { status: 'FAILED', message: 'Your PDF could not be opened.' }]);
    const failed = uploadDocument(KEY, file, { save: async () => true, sleep: noWait() });
    await expect(failed).rejects.toBeInstanceOf(UploadError);
    await expect(failed).rejects.toThrow('Your PDF could not be opened.');

    server([{ status: 'FAILED', message: null }]);
    await expect(uploadDocument(KEY, file, { save: async () => true, sleep: noWait() })).rejects.toThrow(
      GENERIC_ERROR_MESSAGE,
    );
  });

  it('polls again after a check that got no answer or a 503: one dropped check is no failed conversion', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers: (() => { status?: number; json?: unknown })[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({ status: 503, json: { message: 'The database is not reachable.' } }),
      () => ({ json: { status: 'COMPLETED' } }),
    ];
    stubFetch((request: StubRequest) => {
      if (request.path === '/api/presigned-url') return { json: presigned };
      if (request.path === '/uploads') return { json: {} };
      if (request.method === 'POST') return { status: 202, json: { message: 'Converting.' } };
      return (answers.shift() ?? (() => ({ json: { status: 'IN_PROGRESS' } })))();
    });
    const sleep = noWait();
    await expect(uploadDocument(KEY, file, { save: async () => true, sleep })).resolves.toBe('COMPLETED');
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('gives up after a minute of checks that all failed, and at once on a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let checks = 0;
    stubFetch((request: StubRequest) => {
      if (request.path === '/api/presigned-url') return { json: presigned };
      if (request.path === '/uploads') return { json: {} };
      if (request.method === 'POST') return { status: 202, json: { message: 'Converting.' } };
      checks += 1;
      throw new TypeError('Failed to fetch');
    });
    await expect(uploadDocument(KEY, file, { save: async () => true, sleep: noWait() })).rejects.toThrow(
      GENERIC_ERROR_MESSAGE,
    );
    expect(checks).toBe(CONVERSION_POLL_RETRIES + 1);
    checks = 0;
    stubFetch((request: StubRequest) => {
      if (request.path === '/api/presigned-url') return { json: presigned };
      if (request.path === '/uploads') return { json: {} };
      if (request.method === 'POST') return { status: 202, json: { message: 'Converting.' } };
      checks += 1;
      return { status: 404, json: { message: 'No such document.' } };
    });
    await expect(uploadDocument(KEY, file, { save: async () => true, sleep: noWait() })).rejects.toThrow(
      'No such document.',
    );
    expect(checks).toBe(1);
  });

  it('fails when the save, the presign or the upload fails', async () => {
    server([]);
    await expect(uploadDocument(KEY, file, { save: async () => false, sleep: noWait() })).rejects.toThrow(
      GENERIC_ERROR_MESSAGE,
    );
    stubFetch((request) =>
      request.path === '/api/presigned-url' ? { status: 409, json: { message: 'Already submitted.' } } : {},
    );
    await expect(uploadDocument(KEY, file, { save: async () => true })).rejects.toThrow('Already submitted.');
    stubFetch((request) =>
      request.path === '/uploads'
        ? { status: 403, text: '<Error>AccessDenied</Error>' }
        : { json: presigned },
    );
    await expect(uploadDocument(KEY, file, { save: async () => true })).rejects.toThrow(
      GENERIC_ERROR_MESSAGE,
    );
  });
});
