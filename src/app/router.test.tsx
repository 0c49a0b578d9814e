import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearCookies, setLoggedInCookie } from '../test/cookies';
import { stubFetch } from '../test/fetch-stub';
import { currentLocation, renderApp } from '../test/render-app';

describe('routes', () => {
  it('redirects an unknown path to /about, keeping the query string', async () => {
    const { router } = renderApp({ pathname: '/no-such-page', search: '?token=abc' });
    await waitFor(() =>
      expect(currentLocation(router)).toMatchObject({ pathname: '/about', search: '?token=abc' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About You' })).toBeTruthy();
  });

  it.each([
    ['/education', 'Education'],
    ['/final-steps', 'Submit'],
  ])('renders the placeholder of %s', (path, title) => {
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('shows the partner in the header and Sign In / Create Account when logged out', async () => {
    const answers = { first_name: 'Ada' };
    const { user, router } = renderApp({ pathname: '/about', state: { answers } });
    const header = screen.getByRole('banner', { name: 'Demo University' });
    expect(header.textContent).toContain('Undergraduate Application');
    expect(screen.getByRole('main', { name: 'About You' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(currentLocation(router)).toMatchObject({ pathname: '/signup', state: { answers } });
  });

  it('logs out to /login with the logout message', async () => {
    setLoggedInCookie();
    const calls = stubFetch(() => {
      clearCookies();
      return { json: {} };
    });
    const { user, router } = renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/logout' });
    const toast = await screen.findByRole('status', { name: 'Success Notification' });
    expect(toast.textContent).toContain('You have been logged out.');
  });

  it('sends a rejected session (401) to /login with the SPEC message', async () => {
    setLoggedInCookie();
    stubFetch(() => ({ status: 401, json: { message: 'Unauthorized' } }));
    const { user, router } = renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'));
    expect(
      await screen.findByText('Your session is invalid. Please clear your cookies and login again.'),
    ).toBeTruthy();
    // The redirect says it all: no error toast on top.
    expect(screen.queryByRole('alert', { name: 'Log Out Error' })).toBeNull();
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
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Sign in' }));
  });

  it('renders the completion page with one h1', () => {
    renderApp('/completion');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
