import { describe, expect, it } from 'vitest';
import { loadEngine } from '../index';
import { alternativeKeys } from './alternatives';

const { catalogue } = await loadEngine('demo');

describe('alternativeKeys', () => {
  it('names the questions that answer "either a home or cell phone" as well', () => {
    expect(alternativeKeys(catalogue, 'phone_home')).toEqual(['phone_mobile', 'phone_international']);
  });

  it('is empty for a question only its own answer satisfies', () => {
    expect(alternativeKeys(catalogue, 'first_name')).toEqual([]);
    // Required while a box is ticked: answering another question does not replace it.
    expect(alternativeKeys(catalogue, 'phone_mobile')).toEqual([]);
  });
});
