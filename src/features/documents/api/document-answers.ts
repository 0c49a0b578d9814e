/** SPEC 3 and 7: the uploaded documents by question key (GET /api/document-answer) and their deletion. */
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

export const DOCUMENT_ANSWERS_KEY = '/api/document-answer';

/** An uploaded document (SPEC 3). */
export interface DocumentAnswer {
  file_name: string;
  file_size: number;
}

export type DocumentAnswers = Record<string, DocumentAnswer | undefined>;

export function getDocumentAnswers(): Promise<DocumentAnswers> {
  return api.get<DocumentAnswers>(DOCUMENT_ANSWERS_KEY);
}

/** Deletes the upload of a question and its PDF (404 when there is none). */
export function deleteDocumentAnswer(answerKey: string): Promise<unknown> {
  return api.delete(`${DOCUMENT_ANSWERS_KEY}/${encodeURIComponent(answerKey)}`);
}

/** The logged-in applicant's documents; a null key (anonymous) fetches nothing (SPEC 6). */
export function useDocumentAnswers(enabled: boolean) {
  return useApiQuery(enabled ? DOCUMENT_ANSWERS_KEY : null, getDocumentAnswers);
}
