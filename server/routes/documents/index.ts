/**
 * The document calls under /api (SPEC 7): presigned uploads, conversions to PDF and the
 * stored documents. An applicant reaches only their own: upload keys carry the applicant
 * and the question, and a key of anyone else's answers 404 and changes nothing. Every
 * change runs under the application's lock and is refused (409) once it was submitted.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkFile, fileRules } from '../../../engine/index';
import { CONVERT_DOCUMENT, registerConversionJob } from '../../documents/conversion-job';
import { findSoffice } from '../../documents/libreoffice';
import { documentMessages } from '../../documents/messages';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { DocumentRow } from '../../repositories/documents';
import { applicantId, changeApplication } from '../application/change';
import { isUploadKey, keptUploadKey, newUploadKey } from './keys';
import {
  conversionDeleteSchema,
  conversionStatusSchema,
  convertSchema,
  documentDeleteSchema,
  documentsSchema,
  presignSchema,
} from './schemas';
import { documentAnswers, fileQuestionKeys } from './shared';

/** How long a presigned upload stays valid. */
export const UPLOAD_EXPIRY_MS = 5 * 60 * 1000;

/** The docx conversion the configuration asks for; LibreOffice must exist when required. */
function docxOptions(app: FastifyInstance) {
  const wanted = app.config.docxConverter;
  const soffice = wanted === 'builtin' ? undefined : findSoffice();
  if (wanted === 'libreoffice' && !soffice) {
    throw new Error(
      'DOCX_CONVERTER=libreoffice, but soffice was not found on PATH (install libreoffice-writer-nogui).',
    );
  }
  app.log.info({ docx: soffice ? 'libreoffice' : 'builtin' }, 'docx conversion');
  return { soffice };
}

/** Registers the document calls; mount with prefix '/api'. */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const engine = app.engine;
  const fileKeys = fileQuestionKeys(engine.catalogue);
  const rules = fileRules(engine.catalogue);
  registerConversionJob(app, docxOptions(app));

  /** The question key of the path, 404 unless it is a file-upload question. */
  const questionOf = (key: string) => {
    if (!fileKeys.has(key)) throw new HttpError(404, documentMessages.notFileQuestion);
    return key;
  };

  app.post<{ Body: { answer_key: string } }>('/presigned-url', { schema: presignSchema }, async (request) => {
    const userId = applicantId(request);
    const answerKey = request.body.answer_key;
    if (!fileKeys.has(answerKey)) throw new HttpError(400, documentMessages.notFileQuestion);
    // A read is enough here: the conversion request that follows takes the lock.
    if ((await app.repos.applications.submittedAt(userId)) !== null) {
      throw new HttpError(409, messages.applicationSubmitted);
    }
    const now = app.now();
    return app.storage.presignUpload(
      {
        key: newUploadKey(userId, answerKey),
        maxBytes: rules.maxBytes,
        expiresAt: new Date(now.getTime() + UPLOAD_EXPIRY_MS),
      },
      now,
    );
  });

  app.post<{ Params: { key: string }; Body: { file_key: string; file_name: string } }>(
    '/pdf/document-answer/:key',
    { schema: convertSchema },
    async (request, reply) => {
      const userId = applicantId(request);
      const answerKey = questionOf(request.params.key);
      const { file_key: fileKey, file_name: fileName } = request.body;
      // Only a key this applicant was given for this question; anything else is not theirs to name.
      if (!isUploadKey(fileKey, userId, answerKey)) throw new HttpError(404, messages.notFound);
      // Read first as presign does (the change below checks again under the lock): once
      // submitted, the upload was copied away long ago and 404 would misname the refusal.
      if ((await app.repos.applications.submittedAt(userId)) !== null) {
        throw new HttpError(409, messages.applicationSubmitted);
      }
      const bytes = await app.storage.get(fileKey);
      if (bytes === undefined) throw new HttpError(404, documentMessages.notUploaded);
      const problems = checkFile(engine.catalogue, { name: fileName, size: bytes.length });
      const conversionId = randomUUID();
      // The upload key can be posted again while its policy is valid: from here on the server
      // reads only its own copy, whose key no policy names (./keys.ts).
      const kept = keptUploadKey(userId, answerKey, conversionId);
      if (problems.length === 0) await app.storage.put(kept, bytes, 'application/octet-stream');
      const at = app.now().toISOString();
      const row: DocumentRow = {
        user_id: userId,
        answer_key: answerKey,
        file_key: kept,
        file_name: fileName,
        file_size: bytes.length,
        conversion_id: conversionId,
        status: problems.length > 0 ? 'FAILED' : 'UNPROCESSED',
        message: problems[0] ?? null,
        pdf_key: null,
        created_at: at,
        updated_at: at,
      };
      let previous: DocumentRow | undefined;
      try {
        previous = await changeApplication(app, userId, async (repos) => {
          const earlier = await repos.documents.find(userId, answerKey);
          await repos.documents.upsert(row);
          if (problems.length === 0) {
            await app.jobs.enqueue(CONVERT_DOCUMENT, { userId, answerKey, conversionId }, repos);
          }
          return earlier;
        });
      } catch (error) {
        // Refused (submitted): the copy belongs to nothing; the upload stays as it was.
        await app.storage.delete(kept);
        throw error;
      }
      app.jobs.nudge();
      await removeObjects(app, previous, kept);
      await app.storage.delete(fileKey);
      return reply.code(202).send({ message: documentMessages.conversionStarted });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/pdf/document-answer/:key',
    { schema: conversionStatusSchema },
    async (request) => {
      const userId = applicantId(request);
      const row = await app.repos.documents.find(userId, questionOf(request.params.key));
      return { status: row?.status ?? 'NOT_ANSWERED', message: row?.message ?? null };
    },
  );

  app.delete<{ Params: { key: string } }>(
    '/pdf/document-answer/:key',
    { schema: conversionDeleteSchema },
    async (request) => {
      const userId = applicantId(request);
      const answerKey = questionOf(request.params.key);
      const pdfKey = await changeApplication(app, userId, async (repos) => {
        const row = await repos.documents.find(userId, answerKey);
        if (!row) throw new HttpError(404, documentMessages.noDocument);
        // A new conversion id: a job still running for the old one changes nothing.
        await repos.documents.upsert({
          ...row,
          conversion_id: randomUUID(),
          status: 'NOT_ANSWERED',
          message: null,
          pdf_key: null,
          updated_at: app.now().toISOString(),
        });
        return row.pdf_key;
      });
      if (pdfKey) await app.storage.delete(pdfKey);
      return { message: documentMessages.conversionDeleted };
    },
  );

  app.get('/document-answer', { schema: documentsSchema }, async (request) =>
    documentAnswers(app, applicantId(request)),
  );

  app.delete<{ Params: { key: string } }>(
    '/document-answer/:key',
    { schema: documentDeleteSchema },
    async (request) => {
      const userId = applicantId(request);
      const answerKey = questionOf(request.params.key);
      const row = await changeApplication(app, userId, async (repos) => {
        const found = await repos.documents.find(userId, answerKey);
        if (!found) throw new HttpError(404, documentMessages.noDocument);
        await repos.documents.delete(userId, answerKey);
        return found;
      });
      await removeObjects(app, row);
      return { message: documentMessages.documentDeleted };
    },
  );
}

/** Deletes a replaced or deleted document's objects (never `keep`, the new document's). */
async function removeObjects(
  app: FastifyInstance,
  row: DocumentRow | undefined,
  keep?: string,
): Promise<void> {
  if (!row) return;
  if (row.file_key !== keep) await app.storage.delete(row.file_key);
  if (row.pdf_key) await app.storage.delete(row.pdf_key);
}
