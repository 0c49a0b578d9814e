/**
 * The autosave controller over the real journal storage (jsdom's localStorage), with the
 * server's answers played by the `send` function it is given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../../engine';
import { ServerError } from '../../../../lib/errors';
import { type Autosave, createAutosave, RETRY_FIRST_MS, type SaveStatus } from './autosave';
import { readJournal } from './journal-storage';

const ACCOUNT = 'ada@example.edu';
const DELAY = 800;

interface Harness {
  autosave: Autosave;
  answers: Answers;
  sent: Answers[];
  statuses: SaveStatus[];
  adopted: Answers[];
  refused: unknown[];
  /** What the next sends answer: undefined for success, else the error thrown. */
  failWith: unknown;
  type(key: string, value: string): void;
}

function harness(known: Answers = {}): Harness {
  const state: Omit<Harness, 'autosave'> & { autosave?: Autosave } = {
    answers: { ...known },
    sent: [],
    statuses: [],
    adopted: [],
    refused: [],
    failWith: undefined,
    type(key, value) {
      state.answers = { ...state.answers, [key]: value };
      state.autosave?.edited([key]);
    },
  };
  const autosave = createAutosave({
    account: ACCOUNT,
    known,
    answers: () => state.answers,
    async send(body) {
      // Written before it is sent: whatever happens to this call, the journal has it.
      expect(readJournal(ACCOUNT)).toMatchObject(
        Object.fromEntries(Object.entries(body).map(([key, value]) => [key, { value }])),
      );
      state.sent.push(body);
      if (state.failWith) throw state.failWith;
    },
    adopt: (values) => {
      state.adopted.push(values);
      state.answers = { ...state.answers, ...values };
    },
    onStatus: (status) => state.statuses.push(status),
    onRefused: (error) => state.refused.push(error),
    delayMs: DELAY,
  });
  autosave.start();
  state.autosave = autosave;
  return state as Harness;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the autosave controller', () => {
  it('notes keystrokes only, then writes and sends once typing pauses, and forgets what was acknowledged', async () => {
    const h = harness({ first_name: '' });
    h.type('first_name', 'A');
    h.type('first_name', 'Ad');
    h.type('first_name', 'Ada');
    expect(readJournal(ACCOUNT)).toEqual({});
    expect(h.statuses).toEqual(['saving']);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.sent).toEqual([{ first_name: 'Ada' }]);
    expect(readJournal(ACCOUNT)).toEqual({});
    expect(h.statuses).toEqual(['saving', 'saved']);
    h.autosave.dispose();
  });

  it('writes the journal when the page goes, with the server value each key was based on', () => {
    const h = harness({ city: 'Rome' });
    h.type('city', 'Paris');
    h.autosave.writeNow();
    expect(readJournal(ACCOUNT)).toEqual({ city: { value: 'Paris', base: 'Rome', at: expect.any(Number) } });
    h.autosave.dispose();
  });

  it('retries a failed save with backoff, each time with the values as they are now', async () => {
    const h = harness();
    h.failWith = new ServerError('The database is not reachable.', 503);
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.statuses.at(-1)).toBe('failed');
    expect(h.refused).toEqual([]);
    h.type('city', 'Parma');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.sent).toEqual([{ city: 'Paris' }, { city: 'Parma' }]);
    // The next tries wait longer each time.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 2 - 1);
    expect(h.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toHaveLength(3);
    h.failWith = undefined;
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 4);
    expect(h.sent.at(-1)).toEqual({ city: 'Parma' });
    expect(h.statuses.at(-1)).toBe('saved');
    expect(readJournal(ACCOUNT)).toEqual({});
    h.autosave.dispose();
  });

  it('says offline when the network is gone, and tries at once when asked (back online)', async () => {
    const h = harness();
    h.failWith = new ServerError('offline', 0);
    h.type('zip', '30301');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.statuses.at(-1)).toBe('offline');
    expect(h.autosave.unsentCount()).toBe(1);
    h.failWith = undefined;
    h.autosave.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.statuses.at(-1)).toBe('saved');
    expect(h.autosave.unsentCount()).toBe(0);
    h.autosave.dispose();
  });

  it('drops what the server refuses (422) and shows the refusal as before', async () => {
    const h = harness();
    h.failWith = new ServerError("The answer key(s) 'x' are not questions of this application.", 422);
    h.type('x', 'value');
    await expect(h.autosave.flush()).resolves.toBe(false);
    expect(h.refused).toHaveLength(1);
    expect(readJournal(ACCOUNT)).toEqual({});
    h.autosave.dispose();
  });

  it('keeps the journal for the next login when the session has expired (401)', async () => {
    const h = harness();
    h.failWith = new ServerError('Your session is invalid.', 401);
    h.type('city', 'Paris');
    await expect(h.autosave.flush()).resolves.toBe(false);
    expect(readJournal(ACCOUNT).city?.value).toBe('Paris');
    h.autosave.dispose();
  });

  it("picks up another device's answers, except keys unsent here", async () => {
    const h = harness({ city: 'Rome', zip: '111' });
    h.failWith = new ServerError('offline', 0);
    h.type('city', 'Paris');
    await vi.advanceTimersByTimeAsync(DELAY);
    h.autosave.pickUp({ city: 'Milan', zip: '222' });
    expect(h.adopted).toEqual([{ zip: '222' }]);
    expect(h.answers).toMatchObject({ city: 'Paris', zip: '222' });
    h.autosave.dispose();
  });
});
