/**
 * SPEC 4 and 7: the presigned upload. POST /api/presigned-url names the question; the
 * answer is an S3-style POST policy, and the browser posts its fields and then the file
 * as multipart form data to `url` (the local driver or S3: the client cannot tell).
 */
import type { PresignedUpload } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';
import { GENERIC_ERROR_MESSAGE, ServerError } from '../../../lib/errors';

/** POST /api/presigned-url {answer_key}. */
export function requestPresignedUrl(answerKey: string): Promise<PresignedUpload> {
  return api.post<PresignedUpload>('/api/presigned-url', { answer_key: answerKey });
}

/**
 * Posts the policy's fields and then the file (S3 ignores anything after the file) to the
 * presigned url. S3 and the local driver answer 204, or an XML error the applicant
 * should not read: any failure is the generic message.
 */
export async function postToPresignedUrl(upload: PresignedUpload, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file, file.name);
  const url = new URL(upload.url, window.location.href);
  let response: Response;
  try {
    // No cookies: the signed policy is the permission, and a bucket on another origin wants none.
    response = await fetch(url, { method: 'POST', body: form, credentials: 'omit' });
  } catch (error) {
    console.error(error);
    throw new ServerError(GENERIC_ERROR_MESSAGE, 0);
  }
  if (response.ok) return;
  console.error(`POST ${url.pathname} answered ${response.status}:`, await response.text().catch(() => ''));
  throw new ServerError(GENERIC_ERROR_MESSAGE, response.status);
}
