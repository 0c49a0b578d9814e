/** What the document and PDF calls share: file questions, the stored-documents map, the locked change. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../../../engine/index';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import { applicationsRepository } from '../../repositories/applications';
import { documentsRepository } from '../../repositories/documents';

/** The keys of the catalogue's file-upload questions. */
export function fileQuestionKeys(catalogue: Catalogue): Set<string> {
  const keys = new Set<string>();
  for (const question of catalogue.questions.values()) {
    if (question.widget === 'fileUpload') keys.add(question.key);
  }
  return keys;
}

/**
 * The uploaded documents of an applicant by question key (GET /api/document-answer and
 * the profile's document_answer): every upload the server holds, converted or not yet;
 * refused ones are not held.
 */
export async function documentAnswers(
  app: FastifyInstance,
  userId: string,
): Promise<Record<string, { file_name: string; file_size: number }>> {
  const rows = await documentsRepository(app.db.kysely).list(userId);
  const map: Record<string, { file_name: string; file_size: number }> = {};
  for (const row of rows) {
    if (row.status !== 'FAILED')
      map[row.answer_key] = { file_name: row.file_name, file_size: Number(row.file_size) };
  }
  return map;
}

/**
 * Runs `change` in a transaction under the applicant's application lock (the one the
 * answers and submit take), refusing with 409 once the application was submitted.
 */
export async function inTransaction<T>(
  app: FastifyInstance,
  userId: string,
  change: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return app.db.kysely.transaction().execute(async (trx) => {
    const { submitted_at } = await applicationsRepository(trx).lock(userId, app.now().toISOString());
    if (submitted_at !== null) throw new HttpError(409, messages.applicationSubmitted);
    return change(trx);
  });
}
