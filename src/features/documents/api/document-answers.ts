/** SPEC 3 and 7: the uploaded documents by question key (GET /api/document-answer) and their deletion. */
import type { StoredDocuments } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

export const DOCUMENT_ANSWERS_KEY = '/api/document-answer';

export function getDocumentAnswers(): Promise<StoredDocuments> {
  return api.get<StoredDocuments>(DOCUMENT_ANSWERS_KEY);
}

/** Deletes the upload of a question and its PDF (404 when there is none). */
export function deleteDocumentAnswer(answerKey: string): Promise<unknown> {
  return api.delete(`${DOCUMENT_ANSWERS_KEY}/${encodeURIComponent(answerKey)}`);
}

/** The logged-in applicant's documents; a null key (anonymous) fetches nothing (SPEC 6). */
export function useDocumentAnswers(enabled: boolean) {
  return useApiQuery(enabled ? DOCUMENT_ANSWERS_KEY : null, getDocumentAnswers);
}
