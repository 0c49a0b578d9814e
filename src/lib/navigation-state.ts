import { useLocation } from 'react-router-dom';

/** What pages hand to each other through history state (SPEC 2). */
export interface NavigationState {
  answers?: Record<string, string>;
  username?: string;
  successMessage?: string;
  errorMessage?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function answers(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** History state is whatever the browser kept (another version, another tab): read it defensively. */
export function readNavigationState(state: unknown): NavigationState {
  if (state === null || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  return {
    answers: answers(record.answers),
    username: text(record.username),
    successMessage: text(record.successMessage),
    errorMessage: text(record.errorMessage),
  };
}

/** The current location's navigation state. */
export function useNavigationState(): NavigationState {
  return readNavigationState(useLocation().state);
}
