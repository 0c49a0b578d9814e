import { interfaceTexts } from '../../engine/interface-texts';

/**
 * Texts for the success toasts when the server's answer carries no message of its own
 * (its `{message}` wins when present, so the server stays the one voice on outcomes),
 * worded in schemas/interface.json.
 */
export const fallbackSuccess = interfaceTexts.successFallback;

/** The server's message when it is a non-empty string, else the fallback. */
export function successText(response: { message?: unknown } | undefined, fallback: string): string {
  const message = response?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
