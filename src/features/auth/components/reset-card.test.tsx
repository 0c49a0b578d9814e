import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

const link = { pathname: '/reset', search: '?username=ada%40example.edu&id=reset-123' };

describe('ResetCard', () => {
  it('reads username and id from the query and shows the live requirements list', async () => {
    const { user } = renderApp(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByText('ada@example.edu')).toBeTruthy();
    const list = screen.getByRole('list', { name: /requirements/i });
    await user.type(screen.getByLabelText(/^New password/), 'A');
    expect(
      within(list).getByText('contains at least one uppercase letter').parentElement?.textContent,
    ).toContain('(met)');
  });

  it("blocks passwords that differ with 'passwords must match'", async () => {
    const calls = stubFetch();
    const { user } = renderApp(link);
    await user.type(screen.getByLabelText(/^New password/), 'Correct-horse-9');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Correct-horse-8');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('passwords must match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('resets and goes to /login with a success message', async () => {
    const calls = stubFetch(() => ({ json: { message: 'Your password was reset.' } }));
    const { user, router } = renderApp(link);
    await user.type(screen.getByLabelText(/^New password/), 'Correct-horse-9');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({
      path: '/public/reset-password',
      body: { username: 'ada@example.edu', password: 'Correct-horse-9', id: 'reset-123' },
    });
    expect(await screen.findByText('Your password was reset.')).toBeTruthy();
  });

  it('shows a failure as the Reset Password Card Error toast', async () => {
    stubFetch(() => ({ status: 400, json: { message: 'This reset link has expired.' } }));
    const { user } = renderApp(link);
    await user.type(screen.getByLabelText(/^New password/), 'Correct-horse-9');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const toast = await screen.findByRole('alert', { name: 'Reset Password Card Error' });
    expect(toast.textContent).toContain('This reset link has expired.');
  });

  it('asks for the email when the link lacks it and says when the id is missing', async () => {
    renderApp('/reset');
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByText(/This reset link is incomplete/)).toBeTruthy();
  });
});
