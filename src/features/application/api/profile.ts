import type { Profile } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/cache';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/profile (SPEC 3). */
export function getProfile(): Promise<Profile> {
  return api.get<Profile>(PROFILE_KEY);
}

/** The profile of the logged-in applicant; null key (anonymous) fetches nothing. */
export function useProfile(enabled: boolean) {
  return useApiQuery(enabled ? PROFILE_KEY : null, getProfile);
}
