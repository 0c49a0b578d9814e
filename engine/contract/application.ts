/** The application calls under /api (SPEC 3, 4, 7): counts, tabs, validations and submit. */
import type { FromSchema } from 'json-schema-to-ts';
import { messageBody, nullableText, text, textMap } from './common';

const textList = { type: 'array', items: text } as const;

/** GET /api/add-another: the number of entries of every add-another group, by button id. */
export const addAnotherCountsBody = {
  type: 'object',
  additionalProperties: { type: 'integer', minimum: 1 },
} as const;

/** Entries per add-another group. */
export type AddAnotherCounts = FromSchema<typeof addAnotherCountsBody>;

/** GET /api/tabs: the chosen tab of every tabs question, by tab id. */
export const chosenTabsBody = textMap;

/** The chosen tab per tabs question. */
export type ChosenTabs = FromSchema<typeof chosenTabsBody>;

/** PUT /api/tabs: saved, with the answers of the other tabs it blanked. */
export const tabSavedBody = {
  type: 'object',
  required: ['message', 'cleared'],
  properties: { ...messageBody.properties, cleared: textList },
  additionalProperties: false,
} as const;

/** A saved tab choice. */
export type TabSaved = FromSchema<typeof tabSavedBody>;

/** Messages per answer key. */
const failures = { type: 'object', additionalProperties: textList } as const;

/** GET /api/validations: the last failures the browser reported (`{}` and null before any). */
export const validationsReadBody = {
  type: 'object',
  required: ['failures', 'updated_at'],
  properties: { failures, updated_at: nullableText },
  additionalProperties: false,
} as const;

/** The stored validation report. */
export type ValidationsRead = FromSchema<typeof validationsReadBody>;

/** POST /api/submit's 200. */
export const submittedBody = {
  type: 'object',
  required: ['message', 'submitted_at'],
  properties: { ...messageBody.properties, submitted_at: text },
  additionalProperties: false,
} as const;

/** An accepted submit. */
export type Submitted = FromSchema<typeof submittedBody>;

/** POST /api/submit's 422: the engine's findings on the stored answers. */
export const submitRefusedBody = {
  type: 'object',
  required: ['message', 'errors', 'missing'],
  properties: {
    ...messageBody.properties,
    errors: failures,
    missing: {
      type: 'array',
      items: {
        type: 'object',
        required: ['page', 'key', 'anchor'],
        properties: { page: text, key: text, anchor: text },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
  description: 'The application is not valid: every failure by key, and the missing questions in page order.',
} as const;

/** A submit refused for its failures. */
export type SubmitRefused = FromSchema<typeof submitRefusedBody>;
