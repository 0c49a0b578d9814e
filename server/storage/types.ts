/** The document storage every driver offers (docs/documents.md). */

import type { PresignedUpload } from '../../engine/contract';

/** A presigned upload: the browser posts `fields` plus the file as form data to `url` (SPEC 3). */
export type { PresignedUpload };

/** What a presigned upload allows. */
export interface UploadGrant {
  key: string;
  maxBytes: number;
  expiresAt: Date;
}

/** A stored object as a listing shows it. */
export interface StoredObject {
  key: string;
  /** When it was last written. */
  modifiedAt: Date;
}

/** Stored objects by key: uploads as the browser sent them, converted PDFs as the server wrote them. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** A signed, expiring POST for exactly `grant.key`, at most `grant.maxBytes` bytes. */
  presignUpload(grant: UploadGrant, now: Date): Promise<PresignedUpload>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** The object's size, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Deletes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /**
   * Removes the driver's own temporary files last written before `before` (an upload or
   * write whose process died mid-way); returns how many. S3 keeps none: uploads go
   * straight to the bucket, whole or not at all.
   */
  purgeTemporary(before: Date): Promise<number>;
  /** The objects whose keys start with `prefix` (ending in '/'), a page (up to 1000) at a time. */
  list(prefix: string): AsyncIterable<StoredObject[]>;
  close(): Promise<void>;
}

/** Whether a key is one the server would have made: no empty, dot or absolute segments. */
export function isSafeKey(key: string): boolean {
  return (
    key.length <= 512 &&
    /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}
