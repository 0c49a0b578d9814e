/**
 * Stale uploads: objects under the server's own prefixes that no row names, once older
 * than the grace period. An upload is stored by the browser before its row exists (the
 * conversion request names it), and a conversion writes its PDF before its row says so:
 * the grace period (hours, against minutes for either) keeps both safe.
 */
import type { DocumentsRepository } from '../repositories/documents';
import type { Storage } from '../storage/types';

/** Where the server stores objects: uploads, converted documents, application PDFs. */
export const OBJECT_PREFIXES = ['documents/', 'converted/', 'pdfs/'] as const;

/** The applicant a key belongs to: every key is <prefix>/<user id>/... */
function ownerOf(key: string): string {
  return key.split('/')[1] ?? '';
}

/** Deletes the objects modified before `before` that no row references; returns how many. */
export async function purgeUnreferencedObjects(
  storage: Storage,
  documents: DocumentsRepository,
  before: Date,
): Promise<number> {
  let removed = 0;
  for (const prefix of OBJECT_PREFIXES) {
    for await (const page of storage.list(prefix)) {
      const old = page.filter((object) => object.modifiedAt < before);
      if (old.length === 0) continue;
      // One query per page, by owner (the primary key's first column), not per object.
      const referenced = await documents.referencedKeys([
        ...new Set(old.map((object) => ownerOf(object.key))),
      ]);
      for (const object of old) {
        if (referenced.has(object.key)) continue;
        await storage.delete(object.key);
        removed += 1;
      }
    }
  }
  return removed;
}
