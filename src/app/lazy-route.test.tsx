/**
 * A route's code loaded lazily (ui/lazy.ts, as the router uses it), rendered
 * as in development: StrictMode, Suspense and the app's error boundary. A chunk that
 * fails to load shows the error page, not a spinner forever, and 'Try again' loads it anew.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, StrictMode, Suspense, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyElement, retryFailedLoads } from '../../ui/lazy';
import { ErrorBoundary } from '../components/error-boundary';
import { ERROR_PAGE_TITLE } from '../components/error-page';

function Loaded() {
  return <h1>Loaded page</h1>;
}

/** Renders in an awaited act, as React wants for a component that suspends. */
async function renderLazy(Lazy: ComponentType<object>): Promise<void> {
  await act(async () => {
    render(
      <StrictMode>
        <ErrorBoundary onReset={retryFailedLoads}>
          <Suspense fallback={<p>Loading</p>}>
            <Lazy />
          </Suspense>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
}

describe('a lazily loaded route', () => {
  // First: React reports a misuse once per page load.
  it('calls use() again in the render that finishes after suspending, so React reports no misuse', async () => {
    // A route visited in a transition, as the router's navigation is: React keeps the page
    // shown and renders the suspended component again once its code is in.
    let release: (component: ComponentType<object>) => void = () => undefined;
    const Lazy = lazyElement(
      lazyComponent(() => new Promise<ComponentType<object>>((resolve) => (release = resolve))),
    );
    let visit: () => void = () => undefined;
    function Visit() {
      const [visited, setVisited] = useState(false);
      visit = () => startTransition(() => setVisited(true));
      return visited ? <Lazy /> : <p>Previous page</p>;
    }
    const errors = vi.spyOn(console, 'error');
    try {
      await renderLazy(Visit);
      await act(async () => visit());
      expect(screen.getByText('Previous page')).toBeTruthy();
      await act(async () => release(Loaded));
      expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
      // React's development build: "This library called use() to suspend in a previous
      // render but did not call use() when it finished."
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('keeps what it rendered once loaded: a later render does not mount the page anew', async () => {
    // Outside act(), as in a browser, with code that arrives at once (its chunk prefetched):
    // React resumes the very component that suspended rather than rendering the tree anew.
    const acting = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    // Counted in a layout effect: it runs in the commit that puts the heading in the
    // document, so a test that sees the heading sees the count (a passive effect may
    // still be pending on a loaded machine).
    let mounts = 0;
    function Counted({ renders }: { renders: number }) {
      useLayoutEffect(() => {
        mounts += 1;
      }, []);
      return <h1 data-renders={renders}>Loaded page</h1>;
    }
    const Lazy = lazyElement(lazyComponent(async () => Counted));
    let rerender: () => void = () => undefined;
    function Parent() {
      const [renders, setRenders] = useState(0);
      rerender = () => setRenders((count) => count + 1);
      return <Lazy renders={renders} />;
    }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>Loading</p>}>
            <Parent />
          </Suspense>,
        ),
      );
      const heading = await screen.findByRole('heading', { name: 'Loaded page' });
      expect(mounts).toBe(1);
      // Each later render is waited for until it has committed, however slow the machine.
      for (const renders of ['1', '2']) {
        rerender();
        await waitFor(() =>
          expect(screen.getByRole('heading', { name: 'Loaded page' }).dataset.renders).toBe(renders),
        );
      }
      expect(screen.getByRole('heading', { name: 'Loaded page' })).toBe(heading);
      expect(mounts).toBe(1);
    } finally {
      root.unmount();
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
    }
  });

  it('renders once its code has loaded, asking for it once', async () => {
    let loads = 0;
    const Lazy = lazyElement(
      lazyComponent(async () => {
        loads += 1;
        return Loaded;
      }),
    );
    await renderLazy(Lazy);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('renders at once, without the fallback, when its code was preloaded', async () => {
    const lazy = lazyComponent(async () => Loaded);
    await lazy.preload();
    await renderLazy(lazyElement(lazy));
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the error page when its code fails to load, and Try again loads it anew', async () => {
    let loads = 0;
    const Lazy = lazyElement(
      lazyComponent(async () => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return Loaded;
      }),
    );
    const quiet = console.error;
    console.error = () => undefined; // the boundary logs the failure, as it should
    try {
      await renderLazy(Lazy);
      expect(await screen.findByRole('heading', { name: ERROR_PAGE_TITLE })).toBeTruthy();
      // The failure is kept: renders after it do not ask again on their own.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loads).toBe(1);
      const again = screen.getByRole('button', { name: 'Try again' });
      await act(async () => {
        await userEvent.click(again);
      });
      expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
      expect(loads).toBe(2);
    } finally {
      console.error = quiet;
    }
  });
});
