/**
 * The partner's public settings as the browser gets them: the body of GET /public/partner,
 * and the same JSON inlined in index.html so the first page renders without waiting for it.
 */
import type { FastifyInstance } from 'fastify';
import { siteTexts } from '../engine/site-texts';
import { logoUrl } from './partner-logo';

/** partner.json without its logo file, with the form pages, the logo as {alt, url} and the texts around every page. */
export function publicPartnerSettings(app: FastifyInstance): Record<string, unknown> {
  const pages = app.engine.catalogue.pages.map(({ id, title, path }) => ({ id, title, path }));
  const logo = app.partnerLogo;
  const { logo: _file, ...rest } = app.partner;
  const texts = siteTexts(app.engine.catalogue.index.messages);
  return { ...rest, pages, texts, ...(logo ? { logo: { alt: logo.alt, url: logoUrl(logo) } } : {}) };
}
