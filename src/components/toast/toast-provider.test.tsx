import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToastOptions, useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      show
    </button>
  );
}

function renderToast(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it("titles a success 'Success', announces it politely and closes it after 5 s", () => {
    vi.useFakeTimers();
    renderToast({ variant: 'success', label: 'Success Notification', message: 'Saved.' });
    const toast = screen.getByRole('status', { name: 'Success Notification' });
    expect(toast.textContent).toContain('Success');
    expect(toast.textContent).toContain('Saved.');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByRole('status', { name: 'Success Notification' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status', { name: 'Success Notification' })).toBeNull();
  });

  it("titles an error 'Error', announces it assertively and keeps it 5 minutes", () => {
    vi.useFakeTimers();
    renderToast({ variant: 'error', label: 'Login Card Error', message: 'Nope.' });
    const toast = screen.getByRole('alert', { name: 'Login Card Error' });
    expect(toast.textContent).toContain('Error');
    act(() => vi.advanceTimersByTime(299_999));
    expect(screen.queryByRole('alert', { name: 'Login Card Error' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert', { name: 'Login Card Error' })).toBeNull();
  });

  it('pauses its clock while focus is in the notifications, and resumes with the time left', () => {
    vi.useFakeTimers();
    renderToast({ variant: 'success', label: 'Success Notification', message: 'Saved.' });
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.keyDown(window, { key: 'F8' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status', { name: 'Success Notification' })).not.toBeNull();
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.queryByRole('status', { name: 'Success Notification' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status', { name: 'Success Notification' })).toBeNull();
  });

  it('can be dismissed', () => {
    renderToast({ variant: 'error', label: 'Sign Up Card Error', message: 'Nope.' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Sign Up Card Error' }));
    expect(screen.queryByRole('alert', { name: 'Sign Up Card Error' })).toBeNull();
  });

  it('is dismissed by a swipe of 50 px, not by a shorter one', () => {
    renderToast({ variant: 'success', label: 'Success Notification', message: 'Saved.' });
    const toast = screen.getByRole('status', { name: 'Success Notification' });
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.queryByRole('status', { name: 'Success Notification' })).not.toBeNull();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByRole('status', { name: 'Success Notification' })).toBeNull();
  });

  it('moves focus to the notifications on F8', () => {
    renderToast({ variant: 'success', label: 'Success Notification', message: 'Saved.' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});
