/**
 * A route's code loaded lazily (ui/lazy.ts, as the router uses it), rendered
 * as in development: StrictMode, Suspense and the app's error boundary. A chunk that
 * fails to load shows the error page, not a spinner forever, and 'Try again' loads it anew.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, StrictMode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
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
