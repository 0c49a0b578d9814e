import { createContext, useContext } from 'react';
import type { PartnerSettingsBody } from '../../engine/contract';

/**
 * The partner settings the server publishes at GET /public/partner: partners/<id>/partner.json
 * as its meta-schema (schemas/meta/partner.meta.json) types it.
 */
export type Partner = PartnerSettingsBody;

/** A form page as the partner's catalogue orders and titles it. */
export type FormPageInfo = Partner['pages'][number];

/** The partner's logo as GET /public/partner describes it: its alt text and the image's address. */
export type PartnerLogoInfo = NonNullable<Partner['logo']>;

export const PartnerContext = createContext<Partner | null>(null);

/** The partner's settings; every page renders under PartnerGate, so they are always there. */
export function usePartner(): Partner {
  const partner = useContext(PartnerContext);
  if (!partner) throw new Error('usePartner must be used inside <PartnerGate>.');
  return partner;
}
