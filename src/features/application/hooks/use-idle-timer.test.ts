import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimer } from './use-idle-timer';

const MINUTE = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('idle timer (SPEC 4, 9)', () => {
  it('warns 60 s before 15 minutes of inactivity, then calls onIdle', () => {
    const onIdle = vi.fn();
    const { result } = renderHook(() => useIdleTimer({ enabled: true, onIdle }));
    act(() => vi.advanceTimersByTime(14 * MINUTE - 1));
    expect(result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.warningOpen).toBe(true);
    // Moving the mouse does not answer the warning.
    act(() => fireEvent.pointerMove(document));
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("starts again on 'Yes' and on activity", () => {
    const onIdle = vi.fn();
    const { result } = renderHook(() => useIdleTimer({ enabled: true, onIdle }));
    act(() => vi.advanceTimersByTime(14 * MINUTE));
    act(() => result.current.stayActive());
    expect(result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    act(() => fireEvent.keyDown(document));
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('logs out at the first activity after 15 minutes without any timer firing (a sleeping laptop)', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ enabled: true, onIdle }));
    // The clock jumps; no timer ran meanwhile.
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    act(() => fireEvent.keyDown(document));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled (anonymous)', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ enabled: false, onIdle }));
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
