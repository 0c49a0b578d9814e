/** The newest application PDF of each applicant (GET /api/pdf renders it as a job). */
import type { Kysely, Selectable } from 'kysely';
import type { ApplicationPdfsTable, Database } from '../db/database';

/** An application PDF row. */
export type ApplicationPdfRow = Selectable<ApplicationPdfsTable>;

/** Queries over the application_pdfs table. */
export function applicationPdfsRepository(db: Kysely<Database>) {
  return {
    find(userId: string): Promise<ApplicationPdfRow | undefined> {
      return db.selectFrom('application_pdfs').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Starts a new render (replacing the row of the one before). */
    async upsert(row: ApplicationPdfRow): Promise<void> {
      const { user_id, ...rest } = row;
      await db
        .insertInto('application_pdfs')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
        .execute();
    },

    /** Updates the PDF row only while it is the render `renderId`; returns whether it did. */
    async setRender(
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

/** The application PDFs repository's type. */
export type ApplicationPdfsRepository = ReturnType<typeof applicationPdfsRepository>;
