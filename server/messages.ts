/**
 * Every text the server answers with, in one place so the client engineer and the tests
 * can rely on them, worded in schemas/replies.json (checked by its meta-schema) so that
 * staff change them there and not in code. Field-rule messages (SPEC 5) come from
 * engine/auth; SPEC 8's generic and session texts from schemas/interface.json, which the
 * browser shows too.
 */
import { interfaceTexts } from '../engine/interface-texts';
import replies from '../schemas/replies.json';

export const messages = {
  ...replies.api,
  sessionInvalid: interfaceTexts.sessionInvalid,
  unexpected: interfaceTexts.generic,
} as const;

/** Why an uploaded document cannot be used (server/documents/messages.ts fills them in). */
export const documentTexts = replies.documents;

/** The refusals of the staff link, the prefill link, the staff key, the export and the lookup. */
export const refusalTexts = {
  staffLink: replies.staffLink,
  prefill: replies.prefill,
  staffKey: replies.staffKey,
  export: replies.export,
  lookup: replies.lookup,
} as const;
