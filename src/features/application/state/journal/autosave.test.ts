/**
 * The autosave controller over the real journal storage (jsdom's localStorage), with the
 * server's answers played by the `send` function it is given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../../engine';
import { GENERIC_ERROR_MESSAGE, ServerError } from '../../../../lib/errors';
import { type Autosave, createAutosave, RETRY_FIRST_MS, type SaveStatus } from './autosave';
import { type JournalMessage, readJournal, updateJournal } from './journal-storage';

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
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    h.failWith = new ServerError('offline', 0);
    h.type('zip', '30301');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(h.statuses.at(-1)).toBe('offline');
    expect(h.autosave.unsentCount()).toBe(1);
    online.mockRestore();
    h.failWith = undefined;
    h.autosave.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.statuses.at(-1)).toBe('saved');
    expect(h.autosave.unsentCount()).toBe(0);
    h.autosave.dispose();
  });

  it('says not saved yet, not offline, when a call gets no answer while the browser is online', async () => {
    const h = harness();
    // The server is down or out of reach: the connection works, so 'Offline' would mislead.
    h.failWith = new ServerError('no answer', 0);
    h.type('zip', '30301');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(navigator.onLine).toBe(true);
    expect(h.sent).toEqual([{ zip: '30301' }]);
    expect(h.statuses.at(-1)).toBe('failed');
    expect(h.autosave.unsentCount()).toBe(1);
    h.failWith = undefined;
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(h.statuses.at(-1)).toBe('saved');
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

  describe('with another tab of the same account', () => {
    /** The other tab: it writes the shared journal and speaks on the tabs' channel, in order. */
    const otherTab = (...messages: JournalMessage[]) => {
      const channel = new BroadcastChannel('admit.journal');
      for (const message of messages) channel.postMessage(message);
      channel.close();
    };

    it("keeps another tab's later edit of a key when its own older edit is written late, and shows it", async () => {
      const h = harness({ middle_name: '' });
      h.type('middle_name', 'Older');
      vi.advanceTimersByTime(100);
      // The other tab's later edit is in the journal before this tab writes (its timers run late).
      updateJournal(ACCOUNT, (journal) => ({
        ...journal,
        middle_name: { value: 'Newer', base: '', at: Date.now() },
      }));
      await vi.advanceTimersByTimeAsync(DELAY);
      expect(readJournal(ACCOUNT)).toEqual({});
      expect(h.sent).toEqual([{ middle_name: 'Newer' }]);
      expect(h.adopted).toContainEqual({ middle_name: 'Newer' });
      expect(h.answers.middle_name).toBe('Newer');
      h.autosave.dispose();
    });

    it('drops its own unwritten edit of a key that another tab saved a later edit of, and never sends it', async () => {
      const h = harness({ middle_name: '' });
      h.type('middle_name', 'Older');
      vi.advanceTimersByTime(100);
      otherTab({
        account: ACCOUNT,
        kind: 'acknowledged',
        sent: { middle_name: 'Newer' },
        at: { middle_name: Date.now() },
      });
      await vi.waitFor(() => expect(h.adopted).toContainEqual({ middle_name: 'Newer' }));
      await vi.advanceTimersByTimeAsync(DELAY * 2);
      expect(h.sent).toEqual([]);
      expect(readJournal(ACCOUNT)).toEqual({});
      expect(h.answers.middle_name).toBe('Newer');
      expect(h.autosave.unsentCount()).toBe(0);
      h.autosave.dispose();
    });

    // Chromium brings a tab's copy of localStorage up to date at its own pace: another tab's
    // message can come before its write. These messages come with no write at all.
    it("shows another tab's later edit from its message, before its copy of the journal holds it", async () => {
      const h = harness({ middle_name: '' });
      h.type('middle_name', 'Older');
      await vi.advanceTimersByTimeAsync(DELAY);
      expect(h.sent).toEqual([{ middle_name: 'Older' }]);
      vi.advanceTimersByTime(100);
      otherTab({
        account: ACCOUNT,
        kind: 'changed',
        entries: { middle_name: { value: 'Newer', base: 'Older', at: Date.now() } },
      });
      await vi.waitFor(() => expect(h.adopted).toContainEqual({ middle_name: 'Newer' }));
      expect(h.answers.middle_name).toBe('Newer');
      h.autosave.dispose();
    });

    it('gives way to an acknowledged value typed after the entry its stale copy of the journal holds', async () => {
      const h = harness({ middle_name: '' });
      h.failWith = new ServerError(GENERIC_ERROR_MESSAGE, 0);
      h.type('middle_name', 'Older');
      await vi.advanceTimersByTimeAsync(DELAY);
      expect(readJournal(ACCOUNT).middle_name?.value).toBe('Older');
      h.failWith = undefined;
      vi.advanceTimersByTime(100);
      otherTab({
        account: ACCOUNT,
        kind: 'acknowledged',
        sent: { middle_name: 'Newer' },
        at: { middle_name: Date.now() },
      });
      await vi.waitFor(() => expect(h.adopted).toContainEqual({ middle_name: 'Newer' }));
      expect(h.answers.middle_name).toBe('Newer');
      h.autosave.dispose();
    });

    it('shows the value it sent when that was another tab’s later edit, not its own', async () => {
      const h = harness({ middle_name: '' });
      h.answers = { ...h.answers, middle_name: 'Older' };
      updateJournal(ACCOUNT, (journal) => ({
        ...journal,
        middle_name: { value: 'Newer', base: '', at: Date.now() },
      }));
      h.autosave.retryNow();
      await vi.waitFor(() => expect(h.sent).toEqual([{ middle_name: 'Newer' }]));
      await vi.waitFor(() => expect(h.adopted).toContainEqual({ middle_name: 'Newer' }));
      expect(h.answers.middle_name).toBe('Newer');
      h.autosave.dispose();
    });

    it("ignores a message it cannot read (another version's) and still hears the next", async () => {
      const h = harness({ middle_name: '' });
      const thrown: unknown[] = [];
      const caught = (event: ErrorEvent) => {
        thrown.push(event.error);
        event.preventDefault();
      };
      window.addEventListener('error', caught);
      updateJournal(ACCOUNT, (journal) => ({
        ...journal,
        city: { value: 'Paris', base: '', at: Date.now() },
      }));
      const channel = new BroadcastChannel('admit.journal');
      channel.postMessage({ account: ACCOUNT, kind: 'acknowledged' });
      channel.postMessage({ account: ACCOUNT, kind: 'acknowledged', sent: { city: 3 } });
      channel.postMessage({ account: ACCOUNT, kind: 'changed' });
      channel.close();
      await vi.waitFor(() => expect(h.adopted).toEqual([{ city: 'Paris' }]));
      expect(h.answers.city).toBe('Paris');
      window.removeEventListener('error', caught);
      expect(thrown).toEqual([]);
      h.autosave.dispose();
    });

    it('keeps and sends its own edit when the value another tab saved was typed before it', async () => {
      const h = harness({ middle_name: '' });
      const before = Date.now();
      vi.advanceTimersByTime(100);
      h.type('middle_name', 'Newer');
      // Then it writes another key: once this tab shows that, it has heard the acknowledgement before it.
      updateJournal(ACCOUNT, (journal) => ({
        ...journal,
        city: { value: 'Paris', base: '', at: Date.now() },
      }));
      otherTab(
        {
          account: ACCOUNT,
          kind: 'acknowledged',
          sent: { middle_name: 'Older' },
          at: { middle_name: before },
        },
        { account: ACCOUNT, kind: 'changed' },
      );
      await vi.waitFor(() => expect(h.adopted).toEqual([{ city: 'Paris' }]));
      await vi.advanceTimersByTimeAsync(DELAY);
      expect(h.adopted).toEqual([{ city: 'Paris' }]);
      expect(h.sent).toEqual([{ middle_name: 'Newer', city: 'Paris' }]);
      expect(h.answers.middle_name).toBe('Newer');
      h.autosave.dispose();
    });
  });
});
