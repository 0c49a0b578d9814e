import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { navigateUrgently } from '../lib/urgent-navigation';
import { AppRouter } from './app-router';

const never = new Promise<never>(() => undefined);

/** A route whose code never arrives. */
function Slow(): never {
  return use(never);
}

let go: ReturnType<typeof useNavigate> = () => undefined;
function Home() {
  go = useNavigate();
  return <p>Home page</p>;
}

function renderApp() {
  render(
    <AppRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/slow" element={<Slow />} />
          <Route path="/next" element={<p>Next page</p>} />
        </Routes>
      </Suspense>
    </AppRouter>,
  );
}

describe('AppRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders a navigation as a transition: the page left stays while the next one loads', async () => {
    renderApp();
    await act(async () => {
      await go('/slow');
    });
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('renders an urgent navigation at once, without waiting for a transition', async () => {
    renderApp();
    await act(async () => {
      navigateUrgently(() => void go('/slow'));
    });
    // Nothing held back: the route suspends, so its boundary shows its fallback (React
    // hides the page left, kept mounted under it).
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.getByText('Home page').style.display).toBe('none');
  });

  it('shows the page of an urgent navigation', async () => {
    renderApp();
    await act(async () => {
      navigateUrgently(() => void go('/next'));
    });
    expect(screen.getByText('Next page')).toBeTruthy();
  });
});
