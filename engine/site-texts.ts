/**
 * The texts around every page: the skip link, the footer and its Help and Privacy dialogs.
 * They are catalogue messages (schemas/catalogue.json), which a partner's catalogue may word
 * its own way; the account pages load no catalogue, so the server hands them to the browser
 * with the partner's settings (GET /public/partner `texts`, inlined in index.html).
 */
import type { CatalogueIndex } from './catalogue/types';

export const SITE_TEXT_KEYS = [
  'skipToContent',
  'footerLabel',
  'footerHelp',
  'footerPrivacy',
  'footerContact',
  'footerCopyright',
  'helpTechnicalTitle',
  'helpTechnicalBody',
  'helpReaderBody',
  'helpReaderLink',
  'helpContactTitle',
  'helpPhone',
  'privacyPolicyTitle',
  'privacyPolicyBody',
  'privacyPolicyLink',
  'privacyCookiesTitle',
  'privacyCookiesBody',
] as const;

export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];
export type SiteTexts = Record<SiteTextKey, string>;

/** The site texts out of a catalogue's messages (the partner's wording already merged in). */
export function siteTexts(messages: CatalogueIndex['messages']): SiteTexts {
  return Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, messages[key] ?? ''])) as SiteTexts;
}
