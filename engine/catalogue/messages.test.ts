import { describe, expect, it } from 'vitest';
import { fillMessage } from './messages';

describe('fillMessage', () => {
  it('fills every occurrence of each placeholder given, numbers as text', () => {
    expect(fillMessage('{n} of {n} left, {name}', { n: 3, name: 'Ada' })).toBe('3 of 3 left, Ada');
  });

  it('leaves a placeholder without a value as written, and does not fill what a value brings in', () => {
    expect(fillMessage('Delete {file}? {unknown}', { file: '{unknown}.pdf' })).toBe(
      'Delete {unknown}.pdf? {unknown}',
    );
  });

  it("leaves a placeholder named as an object's own property (constructor, toString) as written", () => {
    expect(fillMessage('{constructor} {toString} {__proto__} {n}', { n: 1 })).toBe(
      '{constructor} {toString} {__proto__} 1',
    );
  });
});
