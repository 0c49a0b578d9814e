import original from '@rjsf/utils/lib/deepEquals.js';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import deepEquals from './deep-equals';

/** Two objects that each refer to themselves. */
function circular(value: number) {
  const object: Record<string, unknown> = { value };
  object.self = object;
  return object;
}

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

const noon = new Date('2026-11-28T12:00:00Z');
const promise = Promise.resolve(1);
const CASES: Array<[string, unknown, unknown]> = [
  ['equal strings', 'a', 'a'],
  ['different strings', 'a', 'b'],
  ['a number and its string', 1, '1'],
  ['NaN and NaN', Number.NaN, Number.NaN],
  ['0 and -0', 0, -0],
  ['null and undefined', null, undefined],
  ['null and an object', null, {}],
  ['two functions', () => 1, () => 2],
  ['a function and an object', () => 1, {}],
  ['equal nested objects', { a: [1, { b: 'c' }], d: null }, { d: null, a: [1, { b: 'c' }] }],
  ['different nested values', { a: [1, { b: 'c' }] }, { a: [1, { b: 'd' }] }],
  ['an extra key', { a: 1 }, { a: 1, b: undefined }],
  ['a missing key for an undefined one', { a: 1, b: undefined }, { a: 1, c: undefined }],
  ['arrays of different lengths', [1, 2], [1, 2, 3]],
  ['an array and an object', [1], { 0: 1 }],
  ['equal schemas with functions', { type: 'string', f: () => 1 }, { type: 'string', f: () => 2 }],
  ['equal dates', noon, new Date(noon.getTime())],
  ['different dates', noon, new Date(0)],
  ['invalid dates', new Date(Number.NaN), new Date(Number.NaN)],
  ['equal regular expressions', /a+/g, /a+/g],
  ['different flags', /a+/g, /a+/i],
  ['equal maps', new Map([['a', { b: 1 }]]), new Map([['a', { b: 1 }]])],
  ['different maps', new Map([['a', 1]]), new Map([['a', 2]])],
  ['equal sets in another order', new Set([1, 2]), new Set([2, 1])],
  ['sets of equal objects', new Set([{ a: 1 }]), new Set([{ a: 1 }])],
  ['different sets', new Set([1, 2]), new Set([1, 3])],
  ['the same promise', promise, promise],
  ['two promises', Promise.resolve(1), Promise.resolve(1)],
  ['equal class instances', new Point(1, 2), new Point(1, 2)],
  ['a class instance and a plain object', new Point(1, 2), { x: 1, y: 2 }],
  [
    'null-prototype objects',
    Object.assign(Object.create(null), { a: 1 }),
    Object.assign(Object.create(null), { a: 1 }),
  ],
  ['a null-prototype object and a plain one', Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
  ['two errors of the same message', new Error('x'), new Error('x')],
  ['different errors', new Error('x'), new Error('y')],
  ['circular objects', circular(1), circular(1)],
  ['different circular objects', circular(1), circular(2)],
  ['equal React elements', createElement('b', { id: 'a' }, 'x'), createElement('b', { id: 'a' }, 'x')],
  ['different React elements', createElement('b', { id: 'a' }), createElement('i', { id: 'a' })],
  [
    'React elements with owners',
    { $$typeof: 1, _owner: { a: 1 }, p: 1 },
    { $$typeof: 1, _owner: { a: 2 }, p: 1 },
  ],
];

describe('deepEquals (the stand-in for @rjsf/utils’ deepEquals)', () => {
  it.each(CASES)('answers as the original for %s', (_name, a, b) => {
    expect(deepEquals(a, b)).toBe(original(a, b));
    expect(deepEquals(b, a)).toBe(original(b, a));
  });
});
