/** GET /service/tmp-pdf (SPEC 3 "Service tmp-pdf response"): the application a staff link opens. */
import type { FromSchema } from 'json-schema-to-ts';
import type { EngineParts } from '../validation/validate';
import { addAnotherCountsBody, chosenTabsBody } from './application';
import { text, textMap } from './common';
import { storedDocuments } from './documents';
import type { PartnerSettingsBody } from './partner';

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

/** POST /service/tmp (issue 14): the answers of a prefill link, and optionally its life in hours. */
export const prefillRequestBody = {
  type: 'object',
  required: ['answer'],
  properties: {
    answer: textMap,
    hours: { type: 'integer', minimum: 1, description: 'Hours the link lives (default 336, 14 days).' },
  },
  additionalProperties: false,
} as const;

/** What a CRM sends to create a prefill link. */
export type PrefillRequest = FromSchema<typeof prefillRequestBody>;

/** The prefill link created: the token, the link to send the prospect, and when it expires. */
export const prefillLinkBody = {
  type: 'object',
  required: ['token', 'url', 'expires_at'],
  properties: { token: text, url: text, expires_at: text },
  additionalProperties: false,
} as const;

/** A created prefill link. */
export type PrefillLink = FromSchema<typeof prefillLinkBody>;

/** GET /public/tmp?token= (SPEC 7 "temporary answer"): the answers a prefill link carries. */
export const tmpAnswerBody = {
  type: 'object',
  required: ['answer'],
  properties: { answer: textMap },
  additionalProperties: false,
} as const;

/** The temporary answer a prefill link loads. */
export type TmpAnswer = FromSchema<typeof tmpAnswerBody>;

/**
 * What the server renders a staff link's page with (issue 16): the built client's server
 * module (dist/server/staff-page.js, from src/features/staff/server-page.tsx) is given the
 * partner's settings, the server's engine (validators attached) and what the token read.
 */
export interface StaffPageInput {
  /** GET /public/partner's body. */
  partner: PartnerSettingsBody;
  engine: EngineParts;
  /** The token's application and the day its progress is counted on, or why it shows none. */
  shown: { application: ServiceApplication; today: string } | { refused: string };
}

/** The rendered page: its title (text), its styles (CSS) and the markup of #root (HTML). */
export interface StaffPageMarkup {
  title: string;
  css: string;
  html: string;
}

/** The server module's export. */
export type RenderStaffPage = (input: StaffPageInput) => StaffPageMarkup;
