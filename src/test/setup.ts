import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadAfterFirstPage } from '../../ui/lazy';
import { preloadRoutes } from '../app/router';
import { clearCookies } from './cookies';

// The account cards are a lazy chunk, and a toast's look loads after the first page; loaded up
// front, a render shows them at once, as before the split.
beforeAll(() => Promise.all([preloadRoutes('auth'), preloadAfterFirstPage()]), 60_000);

beforeEach(() => {
  // The API client logs every failed call (SPEC 8); tests provoke many on purpose.
  // Anything else (React warnings, real errors) still reaches the output.
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && / answered \d{3}:$/.test(args[0])) return;
    original(...args);
  });
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearCookies();
});
