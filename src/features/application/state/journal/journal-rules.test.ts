import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  holdConflicts,
  type Journal,
  newerElsewhere,
  parseJournal,
  reconcile,
  recordEdits,
  settleConflict,
  toSend,
  unsentKeys,
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
