/**
 * One partner's catalogue as the browser fetches it (vite.config.ts writes one JSON file
 * per partner at build time): the base files and that partner's overlay, without the
 * other partners', and without the notes for staff (`$comment`, and `$schema`, the
 * editor's meta-schema) that nothing in the engine reads. Of the partner's settings only
 * character_limit, the one loadCatalogue reads.
 */
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

/** The sources loadCatalogue needs for `partnerId` and no other partner ('base': none). */
export function partnerSources(all: CatalogueSources, partnerId: string): CatalogueSources {
  const partner = all.partners[partnerId];
  const own: Record<string, PartnerSources> = {};
  if (partner) {
    const limit = partner.settings?.character_limit;
    own[partnerId] = {
      ...(limit === undefined ? {} : { settings: { character_limit: limit } }),
      ...(partner.overlay ? { overlay: partner.overlay } : {}),
    };
  }
  return withoutNotes({
    index: all.index,
    dataModel: all.dataModel,
    pages: all.pages,
    options: all.options,
    partners: own,
  });
}
