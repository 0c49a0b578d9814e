/** Uploaded documents with their conversions, and the newest application PDF of each applicant. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';

/** A conversion's status (SPEC 3); NOT_ANSWERED also stands for no row at all. */
export type ConversionStatus = 'NOT_ANSWERED' | 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

/** One uploaded document of a file-upload question and its conversion to PDF. */
export interface DocumentsTable {
  user_id: string;
  answer_key: string;
  /** The uploaded object's storage key (documents/<user>/<question>/<id>). */
  file_key: string;
  file_name: string;
  file_size: number;
  conversion_id: string;
  status: ConversionStatus;
  /** Why the conversion failed, for the applicant. */
  message: string | null;
  /** The converted PDF's storage key once COMPLETED. */
  pdf_key: string | null;
  created_at: string;
  updated_at: string;
}

/** The newest application PDF of an applicant. */
export interface ApplicationPdfsTable {
  user_id: string;
  render_id: string;
  /** A hash of everything the PDF shows; when it changes, the PDF is rendered again. */
  fingerprint: string;
  status: ConversionStatus;
  pdf_key: string | null;
  updated_at: string;
}

/** A document row. */
export type DocumentRow = Selectable<DocumentsTable>;
/** An application PDF row. */
export type ApplicationPdfRow = Selectable<ApplicationPdfsTable>;

type Tables = { documents: DocumentsTable; application_pdfs: ApplicationPdfsTable };

/** Queries over the documents and application_pdfs tables. */
export function documentsRepository(database: Kysely<Database>) {
  const db = database.withTables<Tables>();
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

    findPdf(userId: string): Promise<ApplicationPdfRow | undefined> {
      return db.selectFrom('application_pdfs').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async upsertPdf(row: ApplicationPdfRow): Promise<void> {
      const { user_id, ...rest } = row;
      await db
        .insertInto('application_pdfs')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
        .execute();
    },

    /** Updates the PDF row only while it is the render `renderId`; returns whether it did. */
    async setPdf(
      userId: string,
      renderId: string,
      change: Partial<Pick<ApplicationPdfRow, 'status' | 'pdf_key' | 'updated_at'>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('application_pdfs')
        .set(change)
        .where('user_id', '=', userId)
        .where('render_id', '=', renderId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/** The documents repository's type. */
export type DocumentsRepository = ReturnType<typeof documentsRepository>;
