import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { createEvaluator } from './evaluator';
import { conditionRule, isIsoDate, isoDate, yearsBefore } from './operators';

const evaluate = createEvaluator(jsonLogic);
const rule = (operator: string, target?: unknown) => ({
  [operator]: target === undefined ? [{ var: 'x' }] : [{ var: 'x' }, target],
});

describe('the ten display operators of SPEC 3', () => {
  it.each([
    ['equals', 'Y', 'Y', true],
    ['equals', 'N', 'Y', false],
    ['equals', '', '', true],
    ['notEquals', 'N', 'Y', true],
    ['notEquals', 'Y', 'Y', false],
    ['lt', '9', '10', true],
    ['lt', '10', '10', false],
    ['lt', '', '10', false],
    ['lte', '10', '10', true],
    ['lte', '11', '10', false],
    ['gt', '11', '10', true],
    ['gt', '10', '10', false],
    ['gt', '2027-01-01', '2026-12-31', true],
    ['gte', '10', '10', true],
    ['gte', '9', '10', false],
    ['gte', '', '', false],
    ['answered', 'x', undefined, true],
    ['answered', '', undefined, false],
    ['notAnswered', '', undefined, true],
    ['notAnswered', 'x', undefined, false],
    ['in', 'USA', ['USA', 'CAN'], true],
    ['in', 'GBR', ['USA', 'CAN'], false],
    ['notIn', 'GBR', ['USA', 'CAN'], true],
    ['notIn', 'CAN', ['USA', 'CAN'], false],
    // A single string target is a one-item list, never a substring: in and notIn are complements.
    ['in', 'Spring', 'Springfield', false],
    ['notIn', 'Spring', 'Springfield', true],
    ['in', 'Springfield', 'Springfield', true],
    ['notIn', 'Springfield', 'Springfield', false],
    ['in', '', 'Springfield', false],
    ['notIn', '', 'Springfield', true],
    ['in', 'x', undefined, false],
    ['notIn', 'x', undefined, true],
  ])('%s(%j, %j) is %s', (operator, answer, target, expected) => {
    expect(Boolean(evaluate(rule(operator, target), { x: answer }))).toBe(expected);
  });

  it('treats a missing answer as unanswered', () => {
    expect(evaluate(rule('notAnswered'), {})).toBe(true);
    expect(evaluate(rule('equals', ''), {})).toBe(true);
  });
});

describe('date helpers', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['22/11/2026', false],
    ['', false],
  ])('isDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2026-11-22', 13, '2013-11-22'],
    ['2026-11-22', 100, '1926-11-22'],
    ['2028-02-29', 13, '2015-02-28'],
  ])('%s minus %i years is %s', (today, years, expected) => {
    expect(yearsBefore(today, years)).toBe(expected);
    expect(evaluate({ yearsAgo: [{ var: 't' }, years] }, { t: today })).toBe(expected);
  });

  it('gives no date for an invalid today, and the length of a text', () => {
    expect(evaluate({ yearsAgo: ['nope', 13] }, {})).toBe('');
    expect(evaluate({ length: [{ var: 'z' }] }, { z: '1234' })).toBe(4);
    expect(evaluate({ length: [{ var: 'z' }] }, {})).toBe(0);
  });
});

describe('SPEC-shaped conditions', () => {
  it.each([
    [{ valueKey: 'x', operator: 'equals' as const, target: 'Y' }, { x: 'Y' }, true],
    [{ valueKey: 'x', operator: 'notEquals' as const, target: 'Y' }, { x: 'Y' }, false],
    [{ valueKey: 'x', operator: 'lt' as const, target: '5' }, { x: '4' }, true],
    [{ valueKey: 'x', operator: 'lte' as const, target: '5' }, { x: '5' }, true],
    [{ valueKey: 'x', operator: 'gt' as const, target: '5' }, { x: '5' }, false],
    [{ valueKey: 'x', operator: 'gte' as const, target: '5' }, { x: '5' }, true],
    [{ valueKey: 'x', operator: 'answered' as const }, { x: '' }, false],
    [{ valueKey: 'x', operator: 'notAnswered' as const }, { x: '' }, true],
    [{ valueKey: 'x', operator: 'in' as const, target: ['2', '3'] }, { x: '3' }, true],
    [{ valueKey: 'x', operator: 'notIn' as const, target: ['2', '3'] }, { x: '3' }, false],
  ])('%j on %j is %s', (condition, answers, expected) => {
    expect(Boolean(evaluate(conditionRule(condition), answers))).toBe(expected);
  });
});

describe('today', () => {
  it('is written YYYY-MM-DD in local time', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isIsoDate(isoDate(new Date()))).toBe(true);
  });
});
