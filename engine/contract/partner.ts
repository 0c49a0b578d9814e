/**
 * GET /public/partner: the partner's settings, partner.json as its meta-schema
 * (schemas/meta/partner.meta.json) describes it, less the notes for editors ($schema,
 * $comment), with the id (the folder's name) always present.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { partnerMetaSchema } from '../generated/partner-schema.generated';
import { SITE_TEXT_KEYS, type SiteTextKey } from '../site-texts';

const { $schema: _schema, $comment: _comment, ...settingsProperties } = partnerMetaSchema.properties;

/** A form page as the partner's catalogue orders and titles it. */
const formPage = {
  type: 'object',
  required: ['id', 'title', 'path'],
  properties: { id: { type: 'string' }, title: { type: 'string' }, path: { type: 'string' } },
  additionalProperties: false,
} as const;

/**
 * The 200 answer's shape; the serializer writes exactly these fields. Beside partner.json:
 * the form pages of the partner's catalogue (the client's router, navigation and redirects
 * read them before the form's chunk loads), and the logo as the browser loads it: its alt
 * text and its address (the file's name stays on the server).
 */
export const partnerSettingsBody = {
  type: 'object',
  description:
    'The partner’s public settings (partners/<id>/partner.json without $schema and $comment) and its form pages.',
  required: [...partnerMetaSchema.required, 'id', 'pages', 'texts'],
  properties: {
    ...settingsProperties,
    id: { type: 'string', description: 'The partner’s id: the name of its folder under partners/.' },
    logo: {
      type: 'object',
      required: ['alt', 'url'],
      properties: { alt: { type: 'string' }, url: { type: 'string' } },
      additionalProperties: false,
      description: 'The partner’s logo (absent without one): its alt text and the address of the image.',
    },
    pages: { type: 'array', items: formPage, minItems: 1, description: 'The form pages in order.' },
    texts: {
      type: 'object',
      required: SITE_TEXT_KEYS,
      properties: Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, { type: 'string' }])) as Record<
        SiteTextKey,
        { type: 'string' }
      >,
      additionalProperties: false,
      description:
        'The texts around every page (skip link, footer, Help and Privacy dialogs): the catalogue’s messages of those names, in the partner’s wording.',
    },
  },
  additionalProperties: false,
} as const;

/** A partner's settings as the browser receives them. */
export type PartnerSettingsBody = FromSchema<typeof partnerSettingsBody>;

/** The colour roles of a partner's theme (SPEC 9). */
export type PartnerTheme = PartnerSettingsBody['theme'];
