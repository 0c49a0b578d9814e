/**
 * The journal's rules, as pure functions over plain objects: what an edit records, what an
 * acknowledgement removes, what a save sends, and how unsent keys meet the server's answers
 * after a reload or the next login. The browser storage and the timers live elsewhere
 * (journal-storage.ts, autosave.ts), so these rules are tested without them.
 */
import type { Answers } from '../../../../../engine';

/** One change the server has not acknowledged yet. */
export interface JournalEntry {
  /** The value as typed. */
  value: string;
  /**
   * What the server held when the applicant began changing the key: a server value other
   * than this one at the next login was saved elsewhere since. Null when nobody knows
   * (an anonymous applicant's answers, which have no server yet).
   */
  base: string | null;
  /** Milliseconds since the epoch of the edit: between two tabs the later edit is the newer value. */
  at: number;
  /** A conflict the applicant has not settled: never sent until they choose. */
  held?: true;
}

/** A journal: the unsent keys of one account (or of the anonymous applicant). */
export type Journal = Record<string, JournalEntry>;

/** A key changed both here (unsent) and on the server since: the applicant chooses. */
export interface Conflict {
  key: string;
  /** The unsent value typed in this browser. */
  mine: string;
  /** The value the server holds now. */
  theirs: string;
}

/** How a journal meets the server's answers. */
export interface Reconciled {
  /** Unsent keys the server has not changed since: restored and sent. */
  restore: Answers;
  /** Unsent keys the server changed since to another value: the applicant chooses. */
  conflicts: Conflict[];
  /** Keys the server already holds with the journal's value: nothing left to send. */
  settled: string[];
}

/**
 * The one rule between two tabs of an account: an edit made elsewhere at `theirs` is newer
 * than this tab's edit of the same key at `mine` only if it was typed later (an edit's time
 * is its last keystroke). No edit here (`mine` undefined): theirs is newer. A value saved
 * elsewhere without its time (a tab of an older version) never replaces an edit here.
 */
export function isNewer(theirs: number | undefined, mine: number | undefined): boolean {
  return mine === undefined || (theirs !== undefined && theirs > mine);
}

/**
 * Records the latest values of the changed keys (`edits`: key → when it was typed). A key
 * already unsent keeps the base it was first changed from (the server has not moved because
 * of us); a new key is based on what this tab knows the server holds. An entry another tab
 * wrote for a later edit stays: the later edit is the newer value. Returns a new journal.
 */
export function recordEdits(
  journal: Journal,
  answers: Answers,
  edits: ReadonlyMap<string, number>,
  known: Answers | null,
): Journal {
  const next = { ...journal };
  for (const [key, at] of edits) {
    const previous = next[key];
    if (previous && isNewer(previous.at, at)) continue;
    const base = previous ? previous.base : known === null ? null : (known[key] ?? '');
    next[key] = { value: answers[key] ?? '', base, at };
  }
  return next;
}

/**
 * The server acknowledged `sent`: a key whose journal value is the one sent is done; a key
 * changed again since stays unsent, now based on what the server holds (the value sent).
 */
export function acknowledge(journal: Journal, sent: Answers): Journal {
  const next = { ...journal };
  for (const [key, value] of Object.entries(sent)) {
    const entry = next[key];
    if (!entry) continue;
    if (entry.value === value) delete next[key];
    else next[key] = { ...entry, base: value };
  }
  return next;
}

/** What a save sends: every unsent key with its value as it is now, conflicts excepted. */
export function toSend(journal: Journal): Answers {
  const body: Answers = {};
  for (const [key, entry] of Object.entries(journal)) if (!entry.held) body[key] = entry.value;
  return body;
}

/** The keys a save would send (not held back by a conflict). */
export function unsentKeys(journal: Journal): string[] {
  return Object.keys(journal).filter((key) => !journal[key]?.held);
}

/**
 * The journal against the server's answers (after a reload or a login): the server still
 * holding the value a key was based on means nobody else changed it, so ours is restored
 * and saved; the server holding our value means it was saved after all; any other server
 * value was saved elsewhere since, and is never overwritten silently. A key without a
 * base (carried from anonymous browsing) is restored as today.
 */
export function reconcile(journal: Journal, server: Answers): Reconciled {
  const restore: Answers = {};
  const conflicts: Conflict[] = [];
  const settled: string[] = [];
  for (const [key, entry] of Object.entries(journal)) {
    const theirs = server[key] ?? '';
    if (theirs === entry.value) settled.push(key);
    else if (entry.base === null || entry.base === theirs) restore[key] = entry.value;
    else conflicts.push({ key, mine: entry.value, theirs });
  }
  return { restore, conflicts, settled };
}

/** Holds the conflicting keys back from every save until the applicant chooses. */
export function holdConflicts(journal: Journal, conflicts: readonly Conflict[]): Journal {
  const next = { ...journal };
  for (const { key } of conflicts) {
    const entry = next[key];
    if (entry) next[key] = { ...entry, held: true };
  }
  return next;
}

/**
 * The applicant's choice for a conflict: keeping theirs drops the entry; keeping mine
 * sends it, now based on the server's value, which the applicant has seen.
 */
export function settleConflict(journal: Journal, conflict: Conflict, keep: 'mine' | 'theirs'): Journal {
  const next = { ...journal };
  if (keep === 'theirs') delete next[conflict.key];
  else next[conflict.key] = { value: conflict.mine, base: conflict.theirs, at: next[conflict.key]?.at ?? 0 };
  return next;
}

/** Drops the keys the server already holds with the journal's value. */
export function withoutKeys(journal: Journal, keys: Iterable<string>): Journal {
  const next = { ...journal };
  for (const key of keys) delete next[key];
  return next;
}

/**
 * What another tab's journal changes mean for this tab's answers: the keys whose value in
 * the journal is newer than this tab's own unwritten edit of them (a key this tab changed
 * after the other tab wrote keeps this tab's value). Returns the values to adopt.
 */
export function newerElsewhere(
  journal: Journal,
  answers: Answers,
  unwritten: ReadonlyMap<string, number>,
): Answers {
  const adopt: Answers = {};
  for (const [key, entry] of Object.entries(journal)) {
    if (!isNewer(entry.at, unwritten.get(key))) continue;
    if ((answers[key] ?? '') !== entry.value) adopt[key] = entry.value;
  }
  return adopt;
}

/**
 * After this tab wrote `edits` (recordEdits): the keys whose journal entry is still another
 * tab's later edit, which this tab is to show instead of its own older one. Other keys of
 * the journal are not this write's to decide (a conflict held for the applicant's choice).
 */
export function outlivedEdits(
  journal: Journal,
  answers: Answers,
  edits: ReadonlyMap<string, number>,
): Answers {
  const written: Journal = {};
  for (const key of edits.keys()) {
    const entry = journal[key];
    if (entry) written[key] = entry;
  }
  return newerElsewhere(written, answers, edits);
}

/**
 * Another tab's acknowledged save (`sent`, typed at `at` per key, which an older version's
 * tab does not tell): the values to show here. A key unsent in the journal was changed again
 * since it was sent, so the journal's entry decides it (newerElsewhere), not this save.
 */
export function newerSaved(
  sent: Answers,
  at: Readonly<Record<string, number>> | undefined,
  journal: Journal,
  answers: Answers,
  unwritten: ReadonlyMap<string, number>,
): Answers {
  const adopt: Answers = {};
  for (const [key, value] of Object.entries(sent)) {
    if (journal[key] || !isNewer(at?.[key], unwritten.get(key))) continue;
    if ((answers[key] ?? '') !== value) adopt[key] = value;
  }
  return adopt;
}

/**
 * What one tab tells the others. An acknowledgement says when each sent value was typed
 * (`at`), so that a tab holding an older edit of the key, not yet written because its
 * timers run late in the background, gives way to it instead of sending it after.
 */
export type JournalMessage =
  /**
   * `entries`: what the tab wrote. Another tab's copy of localStorage is brought up to date
   * by the browser at its own pace, and this message can arrive first: it carries the entries
   * so that the tab hearing it need not read them from a copy that does not hold them yet.
   */
  | { account: string; kind: 'changed'; entries?: Journal }
  | { account: string; kind: 'acknowledged'; sent: Record<string, string>; at?: Record<string, number> };

/**
 * The journal as this tab reads it, with what a message says that its copy of localStorage
 * may not hold yet: the later of each entry a tab wrote, and without the keys another tab's
 * acknowledgement settled (their entry here being its value, or one typed before it).
 */
export function withMessage(journal: Journal, message: JournalMessage): Journal {
  const next = { ...journal };
  if (message.kind === 'changed') {
    for (const [key, entry] of Object.entries(message.entries ?? {})) {
      const mine = next[key];
      if (!mine || mine.at < entry.at) next[key] = entry;
    }
    return next;
  }
  for (const [key, value] of Object.entries(message.sent)) {
    const mine = next[key];
    const at = message.at?.[key];
    if (mine && (mine.value === value || (at !== undefined && mine.at <= at))) delete next[key];
  }
  return next;
}

function isRecordOf<T>(value: unknown, item: (entry: unknown) => entry is T): value is Record<string, T> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => item(entry))
  );
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads a message of another tab, whatever version of the app sent it: undefined unless it
 * is one this version understands. An acknowledgement's times are dropped if malformed (it
 * then counts as told without them, which never replaces an edit here).
 */
export function parseJournalMessage(data: unknown): JournalMessage | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { account, kind, sent, at } = data as Record<string, unknown>;
  if (typeof account !== 'string') return undefined;
  if (kind === 'changed') {
    const { entries } = data as Record<string, unknown>;
    if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) return { account, kind };
    return { account, kind, entries: parseJournal(JSON.stringify(entries)) };
  }
  if (kind !== 'acknowledged' || !isRecordOf(sent, isString)) return undefined;
  return isRecordOf(at, isTime) ? { account, kind, sent, at } : { account, kind, sent };
}

/** Reads a stored journal, keeping only well-formed entries whatever another version wrote. */
export function parseJournal(text: string | null): Journal {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const journal: Journal = {};
  for (const [key, raw] of Object.entries(value)) {
    if (raw === null || typeof raw !== 'object') continue;
    const { value: entryValue, base, at, held } = raw as Record<string, unknown>;
    if (typeof entryValue !== 'string' || typeof at !== 'number') continue;
    if (base !== null && typeof base !== 'string') continue;
    journal[key] = { value: entryValue, base, at, ...(held === true ? { held: true } : {}) };
  }
  return journal;
}
