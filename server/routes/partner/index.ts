/** GET /public/partner: the partner's settings for the client (name, contacts, links, theme, pages). */
import type { FastifyInstance } from 'fastify';
import { messageReply } from '../../../engine/contract/common';
import { logoUrl } from '../../partner-logo';

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

const page = {
  type: 'object',
  required: ['id', 'title', 'path'],
  properties: { id: { type: 'string' }, title: { type: 'string' }, path: { type: 'string' } },
  additionalProperties: false,
} as const;

/**
 * partner.json as the partner's staff wrote it, less `$comment`: name and id always,
 * the rest (title, address, contacts, links, theme, limits, logo) as the file has it;
 * and the form pages in order as the partner's catalogue has them, which the client's
 * router, navigation and redirects read before the form's own chunk has loaded.
 */
const partnerSettings = {
  type: 'object',
  required: ['id', 'name', 'pages'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    pages: { type: 'array', items: page, minItems: 1, description: 'The form pages in order.' },
    logo: {
      type: 'object',
      required: ['alt', 'url'],
      properties: { alt: { type: 'string' }, url: { type: 'string' } },
      additionalProperties: false,
      description: 'The partner’s logo (absent without one): its alt text and the address of the image.',
    },
  },
  additionalProperties: true,
  description:
    'The partner’s public settings (partners/<id>/partner.json without $comment) and its form pages.',
} as const;

/** Registers the partner settings; mount with prefix '/public'. */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const pages = app.engine.catalogue.pages.map(({ id, title, path }) => ({
    id,
    title,
    path,
  }));
  const logo = app.partnerLogo;
  const { logo: _file, ...rest } = app.partner;
  const settings = { ...rest, pages, ...(logo ? { logo: { alt: logo.alt, url: logoUrl(logo) } } : {}) };
  app.get(
    '/partner',
    {
      schema: {
        summary: 'The partner’s name, contacts, links, theme and form pages',
        response: { 200: partnerSettings },
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
