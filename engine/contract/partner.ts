/**
 * GET /public/partner: the partner's settings, partner.json as its meta-schema
 * (schemas/meta/partner.meta.json) describes it, less the notes for editors ($schema,
 * $comment), with the id (the folder's name) always present.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { partnerMetaSchema } from '../generated/partner-schema.generated';

const { $schema: _schema, $comment: _comment, ...settingsProperties } = partnerMetaSchema.properties;

/** The 200 answer's shape; the serializer writes exactly these fields. */
export const partnerSettingsBody = {
  type: 'object',
  description: 'The partner’s public settings (partners/<id>/partner.json without $schema and $comment).',
  required: [...partnerMetaSchema.required, 'id'],
  properties: {
    ...settingsProperties,
    id: { type: 'string', description: 'The partner’s id: the name of its folder under partners/.' },
  },
  additionalProperties: false,
} as const;

/** A partner's settings as the browser receives them. */
export type PartnerSettingsBody = FromSchema<typeof partnerSettingsBody>;

/** The colour roles of a partner's theme (SPEC 9). */
export type PartnerTheme = PartnerSettingsBody['theme'];
