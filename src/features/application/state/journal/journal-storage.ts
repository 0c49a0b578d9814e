/**
 * Where the journal lives: localStorage, one entry per account (docs/decisions/017). Its
 * writes are synchronous, so the one made when the page is hidden or closed has landed
 * before the page goes; every tab of the browser reads the same entry. Other tabs learn of
 * a change through a BroadcastChannel, and saves of one account are taken in turn across
 * tabs (Web Locks), so each reads the journal as it is when it sends.
 */
import { type Journal, type JournalMessage, parseJournal, parseJournalMessage } from './journal-rules';

const PREFIX = 'admit.journal.';

/** The journal of the anonymous applicant: answers kept on this device until there is an account. */
export const ANONYMOUS_ACCOUNT = '';

/** The storage key of an account's journal (the anonymous applicant's is `admit.journal.`). */
export function journalKey(account: string): string {
  return `${PREFIX}${account}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the answers then live in the page only.
    return undefined;
  }
}

export function readJournal(account: string): Journal {
  try {
    return parseJournal(storage()?.getItem(journalKey(account)) ?? null);
  } catch {
    return {};
  }
}

/** Stores the journal; an empty one removes the entry, so nothing of anybody's lingers. */
export function writeJournal(account: string, journal: Journal): void {
  try {
    if (Object.keys(journal).length === 0) storage()?.removeItem(journalKey(account));
    else storage()?.setItem(journalKey(account), JSON.stringify(journal));
  } catch {
    // A full or disabled storage: the answers still live in the page and are sent from there.
  }
}

/** Reads, changes and writes the journal in one go (synchronous, so no other code of this tab interleaves). */
export function updateJournal(account: string, change: (journal: Journal) => Journal): Journal {
  const next = change(readJournal(account));
  writeJournal(account, next);
  return next;
}

export function clearJournal(account: string): void {
  writeJournal(account, {});
}

export type { JournalMessage };

const listeners = new Set<(message: JournalMessage) => void>();
let channel: BroadcastChannel | undefined;

/** This tab's one channel: it sends and listens, and a channel never hears its own messages. */
function tabChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  if (!channel) {
    channel = new BroadcastChannel('admit.journal');
    // A tab of another version of the app may speak otherwise: only well-formed messages count.
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = parseJournalMessage(event.data);
      if (!message) return;
      for (const listener of [...listeners]) listener(message);
    };
  }
  return channel;
}

/** Listens to the other tabs' messages about an account; returns the function that stops listening. */
export function listenToJournal(account: string, listener: (message: JournalMessage) => void): () => void {
  const own = (message: JournalMessage) => {
    if (message.account === account) listener(message);
  };
  tabChannel();
  listeners.add(own);
  return () => void listeners.delete(own);
}

/** Tells the other tabs of this browser. */
export function tellOtherTabs(message: JournalMessage): void {
  tabChannel()?.postMessage(message);
}

/**
 * Runs one save of the account while no other tab saves it: the journal is read when the
 * save starts, so a tab never sends a value older than one another tab sent before it.
 */
export function withSaveLock<T>(account: string, save: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return save();
  return locks.request(`${PREFIX}save.${account}`, save);
}
