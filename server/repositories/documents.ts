/** Uploaded documents with their conversions to PDF. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, DocumentsTable } from '../db/database';

/** A document row. */
export type DocumentRow = Selectable<DocumentsTable>;

/** Queries over the documents table. */
export function documentsRepository(db: Kysely<Database>) {
  return {
    find(userId: string, answerKey: string): Promise<DocumentRow | undefined> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', userId)
        .where('answer_key', '=', answerKey)
        .executeTakeFirst();
    },

    /** Every document of the applicant, by question key. */
    list(userId: string): Promise<DocumentRow[]> {
      return db
        .selectFrom('documents')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('answer_key')
        .execute();
    },

    /** Stores a new upload (replacing any earlier one of the question) with its conversion pending. */
    async upsert(row: DocumentRow): Promise<void> {
      const { user_id, answer_key, created_at, ...rest } = row;
      await db
        .insertInto('documents')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'answer_key']).doUpdateSet({ ...rest, created_at }))
        .execute();
    },

    /**
     * Updates the conversion, only while it is the one of `conversionId` (a newer upload
     * or a delete wins over a job that finishes late). Returns whether it did.
     */
    async setConversion(
      userId: string,
      answerKey: string,
      conversionId: string,
      change: Partial<Pick<DocumentRow, 'status' | 'message' | 'pdf_key' | 'updated_at'>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('documents')
        .set(change)
        .where('user_id', '=', userId)
        .where('answer_key', '=', answerKey)
        .where('conversion_id', '=', conversionId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(userId: string, answerKey: string): Promise<void> {
      await db
        .deleteFrom('documents')
        .where('user_id', '=', userId)
        .where('answer_key', '=', answerKey)
        .execute();
    },

    /**
     * Every storage key the rows of these applicants name (uploads, converted PDFs and
     * application PDFs): what the sweep must not delete.
     */
    async referencedKeys(userIds: string[]): Promise<Set<string>> {
      const keys = new Set<string>();
      if (userIds.length === 0) return keys;
      const documents = await db
        .selectFrom('documents')
        .select(['file_key', 'pdf_key'])
        .where('user_id', 'in', userIds)
        .execute();
      const pdfs = await db
        .selectFrom('application_pdfs')
        .select('pdf_key')
        .where('user_id', 'in', userIds)
        .execute();
      for (const row of documents) {
        keys.add(row.file_key);
        if (row.pdf_key) keys.add(row.pdf_key);
      }
      for (const row of pdfs) if (row.pdf_key) keys.add(row.pdf_key);
      return keys;
    },
  };
}

/** The documents repository's type. */
export type DocumentsRepository = ReturnType<typeof documentsRepository>;
