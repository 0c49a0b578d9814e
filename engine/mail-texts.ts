/**
 * The account mails' texts (SPEC 2: the confirmation code, the password reset link, and the
 * notice to the owner of an address someone signed up with). They are catalogue messages
 * (schemas/catalogue.json), which a partner's catalogue may word its own way, and only the
 * server reads them: the browser's catalogue leaves them out (catalogue/browser-sources.ts).
 */
import type { CatalogueIndex } from './catalogue/types';

export const MAIL_TEXT_KEYS = [
  'mailConfirmSubject',
  'mailConfirmBody',
  'mailResetSubject',
  'mailResetBody',
  'mailExistsSubject',
  'mailExistsBody',
] as const;

export type MailTextKey = (typeof MAIL_TEXT_KEYS)[number];
export type MailTexts = Record<MailTextKey, string>;

/** What each mail's body carries: without it the mail is of no use, so the checker requires it. */
export const MAIL_CARRIES: Partial<Record<MailTextKey, readonly string[]>> = {
  mailConfirmBody: ['code'],
  mailResetBody: ['link'],
  mailExistsBody: ['login', 'forgot'],
};

/** The mail texts out of a catalogue's messages (the partner's wording already merged in). */
export function mailTexts(messages: CatalogueIndex['messages']): MailTexts {
  return Object.fromEntries(MAIL_TEXT_KEYS.map((key) => [key, messages[key] ?? ''])) as MailTexts;
}
