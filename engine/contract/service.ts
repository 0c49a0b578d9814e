/** GET /service/tmp-pdf (SPEC 3 "Service tmp-pdf response"): the application a staff link opens. */
import type { FromSchema } from 'json-schema-to-ts';
import { addAnotherCountsBody, chosenTabsBody } from './application';
import { textMap } from './common';
import { storedDocuments } from './documents';

/** The application of a service token's applicant, counts and tabs with their defaults. */
export const serviceApplicationBody = {
  type: 'object',
  required: ['answer', 'add_another', 'document_answer', 'tabs'],
  properties: {
    answer: textMap,
    add_another: addAnotherCountsBody,
    document_answer: storedDocuments,
    tabs: chosenTabsBody,
  },
  additionalProperties: false,
} as const;

/** What a staff link shows. */
export type ServiceApplication = FromSchema<typeof serviceApplicationBody>;
