/**
 * One partner's catalogue as the browser fetches it (vite.config.ts writes one JSON file
 * per partner at build time): the base files and that partner's overlay, without the
 * other partners', and without the notes for staff (`$comment`, and `$schema`, the
 * editor's meta-schema) that nothing in the engine reads, and without the account mails'
 * texts, which only the server reads. Of the partner's settings only character_limit, the one
 * loadCatalogue reads.
 */
import { MAIL_TEXT_KEYS } from '../mail-texts';
import type { CatalogueSources, PartnerSources } from './types';

const NOTES = new Set(['$comment', '$schema']);

/** A JSON value without the staff's notes, at any depth. */
export function withoutNotes<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNotes) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NOTES.has(key))
      .map(([key, item]) => [key, withoutNotes(item)]),
  ) as T;
}

/** Messages without the ones only the server reads (the account mails). */
function browserMessages<T extends Record<string, unknown>>(messages: T): T {
  const serverOnly = new Set<string>(MAIL_TEXT_KEYS);
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !serverOnly.has(key))) as T;
}

/** A partner's overlay without its wording of the messages only the server reads. */
function browserOverlay<T extends { messages?: Record<string, string> }>(overlay: T): T {
  return overlay.messages ? { ...overlay, messages: browserMessages(overlay.messages) } : overlay;
}

/** The sources loadCatalogue needs for `partnerId` and no other partner ('base': none). */
export function partnerSources(all: CatalogueSources, partnerId: string): CatalogueSources {
  const partner = all.partners[partnerId];
  const own: Record<string, PartnerSources> = {};
  if (partner) {
    const limit = partner.settings?.character_limit;
    own[partnerId] = {
      ...(limit === undefined ? {} : { settings: { character_limit: limit } }),
      ...(partner.overlay ? { overlay: browserOverlay(partner.overlay) } : {}),
    };
  }
  return withoutNotes({
    index: { ...all.index, messages: browserMessages(all.index.messages) },
    dataModel: all.dataModel,
    pages: all.pages,
    options: all.options,
    partners: own,
  });
}
