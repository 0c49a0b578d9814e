import { api } from '../../../lib/api-client';
import type { Partner } from '../../../lib/partner';
import { useApiQuery } from '../../../lib/use-api-query';

export const PARTNER_KEY = '/public/partner';

/** GET /public/partner: the partner's public settings. */
export function getPartner(): Promise<Partner> {
  return api.get<Partner>(PARTNER_KEY);
}

/** Fetched once at start-up; data never goes stale (swr-config). */
export function usePartnerQuery() {
  return useApiQuery(PARTNER_KEY, getPartner);
}
