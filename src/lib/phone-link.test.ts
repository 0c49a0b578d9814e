import { describe, expect, it } from 'vitest';
import { telHref } from './phone-link';

describe('telHref', () => {
  it.each([
    ['(617) 555-0100', 'tel:6175550100'],
    ['+1 617.555.0100', 'tel:+16175550100'],
    ['+1 (514) 555-0199 poste 2 / ext. 2 & fax <none>', 'tel:+15145550199'],
    ['617-555-0100 / fax 617-555-0101', 'tel:6175550100'],
    ['617 555 0100, option 3', 'tel:6175550100'],
    ['617-555-0100 x12', 'tel:6175550100'],
    ['617\u2011555\u20110100', 'tel:6175550100'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
