/**
 * The upload flow of SPEC 4, free of React so it is tested step by step: save the
 * answers and request the presigned URL in parallel, post the file to it, request the
 * conversion, then poll its status every 2000 ms (SPEC 9) until it settles.
 */
import { GENERIC_ERROR_MESSAGE } from '../../lib/errors';
import { type ConversionStatus, getConversionStatus, requestConversion } from './api/conversion';
import { postToPresignedUrl, requestPresignedUrl } from './api/presigned-upload';

/** SPEC 9: document conversion polling. */
export const CONVERSION_POLL_MS = 2000;

/** A step of the flow failed; the message is for the applicant (SPEC 4: 'error set from message or generic'). */
export class UploadError extends Error {
  constructor(message: string) {
    super(message || GENERIC_ERROR_MESSAGE);
    this.name = 'UploadError';
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
export function isPending(status: ConversionStatus['status']): boolean {
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
  for (;;) {
    const { status, message } = await getConversionStatus(answerKey);
    if (status === 'COMPLETED' || status === 'NOT_ANSWERED') return status;
    if (status === 'FAILED') throw new UploadError(message ?? GENERIC_ERROR_MESSAGE);
    if (!isPending(status)) throw new UploadError(GENERIC_ERROR_MESSAGE);
    await sleep(CONVERSION_POLL_MS);
    if (cancelled()) return 'NOT_ANSWERED';
  }
}
