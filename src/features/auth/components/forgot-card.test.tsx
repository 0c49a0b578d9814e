import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

describe('ForgotCard', () => {
  it('blocks an invalid email with the SPEC message', async () => {
    const calls = stubFetch();
    const { user } = renderApp('/forgot');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Your email address must be valid.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the link and shows a success toast', async () => {
    const calls = stubFetch(() => ({
      json: { message: 'If that account exists, we emailed a reset link.' },
    }));
    const { user } = renderApp('/forgot');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = await screen.findByRole('status', { name: 'Success Notification' });
    expect(toast.textContent).toContain('If that account exists, we emailed a reset link.');
    expect(calls[0]).toMatchObject({
      path: '/public/forgot-password',
      body: { username: 'ada@example.edu' },
    });
  });

  it('shows a failure as the Forgot Password Card Error toast, with the generic text for a non-JSON answer', async () => {
    stubFetch(() => ({ status: 502, text: '<html>Bad Gateway</html>' }));
    const { user } = renderApp('/forgot');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = await screen.findByRole('alert', { name: 'Forgot Password Card Error' });
    expect(toast.textContent).toContain(
      "We've encountered an unexpected error at this time. Please try again later.",
    );
  });
});
