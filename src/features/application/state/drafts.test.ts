import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrafts, DRAFT_DELAY_MS } from './drafts';

describe('drafts of text fields', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function drafts(structural: string[] = []) {
    const applied: [string, string][] = [];
    const times: number[] = [];
    const noted: string[] = [];
    const notedAt: number[] = [];
    const made = createDrafts({
      apply: (key, value, at) => {
        applied.push([key, value]);
        times.push(at);
      },
      immediate: (key) => structural.includes(key),
      noted: (key, at) => {
        noted.push(key);
        notedAt.push(at);
      },
      delayMs: DRAFT_DELAY_MS,
    });
    return { made, applied, times, noted, notedAt };
  }

  it('gives an answer the time of its last keystroke, however late it is committed (a tab in the background)', () => {
    const { made, applied, times, notedAt } = drafts();
    made.set('middle_name', 'Ol');
    vi.advanceTimersByTime(100);
    made.set('middle_name', 'Older');
    const typedAt = Date.now();
    // The journal is told each keystroke's own time, the one its answer will carry.
    expect(notedAt).toEqual([typedAt - 100, typedAt]);
    // The timer runs a second late, as a background tab's does; another edit happened meanwhile.
    vi.advanceTimersByTime(DRAFT_DELAY_MS + 1000);
    expect(applied).toEqual([['middle_name', 'Older']]);
    expect(times).toEqual([typedAt]);
  });

  it('forgets a draft that a newer value from another tab replaces', () => {
    const { made, applied } = drafts();
    made.set('middle_name', 'Older');
    made.discard('middle_name');
    expect(made.has('middle_name')).toBe(false);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    made.commit();
    expect(applied).toEqual([]);
  });

  it('keeps keystrokes until typing pauses, then makes the last text an answer once', () => {
    const { made, applied, noted } = drafts();
    made.set('middle_name', 'A');
    made.set('middle_name', 'Ad');
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    made.set('middle_name', 'Ada');
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    expect(applied).toEqual([]);
    expect(noted).toEqual(['middle_name', 'middle_name', 'middle_name']);
    expect(made.has('middle_name')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([['middle_name', 'Ada']]);
    expect(made.has('middle_name')).toBe(false);
  });

  it('commits every field at once when asked (a field left, the journal written)', () => {
    const { made, applied } = drafts();
    made.set('first_name', 'Ada');
    made.set('last_name', 'Lovelace');
    made.commit();
    expect(applied).toEqual([
      ['first_name', 'Ada'],
      ['last_name', 'Lovelace'],
    ]);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(applied).toHaveLength(2);
  });

  it('applies a key a rule reads at every keystroke', () => {
    const { made, applied } = drafts(['other_language']);
    made.set('other_language', 'B');
    expect(applied).toEqual([['other_language', 'B']]);
    expect(made.has('other_language')).toBe(false);
  });
});
