import useSWR, { type SWRResponse } from 'swr';
import { UnauthorizedError } from './errors';

/**
 * useSWR whose errors are thrown to the nearest error boundary (SPEC 9), except a 401:
 * the app's unauthorized handler is already sending the applicant to /login.
 * `fallbackData`, when given, is the data until fetched: with swr-config's settings
 * (never stale) it is not fetched at all.
 */
export function useApiQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  fallbackData?: T,
): SWRResponse<T, unknown> {
  const result = useSWR<T, unknown>(key, fetcher, { fallbackData });
  if (result.error !== undefined && !(result.error instanceof UnauthorizedError)) throw result.error;
  return result;
}
