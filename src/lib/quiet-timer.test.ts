import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuietTimer } from './quiet-timer';

describe('the quiet timer (the keystroke debounce)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, the delay after the last poke', () => {
    const run = vi.fn();
    const quiet = createQuietTimer(250, run);
    quiet.poke();
    vi.advanceTimersByTime(200);
    quiet.poke();
    vi.advanceTimersByTime(200);
    quiet.poke();
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('sets a timer per delay, not per keystroke, and clears none', () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const quiet = createQuietTimer(250, () => undefined);
    for (let key = 0; key < 40; key += 1) {
      quiet.poke();
      vi.advanceTimersByTime(30);
    }
    // 40 keys 30 ms apart: 1200 ms, a timer each 250 ms.
    expect(set.mock.calls.length).toBeLessThanOrEqual(5);
    expect(clear).not.toHaveBeenCalled();
    set.mockRestore();
    clear.mockRestore();
  });

  it('runs nothing once cancelled, and starts afresh at the next poke', () => {
    const run = vi.fn();
    const quiet = createQuietTimer(250, run);
    quiet.poke();
    quiet.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    quiet.poke();
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than the delay when the clock is set back', () => {
    const run = vi.fn();
    const quiet = createQuietTimer(250, run);
    quiet.poke();
    vi.setSystemTime(Date.now() - 60 * 60 * 1000);
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
