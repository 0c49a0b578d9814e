/** GET /lookup/find (SPEC 3, 7): the school and address search. */
import type { FromSchema } from 'json-schema-to-ts';
import { text, textMap } from './common';

/** One search result: the shown text, the id to look up, a second line. */
export const lookupResult = {
  type: 'object',
  required: ['text', 'id', 'sub_text'],
  properties: { text, id: text, sub_text: text },
  additionalProperties: false,
} as const;

/** A search result. */
export type LookupResult = FromSchema<typeof lookupResult>;

/** With `text`: up to max_results records, best first. */
export const lookupResultsBody = { type: 'array', items: lookupResult } as const;

/**
 * With `id`: the record mapped to the form keys the catalogue names (values prefixed),
 * each dropdown with its `_desc` label. Which keys depends on the catalogue, so it is a map.
 */
export const lookupRecordBody = {
  ...textMap,
  description: 'Form key → value: `name`, `id` and the keys the category fills.',
} as const;

/** A record as form answers. */
export type LookupRecord = FromSchema<typeof lookupRecordBody>;
