import { afterEach, describe, expect, it } from 'vitest';
import { clearAnonymousAnswers, hasAnswers, readAnonymousAnswers } from './anonymous-answers';
import { recordEdits } from './journal/journal-rules';
import { ANONYMOUS_ACCOUNT, journalKey, updateJournal } from './journal/journal-storage';

afterEach(() => localStorage.clear());

describe('anonymous answers', () => {
  it('are the anonymous journal: its non-empty values, read back after a reload, then cleared', () => {
    updateJournal(ANONYMOUS_ACCOUNT, (journal) =>
      recordEdits(
        journal,
        { first_name: 'Ada', last_name: '' },
        new Map([
          ['first_name', 1],
          ['last_name', 1],
        ]),
        null,
      ),
    );
    expect(localStorage.getItem(journalKey(ANONYMOUS_ACCOUNT))).not.toBeNull();
    expect(readAnonymousAnswers()).toEqual({ first_name: 'Ada' });
    clearAnonymousAnswers();
    expect(readAnonymousAnswers()).toEqual({});
    expect(localStorage.getItem(journalKey(ANONYMOUS_ACCOUNT))).toBeNull();
  });

  it('ignores what is not a journal', () => {
    localStorage.setItem(
      journalKey(ANONYMOUS_ACCOUNT),
      '{"first_name": 3, "city": {"value": "Atlanta", "base": null, "at": 1}}',
    );
    expect(readAnonymousAnswers()).toEqual({ city: 'Atlanta' });
    localStorage.setItem(journalKey(ANONYMOUS_ACCOUNT), 'not json');
    expect(readAnonymousAnswers()).toEqual({});
  });

  it('counts an answer as filled unless it is empty or an unticked box', () => {
    expect(hasAnswers({ a: '', b: 'false' })).toBe(false);
    expect(hasAnswers({ a: 'Ada' })).toBe(true);
  });
});
