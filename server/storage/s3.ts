/**
 * The scale-out driver: an S3 (or S3-compatible) bucket, with real presigned POSTs from
 * the AWS SDK. The policy binds the exact key and the size range, as the local driver's.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { StorageConfig } from '../config';
import type { PresignedUpload, Storage, StoredObject, UploadGrant } from './types';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

function notFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The S3 driver over the configured bucket. */
export function s3Storage(config: S3Config): Storage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    client,
    async presignUpload(grant: UploadGrant, now: Date): Promise<PresignedUpload> {
      const Expires = Math.max(1, Math.round((grant.expiresAt.getTime() - now.getTime()) / 1000));
      return createPresignedPost(client, {
        Bucket,
        Key: grant.key,
        Conditions: [
          ['eq', '$key', grant.key],
          ['content-length-range', 0, grant.maxBytes],
        ],
        Expires,
      });
    },
    async get(key) {
      try {
        const output = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await output.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : undefined;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        const output = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return output.ContentLength;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async purgeTemporary() {
      return 0;
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        const objects: StoredObject[] = (page.Contents ?? []).flatMap((item) =>
          item.Key && item.LastModified ? [{ key: item.Key, modifiedAt: item.LastModified }] : [],
        );
        if (objects.length > 0) yield objects;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
