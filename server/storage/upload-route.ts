/**
 * POST /uploads: the local driver's stand-in for S3's POST Object. The policy is checked
 * before a byte of the file is kept; the file streams to a temporary file, counted, and
 * is moved into place only when complete, within the signed size range, and when its
 * key holds no object yet. Answers like S3: 204 with no body, or an XML <Error>; the one
 * refusal S3 does not make (a key written already) is JSON `{message}`.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messageBody } from '../../engine/contract';
import { messages } from '../messages';
import { LOCAL_BUCKET, type LocalStorage, ObjectExists } from './local';
import { checkSize, errorXml, isRejection, type PolicyRejection, verifyPostPolicy } from './policy';
import { isSafeKey } from './types';

/** An S3 error document, as S3 answers a refused POST (the client never parses it). */
const s3Error = {
  type: 'string',
  contentMediaType: 'application/xml',
  description: 'An S3 error document: <Error><Code>…</Code><Message>…</Message>…</Error>.',
} as const;

/** S3's XML for what the policy refuses; JSON `{message}` for what the app refuses before the route. */
const refusal = (description: string) =>
  ({
    description,
    content: { 'application/xml': { schema: s3Error }, 'application/json': { schema: messageBody } },
  }) as const;

/**
 * The route's answers, as S3 gives them for a presigned POST: 204 and no body when
 * stored, S3's XML errors otherwise. The JSON refusals of every route (a bad URL, a
 * cross-site post, a body too large or not form data, a fault) are `{message}`.
 */
const uploadSchema = {
  summary: 'The local storage driver’s S3-style upload (no session: the signed policy is the permission)',
  description:
    'A multipart/form-data body: the fields POST /api/presigned-url gave (key, policy, signature…), then the file, at most 1 MB.',
  response: {
    204: { description: 'Stored under the policy’s key.', type: 'null' },
    400: refusal(
      'XML: InvalidArgument, InvalidPolicyDocument, MalformedPOSTRequest, EntityTooLarge, EntityTooSmall; JSON: a bad URL or a character that cannot be stored.',
    ),
    403: refusal(
      'XML: AccessDenied or SignatureDoesNotMatch (a policy expired, forged or broken); JSON: a cross-site post.',
    ),
    409: {
      description: `JSON: the key holds an upload already (a policy posted again): "${messages.uploadExists}"`,
      content: { 'application/json': { schema: messageBody } },
    },
  },
} as const;

/** The largest file any local policy allows, plus one byte to tell "too large" apart. */
const HARD_LIMIT = 1024 * 1024 + 1;

/** S3's answer to a body that is not well-formed multipart/form-data. */
const MALFORMED: PolicyRejection = {
  status: 400,
  code: 'MalformedPOSTRequest',
  message: 'The body of your POST request is not well-formed multipart/form-data.',
};

/** An error of the server's own files (a system call failed), not of what the client sent. */
function isStorageFault(error: unknown): boolean {
  return error instanceof Error && 'syscall' in error;
}

function refuse(reply: FastifyReply, rejection: PolicyRejection) {
  return reply.code(rejection.status).type('application/xml').send(errorXml(rejection));
}

/** Streams the file to `path`; returns its size and whether it went past the hard limit. */
async function receive(file: NodeJS.ReadableStream & { truncated?: boolean }, path: string) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(file, counter, createWriteStream(path, { mode: 0o600 }));
  return { size, truncated: file.truncated === true };
}

/** Registers POST /uploads for the local driver (no session: the signed policy is the permission). */
export async function uploadRoutes(app: FastifyInstance, { storage }: { storage: LocalStorage }) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: HARD_LIMIT, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 22 },
  });
  const secretOf = (id: string) =>
    id === storage.signer.accessKeyId ? storage.signer.secretAccessKey : undefined;

  app.post('/uploads', { schema: uploadSchema }, async (request, reply) => {
    if (!request.isMultipart()) {
      return refuse(reply, {
        status: 400,
        code: 'InvalidArgument',
        message: 'Bucket POST must be of the enclosure-type multipart/form-data',
      });
    }
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        // As S3: the file is the last part; its policy is judged on the fields before it.
        const verdict = verifyPostPolicy(fields, { bucket: LOCAL_BUCKET, now: app.now(), secretOf });
        if (isRejection(verdict) || !isSafeKey(verdict.key)) {
          part.file.resume();
          const rejection = isRejection(verdict)
            ? verdict
            : { status: 400, code: 'InvalidArgument', message: 'The key is not valid.' };
          request.log.info({ code: rejection.code }, 'upload refused');
          return refuse(reply, rejection);
        }
        const temporary = storage.temporaryPath();
        try {
          const { size, truncated } = await receive(part.file, temporary);
          const sizeProblem = checkSize(truncated ? Number.MAX_SAFE_INTEGER : size, verdict);
          if (sizeProblem) {
            request.log.info({ code: sizeProblem.code }, 'upload refused');
            return refuse(reply, sizeProblem);
          }
          await storage.adopt(temporary, verdict.key);
        } catch (error) {
          // Stored once, never replaced: what was checked and converted stays what staff read.
          if (!(error instanceof ObjectExists)) throw error;
          request.log.info('upload refused: the key holds an upload already');
          return reply.code(409).send({ message: messages.uploadExists });
        } finally {
          await rm(temporary, { force: true });
        }
        request.log.info('upload stored');
        return reply.code(204).send();
      }
    } catch (error) {
      // A body the multipart parser cannot read (cut short, a bad boundary, a bad part
      // header, too many parts) is the client's; a failing disk or storage is ours.
      if (isStorageFault(error)) throw error;
      // The parser's reason, not its stack: a refusal of the client's body is no fault of ours.
      request.log.info(
        { code: (error as { code?: unknown }).code, reason: (error as Error).message },
        'upload refused: malformed multipart',
      );
      return refuse(reply, MALFORMED);
    }
    return refuse(reply, {
      status: 400,
      code: 'InvalidArgument',
      message: 'POST requires exactly one file upload per request.',
    });
  });
}
