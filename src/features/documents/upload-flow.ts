/**
 * The upload flow of SPEC 4, free of React so it is tested step by step: save the
 * answers and request the presigned URL in parallel, post the file to it, request the
 * conversion, then poll its status every 2000 ms (SPEC 9) until it settles. The polling
 * alone (pollConversion) also resumes a conversion still running after a reload.
 */

import type { PdfStatus } from '../../../engine/contract';
import { GENERIC_ERROR_MESSAGE, isTransient } from '../../lib/errors';
import { getConversionStatus, requestConversion } from './api/conversion';
import { postToPresignedUrl, requestPresignedUrl } from './api/presigned-upload';

/** SPEC 9: document conversion polling. */
export const CONVERSION_POLL_MS = 2000;
/**
 * Checks in a row that may fail for the network or the server before the upload counts as
 * failed: a minute of polls. One dropped check is not a failed conversion (SPEC 4 clears the
 * answer on a failure), and the server keeps converting meanwhile.
 */
export const CONVERSION_POLL_RETRIES = 30;

/** A step of the flow failed; the message is for the applicant (SPEC 4: 'error set from message or generic'). */
export class UploadError extends Error {
  constructor(message: string) {
    super(message || GENERIC_ERROR_MESSAGE);
    this.name = 'UploadError';
  }
}

/** The conversion itself ended FAILED (not a call that broke): the server's message, or the generic one. */
export class ConversionFailedError extends UploadError {
  constructor(message: string | null | undefined) {
    super(message ?? GENERIC_ERROR_MESSAGE);
    this.name = 'ConversionFailedError';
  }
}

export interface UploadSteps {
  /** Saves the changed answers; false when the save failed. */
  save: () => Promise<boolean>;
  /** Waits between polls (a test passes a fake). */
  sleep?: (ms: number) => Promise<void>;
  /** Stops polling (the applicant left, or deleted the conversion meanwhile). */
  cancelled?: () => boolean;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Statuses after which SPEC 4 polls again. */
export function isPending(status: PdfStatus): boolean {
  return status === 'UNPROCESSED' || status === 'IN_PROGRESS';
}

/**
 * Uploads `file` for question `answerKey` and waits for its conversion. Resolves with
 * COMPLETED (the caller marks the answer 'ANSWERED') or NOT_ANSWERED (the conversion
 * was deleted meanwhile: nothing to mark); rejects with the server's error, or an
 * UploadError carrying a FAILED conversion's message.
 */
export async function uploadDocument(
  answerKey: string,
  file: File,
  { save, sleep = sleepFor, cancelled = () => false }: UploadSteps,
): Promise<'COMPLETED' | 'NOT_ANSWERED'> {
  const [saved, upload] = await Promise.all([save(), requestPresignedUrl(answerKey)]);
  if (!saved) throw new UploadError(GENERIC_ERROR_MESSAGE);
  await postToPresignedUrl(upload, file);
  const fileKey = upload.fields.key;
  if (!fileKey) throw new UploadError(GENERIC_ERROR_MESSAGE);
  await requestConversion(answerKey, fileKey, file.name);
  return pollConversion(answerKey, { sleep, cancelled });
}

export interface PollSteps extends Omit<UploadSteps, 'save'> {
  /** Called once, before the first wait: the conversion is still running. */
  onPending?: () => void;
}

/**
 * Polls the conversion of `answerKey` every 2000 ms while UNPROCESSED or IN_PROGRESS
 * (after an upload, or resumed after a reload). Resolves with COMPLETED or NOT_ANSWERED;
 * rejects with a ConversionFailedError carrying a FAILED conversion's message (or the
 * generic one), or an UploadError for a status it does not know.
 */
export async function pollConversion(
  answerKey: string,
  { sleep = sleepFor, cancelled = () => false, onPending }: PollSteps = {},
): Promise<'COMPLETED' | 'NOT_ANSWERED'> {
  let waited = false;
  let failures = 0;
  for (;;) {
    let checked: Awaited<ReturnType<typeof getConversionStatus>>;
    try {
      checked = await getConversionStatus(answerKey);
      failures = 0;
    } catch (error) {
      failures += 1;
      if (!isTransient(error) || failures > CONVERSION_POLL_RETRIES) throw error;
      await sleep(CONVERSION_POLL_MS);
      if (cancelled()) return 'NOT_ANSWERED';
      continue;
    }
    const { status, message } = checked;
    if (status === 'COMPLETED' || status === 'NOT_ANSWERED') return status;
    if (status === 'FAILED') throw new ConversionFailedError(message);
    if (!isPending(status)) throw new UploadError(GENERIC_ERROR_MESSAGE);
    if (!waited) onPending?.();
    waited = true;
    await sleep(CONVERSION_POLL_MS);
    if (cancelled()) return 'NOT_ANSWERED';
  }
}
