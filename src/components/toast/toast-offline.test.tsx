/**
 * A toast whose look could not load (the connection dropped before its chunk came): it is
 * still shown, announced and dismissable, and the look comes with the next toast.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('a toast whose look has not loaded', () => {
  it('shows, announces and dismisses it plainly, and loads the look again with the next toast', async () => {
    let offline = true;
    vi.resetModules();
    vi.doMock('./toast-item', async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual('./toast-item');
    });
    const { ToastProvider } = await import('./toast-provider');
    const { useToast } = await import('./toast-context');
    function Trigger() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => toast.show({ variant: 'error', label: 'Submit Error', message: 'You are offline.' })}
        >
          show
        </button>
      );
    }
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    const plain = await screen.findByRole('alert', { name: 'Submit Error' });
    expect(plain.textContent).toContain('Error');
    expect(plain.textContent).toContain('You are offline.');
    // Plain: MUI's Alert has not loaded.
    expect(plain.className).not.toContain('MuiAlert');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Submit Error' }));
    expect(screen.queryByRole('alert', { name: 'Submit Error' })).toBeNull();
    // Back online, the next toast brings the look.
    offline = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'show' }));
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('alert', { name: 'Submit Error' }).className).toContain('MuiAlert'),
    );
    vi.doUnmock('./toast-item');
  });
});
