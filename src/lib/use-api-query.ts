import useSWR, { type SWRResponse } from 'swr';
import { UnauthorizedError } from './errors';

/**
 * useSWR whose errors are thrown to the nearest error boundary (SPEC 9), except a 401:
 * the app's unauthorized handler is already sending the applicant to /login.
 */
export function useApiQuery<T>(key: string | null, fetcher: () => Promise<T>): SWRResponse<T, unknown> {
  const result = useSWR<T, unknown>(key, fetcher);
  if (result.error !== undefined && !(result.error instanceof UnauthorizedError)) throw result.error;
  return result;
}
