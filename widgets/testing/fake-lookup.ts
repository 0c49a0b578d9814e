/** A lookup answered in memory, for stories and tests: three schools and one address. */
import type { Answers } from '../../engine';
import type { LookupResult } from '../../engine/contract';
import type { Lookup } from '../autocomplete/lookup';

const records: Record<string, Answers & { category: string; text: string; sub_text: string }> = {
  '140123': {
    category: 'hs_ceeb',
    text: 'Lincoln High School',
    sub_text: 'Springfield, Illinois',
    hs_name: 'Lincoln High School',
    hs_ceeb: '140123',
    hs_address_line_1: '1 Lincoln Way',
    hs_city: 'Springfield',
    hs_state: 'Illinois',
    hs_zip: '62701',
    hs_country: 'USA',
  },
  '140456': {
    category: 'hs_ceeb',
    text: 'Lincoln Park Academy',
    sub_text: 'Chicago, Illinois',
    hs_name: 'Lincoln Park Academy',
    hs_ceeb: '140456',
    hs_city: 'Chicago',
    hs_state: 'Illinois',
    hs_country: 'USA',
  },
  '330789': {
    category: 'hs_ceeb',
    text: 'École Saint-Louis',
    sub_text: 'Montréal, Quebec',
    hs_name: 'École Saint-Louis',
    hs_ceeb: '330789',
    hs_city: 'Montréal',
    hs_state: 'Quebec',
    hs_country: 'CAN',
  },
  'addr-1': {
    category: 'address',
    text: '100 College Avenue',
    sub_text: 'Springfield, IL 62701',
    address_line_1: '100 College Avenue',
    city: 'Springfield',
    state: 'Illinois',
    zip: '62701',
    country: 'USA',
  },
};

/** A lookup over the records above; `delay` ms per answer, `fail` makes every call reject. */
export function fakeLookup(options: { delay?: number; fail?: boolean; never?: boolean } = {}): Lookup & {
  searches: string[];
} {
  const searches: string[] = [];
  const wait = <T>(value: T) =>
    new Promise<T>((resolve, reject) => {
      if (options.never) return;
      setTimeout(
        () => (options.fail ? reject(new Error('Lookup failed')) : resolve(value)),
        options.delay ?? 0,
      );
    });
  return {
    searches,
    search(text, category) {
      searches.push(text);
      const words = text.toLowerCase();
      const found: LookupResult[] = Object.entries(records)
        .filter(([, record]) => record.category === category && record.text.toLowerCase().includes(words))
        .map(([id, record]) => ({ id, text: record.text, sub_text: record.sub_text }));
      return wait(found);
    },
    find(id) {
      const { category: _category, text: _text, sub_text: _sub, ...record } = records[id] ?? {};
      return wait(record as Answers);
    },
  };
}
