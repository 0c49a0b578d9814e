/** The staff CLIs' one set of rules for a command line, each wrong one with its sentence. */
import { describe, expect, it } from 'vitest';
import { readArgs, wholeHours } from './cli-args';

const spec = { values: ['hours', 'format'], flags: ['list'] };

describe('readArgs', () => {
  it('reads values given either way, flags and positionals, in any order', () => {
    expect(readArgs(['a@example.com', '--hours', '5', '--format=csv', '--list'], spec)).toEqual({
      values: { hours: '5', format: 'csv' },
      flags: new Set(['list']),
      positionals: ['a@example.com'],
    });
    expect(readArgs([], spec)).toEqual({ values: {}, flags: new Set(), positionals: [] });
  });

  it('takes what follows -- as positionals, options or not', () => {
    expect(readArgs(['--', '--hours'], spec)).toMatchObject({ values: {}, positionals: ['--hours'] });
  });

  it('takes a value that starts with a single dash (a negative number is refused by its own check)', () => {
    expect(readArgs(['--hours', '-5'], spec)).toMatchObject({ values: { hours: '-5' } });
  });

  it.each([
    [['--days', '2'], "Unknown option '--days'."],
    [['-h'], "Unknown option '-h'."],
    [['--hours'], '--hours needs a value.'],
    [['--hours='], '--hours needs a value.'],
    [['--hours', '--list'], '--hours needs a value.'],
    [['--format', 'csv', '--format', 'jsonl'], '--format is given more than once.'],
    [['--format=csv', '--format=csv'], '--format is given more than once.'],
    [['--list', '--list'], '--list is given more than once.'],
    [['--list=yes'], '--list takes no value.'],
  ])('refuses %j: %s', (args, message) => {
    expect(readArgs(args, spec)).toBe(message);
  });
});

describe('wholeHours', () => {
  it('is the fallback when not given, and whole hours from 1 to the most', () => {
    expect(wholeHours(undefined, 24, 720)).toBe(24);
    expect(wholeHours('1', 24, 720)).toBe(1);
    expect(wholeHours('720', 24, 720)).toBe(720);
  });

  it.each(['0', '721', '1.5', '-5', 'soon', '1e2', ' 5'])('refuses %j with its sentence', (raw) => {
    expect(wholeHours(raw, 24, 720)).toBe(`--hours must be a whole number from 1 to 720 (got '${raw}').`);
  });
});
