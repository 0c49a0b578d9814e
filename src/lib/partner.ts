import { createContext, useContext } from 'react';
import type { PartnerColours } from './theme';

/** A form page as the partner's catalogue orders and titles it. */
export interface FormPageInfo {
  id: string;
  title: string;
  path: string;
}

/** The partner's logo as GET /public/partner describes it: its alt text and the image's address. */
export interface PartnerLogoInfo {
  alt: string;
  url: string;
}

/** The partner settings the server publishes at GET /public/partner (partners/<id>/partner.json). */
export interface Partner {
  id: string;
  name: string;
  application_title: string;
  address: { line_1: string; line_2?: string; city: string; state: string; zip: string };
  help_email: string;
  phone: string;
  links: Record<string, unknown>;
  character_limit?: number;
  theme: PartnerColours;
  /** Absent when the partner ships no logo: its name stands in the header instead. */
  logo?: PartnerLogoInfo;
  /** The form pages in order, from the partner's catalogue (the server adds them to partner.json). */
  pages: FormPageInfo[];
}

export const PartnerContext = createContext<Partner | null>(null);

/** The partner's settings; every page renders under PartnerGate, so they are always there. */
export function usePartner(): Partner {
  const partner = useContext(PartnerContext);
  if (!partner) throw new Error('usePartner must be used inside <PartnerGate>.');
  return partner;
}
