import type { SWRConfiguration } from 'swr';

/**
 * Data fetching as SPEC 9 asks: no retry, data never goes stale on its own
 * (no refetch on focus, remount or reconnect). Errors reach the error boundary
 * through useApiQuery, not through SWR.
 */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
  dedupingInterval: 60_000,
};
