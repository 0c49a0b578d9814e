import { api } from '../../../lib/api-client';
import type { Partner } from '../../../lib/partner';
import { useApiQuery } from '../../../lib/use-api-query';

export const PARTNER_KEY = '/public/partner';

/** GET /public/partner: the partner's public settings. */
export function getPartner(): Promise<Partner> {
  return api.get<Partner>(PARTNER_KEY);
}

/** The id of index.html's data block with the settings (server/plugins/static.ts writes it). */
const PARTNER_DATA_ID = 'admit-partner';

/**
 * The settings the server wrote into index.html, so the first page renders without a
 * request for them; undefined where the page has none (the dev server, tests).
 */
export function servedPartner(doc: Document = document): Partner | undefined {
  const text = doc.getElementById(PARTNER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partner;
  } catch {
    return undefined;
  }
}

/** Read once, as the page loaded. */
const served = servedPartner();

/** Fetched once at start-up, unless index.html brought them; data never goes stale (swr-config). */
export function usePartnerQuery() {
  return useApiQuery(PARTNER_KEY, getPartner, served);
}
