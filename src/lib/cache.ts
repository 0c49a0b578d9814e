import type { ScopedMutator } from 'swr';

/**
 * The SWR key (the path) of GET /api/profile. The application feature reads the profile
 * under it; the login card fills it with the profile it read to choose the landing page.
 */
export const PROFILE_KEY = '/api/profile';

/** Public data (the partner's settings) belongs to nobody's session and survives a logout. */
const PUBLIC_PREFIX = '/public/';

/**
 * Forget everything the API said about the applicant (logout, rejected session),
 * without refetching it: the next page asks again if it needs to.
 */
export function clearUserCache(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => !(typeof key === 'string' && key.startsWith(PUBLIC_PREFIX)), undefined, {
    revalidate: false,
  });
}

/** Forget everything, errors included, so that a reset error boundary fetches again. */
export function clearAllCache(mutate: ScopedMutator): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}
