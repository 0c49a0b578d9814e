import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lookup } from './lookup';
import { useLookupSearch } from './use-lookup-search';

function lookup(search: Lookup['search']): Lookup {
  return { search, find: vi.fn() };
}

describe('useLookupSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 200 ms after the last keystroke', async () => {
    const search = vi.fn(async () => [{ id: '1', text: 'Lincoln', sub_text: 'Lincoln, NE' }]);
    const { result, rerender } = renderHook(({ text }) => useLookupSearch(lookup(search), 'hs_ceeb', text), {
      initialProps: { text: 'l' },
    });
    rerender({ text: 'li' });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(search).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('li', 'hs_ceeb');
    expect(result.current).toEqual({
      results: [{ id: '1', text: 'Lincoln', sub_text: 'Lincoln, NE' }],
      loading: false,
    });
  });

  it('searches at the latest 500 ms after the first unanswered keystroke', async () => {
    const search = vi.fn(async () => []);
    const stable = lookup(search);
    const { rerender } = renderHook(({ text }) => useLookupSearch(stable, 'hs_ceeb', text), {
      initialProps: { text: 'a' },
    });
    for (const text of ['ab', 'abc', 'abcd', 'abcde']) {
      await act(() => vi.advanceTimersByTimeAsync(150));
      rerender({ text });
    }
    // 600 ms of typing every 150 ms: the trailing timer never fires, the 500 ms one did.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('abcd', 'hs_ceeb');
  });

  it('gives at most five results and an empty list when the lookup fails', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: String(i), text: `School ${i}`, sub_text: '' }));
    const ok = renderHook(() =>
      useLookupSearch(
        lookup(async () => many),
        'hs_ceeb',
        'school',
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(ok.result.current.results).toHaveLength(5);
    const failing = renderHook(() =>
      useLookupSearch(
        lookup(() => Promise.reject(new Error('x'))),
        'hs_ceeb',
        'x',
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(failing.result.current).toEqual({ results: [], loading: false });
  });

  it('does not search blank text', async () => {
    const search = vi.fn(async () => []);
    renderHook(() => useLookupSearch(lookup(search), 'address', '   '));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(search).not.toHaveBeenCalled();
  });
});
