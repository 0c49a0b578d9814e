import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  holdConflicts,
  isNewer,
  type Journal,
  newerElsewhere,
  newerSaved,
  outlivedEdits,
  parseJournal,
  parseJournalMessage,
  reconcile,
  recordEdits,
  settleConflict,
  toSend,
  unsentKeys,
  withMessage,
  withoutKeys,
} from './journal-rules';

const edits = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('recording edits', () => {
  it('bases a new key on what the server holds and keeps the first base of a key still unsent', () => {
    const known = { first_name: 'Ada', city: '' };
    let journal = recordEdits({}, { first_name: 'Adah' }, edits({ first_name: 1 }), known);
    expect(journal).toEqual({ first_name: { value: 'Adah', base: 'Ada', at: 1 } });
    journal = recordEdits(
      journal,
      { first_name: 'Adaline', city: 'Rome' },
      edits({ first_name: 2, city: 2 }),
      {
        first_name: 'changed meanwhile',
      },
    );
    expect(journal).toEqual({
      first_name: { value: 'Adaline', base: 'Ada', at: 2 },
      city: { value: 'Rome', base: '', at: 2 },
    });
  });

  it('records an emptied answer as the empty string, and no base without a server (anonymous)', () => {
    expect(recordEdits({}, {}, edits({ city: 5 }), null)).toEqual({ city: { value: '', base: null, at: 5 } });
  });

  it('never replaces a later edit another tab wrote with an earlier one', () => {
    const journal: Journal = { city: { value: 'Paris', base: '', at: 10 } };
    expect(recordEdits(journal, { city: 'Rome' }, edits({ city: 9 }), {})).toEqual(journal);
    expect(recordEdits(journal, { city: 'Rome' }, edits({ city: 11 }), {}).city?.value).toBe('Rome');
  });

  it('leaves the given journal unchanged', () => {
    const journal: Journal = {};
    recordEdits(journal, { a: 'x' }, edits({ a: 1 }), {});
    expect(journal).toEqual({});
  });
});

describe('acknowledgement', () => {
  it('removes a key whose value was sent, and rebases a key typed again since on the value sent', () => {
    const journal: Journal = {
      first_name: { value: 'Ada', base: '', at: 1 },
      city: { value: 'Romeo', base: '', at: 2 },
      zip: { value: '30301', base: '', at: 3 },
    };
    expect(acknowledge(journal, { first_name: 'Ada', city: 'Rome', unknown: 'x' })).toEqual({
      city: { value: 'Romeo', base: 'Rome', at: 2 },
      zip: { value: '30301', base: '', at: 3 },
    });
  });
});

describe('what a save sends', () => {
  it('sends every unsent value as it is now, but never a held conflict', () => {
    const journal: Journal = {
      a: { value: '1', base: '', at: 1 },
      b: { value: '2', base: 'x', at: 1, held: true },
    };
    expect(toSend(journal)).toEqual({ a: '1' });
    expect(unsentKeys(journal)).toEqual(['a']);
  });
});

describe('reconciling with the server after a reload or a login', () => {
  const journal: Journal = {
    unchanged: { value: 'mine', base: 'old', at: 1 },
    fromEmpty: { value: 'mine', base: '', at: 1 },
    savedAfterAll: { value: 'same', base: 'old', at: 1 },
    changedElsewhere: { value: 'mine', base: 'old', at: 1 },
    carried: { value: 'anonymous', base: null, at: 1 },
  };
  const server = { unchanged: 'old', savedAfterAll: 'same', changedElsewhere: 'other device', carried: 'x' };

  it('restores the keys the server has not changed since, settles those it holds, lists the others', () => {
    expect(reconcile(journal, server)).toEqual({
      restore: { unchanged: 'mine', fromEmpty: 'mine', carried: 'anonymous' },
      conflicts: [{ key: 'changedElsewhere', mine: 'mine', theirs: 'other device' }],
      settled: ['savedAfterAll'],
    });
  });

  it('counts a key the server does not hold as the empty string', () => {
    expect(reconcile({ a: { value: '', base: 'x', at: 1 } }, {}).settled).toEqual(['a']);
    expect(reconcile({ a: { value: 'v', base: 'x', at: 1 } }, {}).conflicts).toEqual([
      { key: 'a', mine: 'v', theirs: '' },
    ]);
  });

  it('holds a conflict back until the applicant chooses, then sends or drops it', () => {
    const { conflicts } = reconcile(journal, server);
    const held = holdConflicts(journal, conflicts);
    expect(toSend(held)).not.toHaveProperty('changedElsewhere');
    const [conflict] = conflicts;
    if (!conflict) throw new Error('expected a conflict');
    const mine = settleConflict(held, conflict, 'mine');
    expect(mine.changedElsewhere).toEqual({ value: 'mine', base: 'other device', at: 1 });
    expect(toSend(mine)).toHaveProperty('changedElsewhere', 'mine');
    expect(settleConflict(held, conflict, 'theirs')).not.toHaveProperty('changedElsewhere');
    // Chosen once, the key is no conflict at the next reconcile either.
    expect(reconcile(mine, server).restore).toHaveProperty('changedElsewhere', 'mine');
  });

  it('drops settled keys', () => {
    expect(withoutKeys(journal, ['unchanged', 'fromEmpty', 'savedAfterAll', 'changedElsewhere'])).toEqual({
      carried: journal.carried,
    });
  });
});

describe("another tab's values", () => {
  const journal: Journal = {
    city: { value: 'Paris', base: '', at: 10 },
    zip: { value: '30301', base: '', at: 10 },
    own: { value: 'same', base: '', at: 10 },
  };

  it('adopts the journal values unless this tab typed the key later and has not written it yet', () => {
    const answers = { city: 'Rome', zip: '111', own: 'same' };
    expect(newerElsewhere(journal, answers, new Map([['city', 11]]))).toEqual({ zip: '30301' });
    expect(newerElsewhere(journal, answers, new Map([['city', 9]]))).toEqual({ city: 'Paris', zip: '30301' });
    // Typed in the same millisecond: this tab's edit stays, as recordEdits keeps it.
    expect(newerElsewhere(journal, answers, new Map([['city', 10]]))).toEqual({ zip: '30301' });
  });

  it('holds one rule: only an edit typed later is newer, and any edit is newer than none', () => {
    expect(isNewer(11, 10)).toBe(true);
    expect(isNewer(10, 10)).toBe(false);
    expect(isNewer(9, 10)).toBe(false);
    expect(isNewer(9, undefined)).toBe(true);
    expect(isNewer(undefined, undefined)).toBe(true);
    // A save told without its time (an older version's tab) never replaces an edit here.
    expect(isNewer(undefined, 10)).toBe(false);
  });

  it("after a write, shows the written keys whose entry is still another tab's later edit", () => {
    const answers = { city: 'Rome', zip: '111', own: 'same' };
    // city typed here at 9, before the other tab's 10: the journal kept Paris. zip is not
    // this write's: its entry is left to the other tab's message.
    expect(outlivedEdits(journal, answers, edits({ city: 9 }))).toEqual({ city: 'Paris' });
    expect(outlivedEdits(journal, answers, edits({ city: 12 }))).toEqual({});
    expect(outlivedEdits(journal, answers, edits({ own: 9, gone: 9 }))).toEqual({});
  });

  it("shows another tab's saved values unless this tab typed the key later or it is unsent since", () => {
    const answers = { first_name: 'Ada', city: 'Rome', zip: '111' };
    const sent = { first_name: 'Adah', city: 'Oslo', zip: '30301' };
    const at = { first_name: 20, city: 20, zip: 20 };
    const unsent: Journal = { city: { value: 'Paris', base: 'Oslo', at: 25 } };
    // first_name: typed here later (21); city: changed again since it was sent (the journal's
    // entry decides it); zip: nothing here, shown.
    expect(newerSaved(sent, at, unsent, answers, edits({ first_name: 21 }))).toEqual({ zip: '30301' });
    expect(newerSaved(sent, at, unsent, answers, edits({ first_name: 19 }))).toEqual({
      first_name: 'Adah',
      zip: '30301',
    });
    // Without times the save only fills keys this tab has not touched.
    expect(newerSaved(sent, undefined, {}, answers, edits({ first_name: 1 }))).toEqual({
      city: 'Oslo',
      zip: '30301',
    });
    // A value this tab already shows is not adopted again.
    expect(newerSaved({ city: 'Rome' }, { city: 20 }, {}, answers, edits({}))).toEqual({});
  });
});

describe('reading a stored journal', () => {
  it('keeps well-formed entries only, whatever another version wrote', () => {
    expect(parseJournal(null)).toEqual({});
    expect(parseJournal('not json')).toEqual({});
    expect(parseJournal('[1]')).toEqual({});
    expect(
      parseJournal(
        JSON.stringify({
          good: { value: 'v', base: null, at: 1 },
          held: { value: 'v', base: 'b', at: 2, held: true },
          badValue: { value: 3, base: '', at: 1 },
          badBase: { value: 'v', base: 4, at: 1 },
          badAt: { value: 'v', base: '', at: 'x' },
          notObject: 'v',
        }),
      ),
    ).toEqual({
      good: { value: 'v', base: null, at: 1 },
      held: { value: 'v', base: 'b', at: 2, held: true },
    });
  });
});

describe("reading another tab's message", () => {
  it('keeps the messages this version understands, whatever another version sent', () => {
    expect(parseJournalMessage({ account: 'a@b.c', kind: 'changed' })).toEqual({
      account: 'a@b.c',
      kind: 'changed',
    });
    const sent = { middle_name: 'Ada' };
    expect(
      parseJournalMessage({ account: 'a@b.c', kind: 'acknowledged', sent, at: { middle_name: 5 } }),
    ).toEqual({ account: 'a@b.c', kind: 'acknowledged', sent, at: { middle_name: 5 } });
    // An older tab tells no times; a malformed time counts as none (never replaces an edit here).
    expect(parseJournalMessage({ account: 'a@b.c', kind: 'acknowledged', sent })).toEqual({
      account: 'a@b.c',
      kind: 'acknowledged',
      sent,
    });
    expect(
      parseJournalMessage({ account: 'a@b.c', kind: 'acknowledged', sent, at: { middle_name: '9999' } }),
    ).toEqual({ account: 'a@b.c', kind: 'acknowledged', sent });
    for (const bad of [
      null,
      'changed',
      { kind: 'changed' },
      { account: 1, kind: 'changed' },
      { account: 'a@b.c', kind: 'reloaded' },
      { account: 'a@b.c', kind: 'acknowledged' },
      { account: 'a@b.c', kind: 'acknowledged', sent: ['Ada'] },
      { account: 'a@b.c', kind: 'acknowledged', sent: { middle_name: 3 } },
    ]) {
      expect(parseJournalMessage(bad)).toBeUndefined();
    }
  });
});

describe("a message's entries, which the tab's copy of localStorage may not hold yet", () => {
  const mine: Journal = {
    city: { value: 'Paris', base: '', at: 10 },
    zip: { value: '111', base: '', at: 10 },
  };

  it('reads the entries of a change, keeping only well-formed ones', () => {
    const entries = { city: { value: 'Lyon', base: 'Paris', at: 20 } };
    expect(
      parseJournalMessage({
        account: 'a@b.c',
        kind: 'changed',
        entries: { ...entries, zip: { value: 3, at: 1 }, state: 'GA' },
      }),
    ).toEqual({ account: 'a@b.c', kind: 'changed', entries });
    expect(parseJournalMessage({ account: 'a@b.c', kind: 'changed', entries: ['x'] })).toEqual({
      account: 'a@b.c',
      kind: 'changed',
    });
  });

  it("takes the later of this tab's entry and the message's", () => {
    const changed = withMessage(mine, {
      account: 'a@b.c',
      kind: 'changed',
      entries: { city: { value: 'Lyon', base: '', at: 20 }, zip: { value: '000', base: '', at: 5 } },
    });
    expect(changed).toEqual({ city: { value: 'Lyon', base: '', at: 20 }, zip: mine.zip });
  });

  it('drops the keys an acknowledgement settled: the same value, or one typed after this entry', () => {
    const acknowledged = withMessage(mine, {
      account: 'a@b.c',
      kind: 'acknowledged',
      sent: { city: 'Lyon', zip: '222' },
      at: { city: 20, zip: 5 },
    });
    expect(acknowledged).toEqual({ zip: mine.zip });
    expect(
      withMessage(mine, { account: 'a@b.c', kind: 'acknowledged', sent: { city: 'Paris', zip: '9' } }),
    ).toEqual({ zip: mine.zip });
  });
});
