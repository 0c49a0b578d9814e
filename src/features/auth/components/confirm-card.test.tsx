import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

const answers = { first_name: 'Ada' };
const fromSignup = {
  pathname: '/confirm',
  state: { username: 'ada@example.edu', successMessage: 'We emailed you a code.', answers },
};

describe('ConfirmCard', () => {
  it('takes the username from navigation state and shows the success message as a toast', async () => {
    renderApp(fromSignup);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeTruthy();
    expect(screen.getByText('ada@example.edu')).toBeTruthy();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    const toast = await screen.findByRole('status', { name: 'Success Notification' });
    expect(toast.textContent).toContain('We emailed you a code.');
  });

  it('blocks a code that is not exactly 6 digits', async () => {
    const calls = stubFetch();
    const { user } = renderApp(fromSignup);
    await user.type(screen.getByLabelText(/^Confirmation code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(screen.getByText('The confirmation code must be exactly 6 numbers.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('confirms and goes to /login with a success message and the answers', async () => {
    const calls = stubFetch(() => ({ json: { message: 'Your account is confirmed.' } }));
    const { user, router } = renderApp(fromSignup);
    await user.type(screen.getByLabelText(/^Confirmation code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'));
    expect(calls.at(-1)).toMatchObject({
      path: '/public/confirm',
      body: { username: 'ada@example.edu', code: '123456' },
    });
    expect(currentLocation(router).state).toMatchObject({ answers, username: 'ada@example.edu' });
    expect(await screen.findByText('Your account is confirmed.')).toBeTruthy();
  });

  it('asks for the email when navigation state has none (a reload)', async () => {
    const calls = stubFetch();
    const { user } = renderApp('/confirm');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(
      screen.getByText('You must provide a valid email address to resend a confirmation code.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(screen.getByText('Your email address must be valid.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('resends the code and shows a failure as the Resend Confirmation Code Error toast', async () => {
    const calls = stubFetch(() => ({
      status: 429,
      json: { message: 'Too many requests. Try again later.' },
    }));
    const { user } = renderApp(fromSignup);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    const toast = await screen.findByRole('alert', { name: 'Resend Confirmation Code Error' });
    expect(toast.textContent).toContain('Too many requests. Try again later.');
    expect(calls.at(-1)).toMatchObject({
      path: '/public/resend-confirm',
      body: { username: 'ada@example.edu' },
    });
  });

  it('shows a failed confirmation as the Confirm Card Error toast', async () => {
    stubFetch(() => ({
      status: 400,
      json: { message: 'Invalid verification code provided, please try again.' },
    }));
    const { user } = renderApp(fromSignup);
    await user.type(screen.getByLabelText(/^Confirmation code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    const toast = await screen.findByRole('alert', { name: 'Confirm Card Error' });
    expect(toast.textContent).toContain('Invalid verification code provided, please try again.');
  });
});
