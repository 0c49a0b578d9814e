/**
 * Staff keys (migration 007): what a CRM or a staff script presents, as
 * `Authorization: Bearer <key>`, to the /service routes that create prefill links and
 * export submitted applications. Like service tokens (service-tokens.ts), the key is 32
 * random bytes shown once and only its SHA-256 is stored; a key is revoked by name.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { randomToken, sha256 } from '../auth/tokens';
import type { Database, StaffKeysTable } from '../db/database';

/** A stored key (its hash, never the key). */
export type StaffKeyRow = Selectable<StaffKeysTable>;

/** What a staff key starts with, so that one found in a file or a log is recognised. */
export const STAFF_KEY_PREFIX = 'admit_sk_';

/** Queries over the staff_keys table. */
export function staffKeysRepository(db: Kysely<Database>) {
  return {
    /**
     * Issues a key under `name`; returns the key itself (shown once, never stored), or
     * null when a live key already has that name (revoke it first).
     */
    async issue(name: string, now: Date): Promise<string | null> {
      const live = await db
        .selectFrom('staff_keys')
        .select('id')
        .where('name', '=', name)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (live) return null;
      const key = `${STAFF_KEY_PREFIX}${randomToken()}`;
      await db
        .insertInto('staff_keys')
        .values({
          id: randomUUID(),
          name,
          key_hash: sha256(key),
          created_at: now.toISOString(),
          revoked_at: null,
        })
        .execute();
      return key;
    },

    /** The name of the live key presented, or null for an unknown or revoked one. */
    async check(key: string): Promise<string | null> {
      const row = await db
        .selectFrom('staff_keys')
        .select(['name', 'revoked_at'])
        .where('key_hash', '=', sha256(key))
        .executeTakeFirst();
      return row && row.revoked_at === null ? row.name : null;
    },

    /** Revokes the live key of that name; returns whether there was one. */
    async revoke(name: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('staff_keys')
        .set({ revoked_at: now.toISOString() })
        .where('name', '=', name)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Every key, live and revoked, oldest first (the hashes only). */
    list(): Promise<StaffKeyRow[]> {
      return db.selectFrom('staff_keys').selectAll().orderBy('created_at').orderBy('name').execute();
    },
  };
}

/** The staff keys repository's type. */
export type StaffKeysRepository = ReturnType<typeof staffKeysRepository>;
