/**
 * The partner's public settings as the browser gets them: the body of GET /public/partner,
 * and the same JSON inlined in index.html so the first page renders without waiting for it.
 */
import type { FastifyInstance } from 'fastify';
import { logoUrl } from './partner-logo';

/** partner.json without its logo file, with the form pages and the logo as {alt, url}. */
export function publicPartnerSettings(app: FastifyInstance): Record<string, unknown> {
  const pages = app.engine.catalogue.pages.map(({ id, title, path }) => ({ id, title, path }));
  const logo = app.partnerLogo;
  const { logo: _file, ...rest } = app.partner;
  return { ...rest, pages, ...(logo ? { logo: { alt: logo.alt, url: logoUrl(logo) } } : {}) };
}
