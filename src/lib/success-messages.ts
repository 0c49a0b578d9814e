/**
 * Texts for the success toasts when the server's answer carries no message of its own
 * (its `{message}` wins when present, so the server stays the one voice on outcomes).
 */
export const fallbackSuccess = {
  signup: 'Your account was created. We emailed you a 6-digit confirmation code.',
  resend: 'We emailed you a new confirmation code.',
  confirm: 'Your account is confirmed. You can now sign in.',
  forgot: 'If an account exists for that email address, we emailed a link to reset the password.',
  reset: 'Your password was reset. You can now sign in with it.',
  logout: 'You have been logged out.',
} as const;

/** The server's message when it is a non-empty string, else the fallback. */
export function successText(response: { message?: unknown } | undefined, fallback: string): string {
  const message = response?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
