/**
 * The storage keys of applicants' documents. Upload keys are signed into presigned POSTs,
 * which can be posted again while valid (S3's can, and nothing stops an upload to a key
 * that was emptied): what the browser may write. What the server keeps of an upload, and
 * what staff and the conversion read, is copied to a key no policy was ever signed for.
 */
import { randomUUID } from 'node:crypto';
import { isSafeKey } from '../../storage/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const uploadPrefix = (userId: string, answerKey: string) => `documents/${userId}/${answerKey}/`;

/** A fresh key for a presigned upload: documents/<applicant>/<question>/<uuid>. */
export function newUploadKey(userId: string, answerKey: string): string {
  return `${uploadPrefix(userId, answerKey)}${randomUUID()}`;
}

/** Whether `key` has exactly the shape `newUploadKey` gives this applicant for this question. */
export function isUploadKey(key: string, userId: string, answerKey: string): boolean {
  const prefix = uploadPrefix(userId, answerKey);
  return key.startsWith(prefix) && UUID.test(key.slice(prefix.length)) && isSafeKey(key);
}

/**
 * Where the server keeps an upload once its conversion is asked for (documents.file_key):
 * beside the converted PDF, under a prefix the sweep knows (server/sweep/objects.ts) and
 * presign never signs.
 */
export function keptUploadKey(userId: string, answerKey: string, conversionId: string): string {
  return `converted/${userId}/${answerKey}/${conversionId}.upload`;
}
