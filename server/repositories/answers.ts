/** Applicants' answers, one row per key. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Queries over the answers table. */
export function answersRepository(db: Kysely<Database>) {
  return {
    /** The applicant's answers as one key → value map. */
    async map(userId: string): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('answers')
        .select(['key', 'value'])
        .where('user_id', '=', userId)
        .execute();
      // A null-prototype object: answer keys are user data and must not reach Object.prototype.
      const answers: Record<string, string> = Object.create(null);
      for (const row of rows) answers[row.key] = row.value;
      return answers;
    },

    /**
     * Stores each key given, leaving every other key as it was: two browser tabs saving
     * different keys at once both keep their answers (one statement, one row per key).
     */
    async save(userId: string, answers: Record<string, string>, at: string): Promise<void> {
      const rows = Object.entries(answers).map(([key, value]) => ({
        user_id: userId,
        key,
        value,
        updated_at: at,
      }));
      if (rows.length === 0) return;
      await db
        .insertInto('answers')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },
  };
}

/** The answers repository's type. */
export type AnswersRepository = ReturnType<typeof answersRepository>;
