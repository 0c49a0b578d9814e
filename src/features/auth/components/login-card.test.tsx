import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
}

describe('LoginCard', () => {
  it('checks only that the email is valid and a password is given', async () => {
    const calls = stubFetch();
    const { user } = renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please provide a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    // A short password is fine at login: only the new-password rules demand 12 characters.
    await fillIn(user, 'ada@example.edu', 'short');
    expect(screen.queryByText('Password is required.')).toBeNull();
  });

  it('logs in and goes to /about carrying the answers', async () => {
    const calls = stubFetch(() => ({ json: { message: 'Logged in.' } }));
    const answers = { first_name: 'Ada' };
    const { user, router } = renderApp({ pathname: '/login', state: { answers } });
    await fillIn(user, 'ada@example.edu', 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/about'));
    expect(currentLocation(router).state).toMatchObject({ answers });
    expect(calls[0]).toMatchObject({
      path: '/public/login',
      body: { username: 'ada@example.edu', password: 'Correct-horse-9' },
    });
  });

  it('goes straight to the saved last page, never through /about', async () => {
    const calls = stubFetch((request) =>
      request.path === '/api/profile'
        ? {
            json: {
              answer: {},
              document_answer: {},
              username: 'ada@example.edu',
              last_page: '/education',
              successful_login: [],
              web_status: [],
            },
          }
        : { json: { message: 'Logged in.' } },
    );
    const { user, router } = renderApp('/login');
    // Every location the router renders from here on.
    const visited: string[] = [];
    let location = router.location;
    Object.defineProperty(router, 'location', {
      get: () => location,
      set: (next: typeof location) => {
        location = next;
        if (next) visited.push(next.pathname);
      },
    });
    await fillIn(user, 'ada@example.edu', 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/education'), { timeout: 30_000 });
    expect(visited).not.toContain('/about');
    expect(calls.map((call) => call.path).slice(0, 2)).toEqual(['/public/login', '/api/profile']);
  }, 60_000);

  it('shows a wrong password as the Login Card Error toast', async () => {
    stubFetch(() => ({ status: 400, json: { message: 'Incorrect username or password.' } }));
    const { user } = renderApp('/login');
    await fillIn(user, 'ada@example.edu', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('alert', { name: 'Login Card Error' });
    expect(toast.textContent).toContain('Incorrect username or password.');
    // Dismissible.
    await user.click(screen.getByRole('button', { name: 'Dismiss Login Card Error' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Login Card Error' })).toBeNull());
  });

  it('tells an unconfirmed applicant and offers the resend', async () => {
    const calls = stubFetch((request) =>
      request.path === '/public/login'
        ? { status: 403, json: { message: 'User is not confirmed.', code: 'UserNotConfirmed' } }
        : { json: { message: 'We emailed you a new code.' } },
    );
    const { user, router } = renderApp('/login');
    await fillIn(user, 'ada@example.edu', 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/User is not confirmed\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/confirm'));
    expect(calls.at(-1)).toMatchObject({
      path: '/public/resend-confirm',
      body: { username: 'ada@example.edu' },
    });
    expect(currentLocation(router).state).toMatchObject({ username: 'ada@example.edu' });
  });

  it('needs a valid email to resend a confirmation code', async () => {
    const calls = stubFetch();
    const { user, router } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect(
      screen.getByText('You must provide a valid email address to resend a confirmation code.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/confirm'));
    expect(currentLocation(router).state).toMatchObject({ username: 'ada@example.edu' });
    expect(await screen.findByRole('status', { name: 'Success Notification' })).toBeTruthy();
  });

  it('shows the error message passed in navigation state', () => {
    renderApp({
      pathname: '/login',
      state: { errorMessage: 'Your session is invalid. Please clear your cookies and login again.' },
    });
    expect(
      screen.getByText('Your session is invalid. Please clear your cookies and login again.'),
    ).toBeTruthy();
  });

  it("links to /forgot with 'Forgot password?' carrying the answers", async () => {
    const answers = { last_name: 'Lovelace' };
    const { user, router } = renderApp({ pathname: '/login', state: { answers } });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(currentLocation(router)).toMatchObject({
      pathname: '/forgot',
      state: { answers, username: 'ada@example.edu' },
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.edu');
  });
});
