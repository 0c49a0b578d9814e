/** GET /api/profile (SPEC 3): everything the client loads before it renders a form page. */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableText, text, textMap } from './common';
import { storedDocuments } from './documents';

/** The 200 answer's shape; the serializer writes exactly these fields. */
export const profileBody = {
  type: 'object',
  required: ['answer', 'document_answer', 'username', 'last_page', 'successful_login', 'web_status'],
  properties: {
    /** Every stored answer, key → value. */
    answer: textMap,
    document_answer: storedDocuments,
    username: text,
    last_page: nullableText,
    successful_login: {
      type: 'array',
      items: {
        type: 'object',
        required: ['logged_in_at'],
        properties: { logged_in_at: text },
        additionalProperties: false,
      },
    },
    web_status: {
      type: 'array',
      items: {
        type: 'object',
        required: ['web_status', 'created_at'],
        properties: { web_status: text, created_at: text },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** The profile of the logged-in applicant. */
export type Profile = FromSchema<typeof profileBody>;
