import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

const requirementTexts = [
  'is at least 12 characters',
  'contains at least one uppercase letter',
  'contains at least one lowercase letter',
  'contains at least one number',
  'contains at least one special character',
  'contains no leading or trailing whitespace',
];

function requirementItems() {
  const list = screen.getByRole('list', { name: /your password must meet these requirements/i });
  return within(list).getAllByRole('listitem');
}

describe('SignupCard', () => {
  it('shows the live requirements list, each item saying in text whether it is met', async () => {
    const { user } = renderApp('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    const items = requirementItems();
    expect(items.map((item) => item.textContent?.replace(/ \((not )?met\)$/, ''))).toEqual(requirementTexts);
    // An empty password has no leading or trailing whitespace; every other requirement is unmet.
    expect(items.map((item) => item.textContent?.endsWith(' (met)'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);

    await user.type(screen.getByLabelText(/^Password/), 'abcdefgh');
    const met = requirementItems().map((item) => item.textContent?.endsWith('(met)'));
    // lowercase and "no leading or trailing whitespace" are met, the rest not.
    expect(met).toEqual([false, false, true, false, false, true]);

    await user.type(screen.getByLabelText(/^Password/), 'XY12!@');
    expect(requirementItems().every((item) => item.textContent?.endsWith('(met)'))).toBe(true);
  });

  it('stays quiet before typing, then blocks an invalid submit with SPEC messages', async () => {
    const calls = stubFetch();
    const { user } = renderApp('/signup');
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Your email address must be valid.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Your email address must be valid.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('username-helper-text');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain('password-requirements');
    // The first invalid field takes focus.
    expect(document.activeElement).toBe(email);

    await user.type(email, 'ada@example.edu');
    expect(screen.queryByText('Your email address must be valid.')).toBeNull();
  });

  it('shows an email message after the field is left', async () => {
    const { user } = renderApp('/signup');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(screen.queryByText('Your email address must be valid.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Your email address must be valid.')).toBeTruthy();
  });

  it('signs up and goes to /confirm with the username, a success message and the answers', async () => {
    const calls = stubFetch(() => ({ json: { message: 'We emailed you a code.' } }));
    const answers = { first_name: 'Ada' };
    const { user, router } = renderApp({ pathname: '/signup', state: { answers } });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(currentLocation(router).pathname).toBe('/confirm'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/public/signup',
      body: { username: 'ada@example.edu', password: 'Correct-horse-9' },
    });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(currentLocation(router).state).toMatchObject({ username: 'ada@example.edu', answers });
    const toast = await screen.findByRole('status', { name: 'Success Notification' });
    expect(toast.textContent).toContain('We emailed you a code.');
    expect(toast.textContent).toContain('Success');
  });

  it('shows a failed sign-up as the Sign Up Card Error toast', async () => {
    stubFetch(() => ({ status: 409, json: { message: 'An account with the given email already exists.' } }));
    const { user } = renderApp('/signup');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByRole('alert', { name: 'Sign Up Card Error' });
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('An account with the given email already exists.');
  });

  it('links to sign in carrying the answers', async () => {
    const answers = { first_name: 'Ada' };
    const { user, router } = renderApp({ pathname: '/signup', state: { answers } });
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(currentLocation(router)).toMatchObject({ pathname: '/login', state: { answers } });
  });
});
