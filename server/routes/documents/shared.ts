/** What the document and PDF calls share: file questions, the stored-documents map. */
import type { FastifyInstance } from 'fastify';
import type { StoredDocuments } from '../../../engine/contract';
import type { Catalogue } from '../../../engine/index';

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
export async function documentAnswers(app: FastifyInstance, userId: string): Promise<StoredDocuments> {
  const rows = await app.repos.documents.list(userId);
  const map: StoredDocuments = {};
  for (const row of rows) {
    if (row.status !== 'FAILED')
      map[row.answer_key] = { file_name: row.file_name, file_size: Number(row.file_size) };
  }
  return map;
}
