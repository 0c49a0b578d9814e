/**
 * Body schemas of the application calls: shape and size only (strings, bounded lengths,
 * types never coerced); what the catalogue allows is checked afterwards with 422s
 * that name the offending key or value. The answers' bodies are in engine/contract.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { messageReply } from '../../../engine/contract';
import { messages } from '../../messages';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** PUT /api/answer: the answer object itself, key → string. */
export function answerBody(maxLength: number) {
  return { type: 'object', additionalProperties: text(maxLength) } as const;
}

export const lastPageBody = {
  type: 'object',
  required: ['last_page'],
  properties: { last_page: text(256) },
} as const;

export const webStatusBody = {
  type: 'object',
  required: ['web_status'],
  properties: { web_status: text(64) },
} as const;

/** Entries are checked by hand (a string or a list of strings), for a clearer message than anyOf's. */
export const validationsBody = {
  type: 'object',
  required: ['failures'],
  properties: { failures: { type: 'object' } },
} as const;

/** num_components is checked by hand, so that any non-integer gets the one range message. */
export const addAnotherBody = {
  type: 'object',
  required: ['button_id', 'num_components'],
  properties: { button_id: text(128) },
} as const;

export const tabsBody = {
  type: 'object',
  required: ['tab_id', 'chosen_tab'],
  properties: { tab_id: text(128), chosen_tab: text(128) },
} as const;

export type LastPageInput = FromSchema<typeof lastPageBody>;
export type WebStatusInput = FromSchema<typeof webStatusBody>;
export type ValidationsInput = FromSchema<typeof validationsBody>;
export type AddAnotherInput = FromSchema<typeof addAnotherBody>;
export type TabsInput = FromSchema<typeof tabsBody>;

/** 200 `{message}`, quoting it. */
export const saved = (message: string) => messageReply(`Saved: "${message}"`);

/** 409 once the application was submitted: every change is refused. */
export const submittedAlready = messageReply(
  `The application was submitted: "${messages.applicationSubmitted}"`,
);

/** 422: the value is not one the catalogue allows; the message names it. */
export const notInCatalogue = messageReply(
  'A key or value the catalogue does not allow; the message names it.',
);
