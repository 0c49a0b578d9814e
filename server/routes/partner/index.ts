/** GET /public/partner: the partner's settings for the client (name, contacts, links, theme, pages). */
import type { FastifyInstance } from 'fastify';
import { partnerSettingsBody } from '../../../engine/contract';
import { messageReply } from '../../../engine/contract/common';
import { publicPartnerSettings } from '../../partner-settings';

/** The answer when the partner ships no logo. */
export const NO_LOGO = 'This partner has no logo.';

/**
 * How a logo is served: its own type, never sniffed; an SVG opened by itself runs no
 * script and loads nothing (sandbox, default-src 'none'); cached for a year, since its
 * URL carries the hash of its bytes.
 */
const logoHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

/** Registers the partner settings; mount with prefix '/public'. */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const settings = publicPartnerSettings(app);
  const logo = app.partnerLogo;
  app.get(
    '/partner',
    {
      schema: {
        summary: 'The partner’s name, contacts, links, theme, logo and form pages',
        response: { 200: partnerSettingsBody },
      },
    },
    async () => settings,
  );

  app.get(
    '/partner/logo',
    {
      schema: {
        summary: 'The partner’s logo (PNG or SVG)',
        querystring: {
          type: 'object',
          properties: { v: { type: 'string', maxLength: 64, description: 'The logo’s version (ignored)' } },
        },
        response: {
          200: {
            description: 'The logo image.',
            content: {
              'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
              'image/svg+xml': { schema: { type: 'string', contentMediaType: 'image/svg+xml' } },
            },
          },
          404: messageReply(`The partner ships no logo: "${NO_LOGO}"`),
        },
      },
    },
    async (_request, reply) => {
      if (!logo) return reply.code(404).send({ message: NO_LOGO });
      return reply.headers(logoHeaders).type(logo.contentType).send(logo.bytes);
    },
  );
}
