/** SPEC 3 and 7: the conversion of one question's upload to PDF (POST, GET, DELETE /api/pdf/document-answer/{key}). */
import type { ConversionStatus } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

const path = (answerKey: string) => `/api/pdf/document-answer/${encodeURIComponent(answerKey)}`;

/** Starts the conversion of the file stored at `fileKey` (202). */
export function requestConversion(answerKey: string, fileKey: string, fileName: string): Promise<unknown> {
  return api.post(path(answerKey), { file_key: fileKey, file_name: fileName });
}

export function getConversionStatus(answerKey: string): Promise<ConversionStatus> {
  return api.get<ConversionStatus>(path(answerKey));
}

/** Deletes the converted PDF (404 when there is no document). */
export function deleteConversion(answerKey: string): Promise<unknown> {
  return api.delete(path(answerKey));
}
