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
  // Only requests in flight are shared. A longer interval would answer a fresh mount from the
  // previous request even after a logout cleared the cache: the next applicant would see the
  // last one's profile.
  dedupingInterval: 0,
};
