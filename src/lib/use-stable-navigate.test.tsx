import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useStableNavigate } from './use-stable-navigate';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/about']}>{children}</MemoryRouter>;
}

describe('useStableNavigate', () => {
  it('stays the same function across page changes, and still navigates, relative paths too', () => {
    const { result } = renderHook(() => ({ navigate: useStableNavigate(), location: useLocation() }), {
      wrapper,
    });
    const first = result.current.navigate;
    act(() => {
      void first('/education');
    });
    expect(result.current.location.pathname).toBe('/education');
    expect(result.current.navigate).toBe(first);
    act(() => {
      void result.current.navigate('../final-steps', { state: { from: 'test' } });
    });
    expect(result.current.location.pathname).toBe('/final-steps');
    expect(result.current.location.state).toEqual({ from: 'test' });
    act(() => {
      void result.current.navigate(-1);
    });
    expect(result.current.location.pathname).toBe('/education');
    expect(result.current.navigate).toBe(first);
  });
});
