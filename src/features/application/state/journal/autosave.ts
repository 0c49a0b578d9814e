/**
 * The journal at work for one account in one tab: a keystroke only notes which key changed
 * and when; the journal is written when typing pauses (the autosave delay) and when the page
 * is hidden or closed, then sent; an acknowledged value leaves the journal. A failed save is
 * retried with backoff, and at once when the browser is back online or the page visible.
 * Framework-free: use-answers.ts gives it the answers, the call and what to show.
 */

import type { Answers } from '../../../../../engine';
import { ApiError, isTransient } from '../../../../lib/errors';
import { createQuietTimer } from '../../../../lib/quiet-timer';
import {
  acknowledge,
  isNewer,
  type Journal,
  newerElsewhere,
  newerSaved,
  outlivedEdits,
  recordEdits,
  toSend,
  unsentKeys,
  withMessage,
  withoutKeys,
} from './journal-rules';
import {
  ANONYMOUS_ACCOUNT,
  type JournalMessage,
  listenToJournal,
  readJournal,
  tellOtherTabs,
  updateJournal,
  withSaveLock,
} from './journal-storage';

/** What the page header says (save-status.tsx). */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed';

/** First retry after this long, doubling up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** A failed save that waiting cannot mend: the server refused these values (a 4xx but 401, and not one worth asking again). */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    !isTransient(error)
  );
}

export interface AutosaveOptions {
  /** The account (its username), or ANONYMOUS_ACCOUNT: then nothing is sent, only kept. */
  account: string;
  /** The answers the server holds, as far as this tab knows (the loaded profile). */
  known: Answers;
  /** The answers as they are now. */
  answers(): Answers;
  /** PUT /api/answer. */
  send(body: Answers): Promise<unknown>;
  /** Values saved by another tab or device, to show in this one (not edits: never sent from here). */
  adopt(values: Answers): void;
  onStatus(status: SaveStatus): void;
  /** A refusal (409, 422, 400) or 401: shown as before the journal; the values sent leave the journal. */
  onRefused(error: unknown): void;
  /** Values acknowledged by the server (the profile cache follows). */
  onSaved?(sent: Answers): void;
  /** Before the journal is written: what text fields show becomes answers (drafts.ts). */
  beforeWrite?(): void;
  delayMs: number;
}

export interface Autosave {
  /**
   * The keystroke path: notes the keys and when they were typed (`at`, now unless a draft
   * typed earlier becomes an answer), and (re)starts the autosave delay.
   */
  edited(keys: Iterable<string>, at?: number): void;
  /** Writes the noted edits to the journal now (the page is being hidden or closed). */
  writeNow(): void;
  /** Writes and sends until nothing is unsent; false when a save failed (the journal keeps it). */
  flush(): Promise<boolean>;
  /** Another device's answers (a fresh profile): shown where nothing here is unsent. */
  pickUp(server: Answers): void;
  /** Tries again now (back online, page visible), when anything is unsent. */
  retryNow(): void;
  /** Listens to the other tabs (undone by dispose; React may start it again). */
  start(): void;
  /** Keys typed here or elsewhere in this browser that the server has not acknowledged. */
  unsentCount(): number;
  status(): SaveStatus;
  dispose(): void;
}

export function createAutosave(options: AutosaveOptions): Autosave {
  const { account } = options;
  const sending = account !== ANONYMOUS_ACCOUNT;
  const known: Answers = { ...options.known };
  /** Keys changed here and not yet in the journal, with when they were typed. */
  const unwritten = new Map<string, number>();
  let retry: ReturnType<typeof setTimeout> | undefined;
  let orphans: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let status: SaveStatus = 'saved';
  let queue: Promise<boolean> = Promise.resolve(true);
  let disposed = false;

  const setStatus = (next: SaveStatus) => {
    if (next === status || disposed) return;
    status = next;
    options.onStatus(next);
  };

  const writeNow = () => {
    options.beforeWrite?.();
    if (unwritten.size === 0) return;
    const edits = new Map(unwritten);
    unwritten.clear();
    const journal = updateJournal(account, (entries) =>
      recordEdits(entries, options.answers(), edits, sending ? known : null),
    );
    const entries = Object.fromEntries(
      [...edits.keys()].flatMap((key) => (journal[key] ? [[key, journal[key]]] : [])),
    );
    tellOtherTabs({ account, kind: 'changed', entries });
    // An edit older than another tab's edit of the same key stays out of the journal: this
    // tab shows the newer value.
    const newer = outlivedEdits(journal, options.answers(), edits);
    if (Object.keys(newer).length > 0) options.adopt(newer);
  };

  const scheduleRetry = () => {
    clearTimeout(retry);
    const delay = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS);
    failures += 1;
    retry = setTimeout(() => void flush(), delay);
  };

  /** One save of everything unsent, read from the journal when it starts. */
  const saveOnce = (): Promise<boolean> =>
    withSaveLock(account, async () => {
      const journal = readJournal(account);
      const body = toSend(journal);
      if (Object.keys(body).length === 0) return true;
      try {
        await options.send(body);
      } catch (error) {
        if (isRefusal(error) || (error instanceof ApiError && error.status === 401)) {
          // 401 ends the session: the journal keeps the values for the next login.
          if (isRefusal(error)) updateJournal(account, (journal) => withoutKeys(journal, Object.keys(body)));
          options.onRefused(error);
          setStatus('saved');
          return false;
        }
        // Offline is what the browser knows of its own connection. A call that got no answer
        // while it is online (the server down or out of reach, a time limit) is told as not
        // saved yet: 'Offline' would send the applicant to check a connection that works.
        setStatus(navigator.onLine ? 'failed' : 'offline');
        scheduleRetry();
        return false;
      }
      updateJournal(account, (journal) => acknowledge(journal, body));
      Object.assign(known, body);
      // What it sent is the journal's latest value, which may be another tab's later edit
      // that this tab has not shown yet (its message came before its storage): shown now,
      // unless this tab has typed the key again since.
      const shown = options.answers();
      const differing = Object.fromEntries(
        Object.entries(body).filter(
          ([key, value]) => (shown[key] ?? '') !== value && isNewer(journal[key]?.at, unwritten.get(key)),
        ),
      );
      if (Object.keys(differing).length > 0) options.adopt(differing);
      const at = Object.fromEntries(Object.keys(body).map((key) => [key, journal[key]?.at ?? 0]));
      tellOtherTabs({ account, kind: 'acknowledged', sent: body, at });
      options.onSaved?.(body);
      return true;
    });

  /** Saves until the journal is empty; a few rounds cover keys typed while a save was out. */
  const drain = async (): Promise<boolean> => {
    if (!sending) {
      writeNow();
      return true;
    }
    for (let round = 0; round < 3; round += 1) {
      writeNow();
      if (!navigator.onLine) {
        // No call can succeed: the journal keeps the values and the 'online' event sends them.
        if (unsentKeys(readJournal(account)).length === 0) break;
        setStatus('offline');
        scheduleRetry();
        return false;
      }
      if (!(await saveOnce())) return false;
      if (unwritten.size === 0 && unsentKeys(readJournal(account)).length === 0) break;
    }
    failures = 0;
    clearTimeout(retry);
    setStatus(unwritten.size > 0 ? 'saving' : 'saved');
    return unwritten.size === 0 && unsentKeys(readJournal(account)).length === 0;
  };

  const flush = (): Promise<boolean> => {
    pause.cancel();
    queue = queue.then(drain, drain);
    return queue;
  };
  const pause = createQuietTimer(options.delayMs, () => void flush());

  const retryNow = () => {
    if (!sending || disposed) return;
    if (unwritten.size === 0 && unsentKeys(readJournal(account)).length === 0) return;
    failures = 0;
    clearTimeout(retry);
    void flush();
  };

  /**
   * Values another tab saved or wrote that are newer than this tab's: shown here, and this
   * tab's older edits of those keys are dropped (never written or sent after them).
   */
  const onMessage = (message: JournalMessage) => {
    const journal = withMessage(readJournal(account), message);
    const answers = options.answers();
    const adopt: Answers = {};
    if (message.kind === 'acknowledged') {
      Object.assign(known, message.sent);
      Object.assign(adopt, newerSaved(message.sent, message.at, journal, answers, unwritten));
    }
    Object.assign(adopt, newerElsewhere(journal, answers, unwritten));
    for (const key of Object.keys(adopt)) unwritten.delete(key);
    if (Object.keys(adopt).length > 0) options.adopt(adopt);
    // The tab that wrote them sends them; should it close first, this one does, a little later.
    if (message.kind === 'changed' && sending) {
      clearTimeout(orphans);
      orphans = setTimeout(retryNow, options.delayMs * 3);
    }
  };
  let stopListening: () => void = () => undefined;

  return {
    edited(keys, at = Date.now()) {
      for (const key of keys) unwritten.set(key, Math.max(unwritten.get(key) ?? 0, at));
      if (status === 'saved') setStatus('saving');
      pause.poke();
    },
    writeNow,
    flush,
    pickUp(server) {
      const journal: Journal = readJournal(account);
      const adopt: Answers = {};
      for (const key of new Set([...Object.keys(server), ...Object.keys(known)])) {
        const theirs = server[key] ?? '';
        if (theirs === (known[key] ?? '')) continue;
        known[key] = theirs;
        if (!journal[key] && !unwritten.has(key)) adopt[key] = theirs;
      }
      if (Object.keys(adopt).length > 0) options.adopt(adopt);
    },
    retryNow,
    unsentCount: () => new Set([...unwritten.keys(), ...Object.keys(readJournal(account))]).size,
    status: () => status,
    start() {
      disposed = false;
      stopListening();
      stopListening = listenToJournal(account, onMessage);
    },
    dispose() {
      writeNow();
      disposed = true;
      pause.cancel();
      clearTimeout(retry);
      clearTimeout(orphans);
      stopListening();
    },
  };
}
