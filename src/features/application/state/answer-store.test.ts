import { describe, expect, it } from 'vitest';
import { browserEngine } from '../../../lib/engine';
import { createAnswerStore, structuralKeys } from './answer-store';

const { catalogue } = browserEngine('demo');

describe('structuralKeys: the answers whose change may alter what the page shows', () => {
  const keys = structuralKeys(catalogue);

  it('has the keys a rule of what is shown or required reads', () => {
    // visibleWhen and requiredWhen of the state read the country; phone_home's requiredWhen reads phone_international.
    expect(keys.has('country')).toBe(true);
    expect(keys.has('phone_international')).toBe(true);
  });

  it('leaves out a key only a check reads: its message follows when the store changes anyway', () => {
    const checked = catalogue.pages.flatMap((page) => page.rules.checks.map((check) => check.key));
    expect(checked).toContain('zip');
    expect(keys.has('zip')).toBe(false);
  });
});

describe('createAnswerStore: who hears a change', () => {
  it('tells a local change to its key alone, and a structural one to every subscriber', () => {
    const store = createAnswerStore(catalogue, { zip: '', country: '' });
    const heard: string[] = [];
    store.subscribeKey('zip', () => heard.push('zip'));
    store.subscribeKey('country', () => heard.push('country'));
    store.subscribeStructure(() => heard.push('structure'));
    store.subscribe(() => heard.push('all'));

    store.set({ ...store.get(), zip: '62701' }, ['zip']);
    expect(heard).toEqual(['zip', 'all']);
    expect(store.structureVersion()).toBe(0);

    heard.length = 0;
    store.set({ ...store.get(), country: 'USA' }, ['country']);
    expect(heard).toEqual(['zip', 'country', 'structure', 'all']);
    expect(store.structureVersion()).toBe(1);
  });
});
