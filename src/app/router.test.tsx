import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationApi } from '../test/application-api';
import { clearCookies, setLoggedInCookie } from '../test/cookies';
import { stubFetch } from '../test/fetch-stub';
import { currentLocation, renderApp } from '../test/render-app';
import { preloadRoutes } from './router';

// The form pages are a lazy chunk (RJSF, MUI, the catalogue): load it once up front, not inside a findBy's second.
beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

/** Rendering a whole catalogue page in jsdom takes seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

describe('routes', () => {
  it('redirects an unknown path to /about, keeping the query string', async () => {
    const { router } = renderApp({ pathname: '/no-such-page', search: '?source=fair' });
    await waitFor(
      () => expect(currentLocation(router)).toMatchObject({ pathname: '/about', search: '?source=fair' }),
      SLOW,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW)).toBeTruthy();
  });

  it.each([
    ['/education', 'Education'],
    ['/final-steps', 'Submit'],
  ])('renders the form page %s from the catalogue', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('shows the partner in the header and Sign In / Create Account in the account popover when logged out', async () => {
    const answers = { first_name: 'Ada' };
    const { user, router } = renderApp({ pathname: '/about', state: { answers } });
    await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW);
    const header = screen.getByRole('banner', { name: 'Demo University' });
    expect(header.textContent).toContain('Undergraduate Application');
    expect(screen.getByRole('main', { name: 'About You' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    // The popover's code is a lazily loaded chunk: a busy machine may take seconds to import it.
    const popover = await screen.findByRole('dialog', { name: 'Your account' }, SLOW);
    expect(popover.textContent).toContain('You are not signed in.');
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(currentLocation(router)).toMatchObject({ pathname: '/signup', state: { answers } });
  });

  it('logs out from the account popover to /login with the logout message', async () => {
    setLoggedInCookie();
    const calls = stubFetch(
      applicationApi(undefined, {
        'GET /api/logout': () => {
          clearCookies();
          return { json: {} };
        },
      }),
    );
    const { user, router } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Account' }, SLOW));
    expect((await screen.findByRole('dialog', { name: 'Your account' }, SLOW)).textContent).toContain(
      'ada@example.edu',
    );
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'), SLOW);
    expect(calls.some((call) => call.method === 'GET' && call.path === '/api/logout')).toBe(true);
    const toast = await screen.findByRole('status', { name: 'Success Notification' }, SLOW);
    expect(toast.textContent).toContain('You have been logged out.');
  });

  it('sends a rejected session (401) to /login with the SPEC message', async () => {
    setLoggedInCookie();
    stubFetch(() => ({ status: 401, json: { message: 'Unauthorized' } }));
    const { router } = renderApp('/about');
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'), SLOW);
    expect(
      await screen.findByText('Your session is invalid. Please clear your cookies and login again.'),
    ).toBeTruthy();
  });

  it('shows a success message from navigation state once, even under StrictMode, then drops it from history', async () => {
    const { router } = renderApp(
      {
        pathname: '/login',
        state: { successMessage: 'Your account has been confirmed.', username: 'a@b.co' },
      },
      { strict: true },
    );
    expect(await screen.findByRole('status', { name: 'Success Notification' })).toBeTruthy();
    await waitFor(() => expect(currentLocation(router).state?.successMessage).toBeUndefined());
    expect(currentLocation(router).state).toMatchObject({ username: 'a@b.co' });
    expect(screen.getAllByRole('status', { name: 'Success Notification' })).toHaveLength(1);
  });

  it('moves focus to the new page after a client-side navigation', async () => {
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Sign in' }));
  });
});
