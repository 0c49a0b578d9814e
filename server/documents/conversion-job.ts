/**
 * The document conversion job. Safe to run twice (a worker that died mid-job leaves it
 * to the next one): it acts only while the document still has the conversion id it was
 * queued for, and a finished conversion is left alone.
 */
import type { FastifyInstance } from 'fastify';
import { fileRules } from '../../engine/index';
import type { DocxOptions } from './convert';
import { documentMessages } from './messages';
import { PoolTaskFailed } from './pool';
import type { TaskResult } from './tasks';

/** The job kind. */
export const CONVERT_DOCUMENT = 'convert-document';

/** What a conversion job carries. */
export interface ConversionPayload {
  userId: string;
  answerKey: string;
  conversionId: string;
}

declare module '../jobs/runner' {
  interface JobPayloads {
    [CONVERT_DOCUMENT]: ConversionPayload;
  }
}

/** Where a converted PDF is stored. */
export function convertedKey(payload: ConversionPayload): string {
  return `converted/${payload.userId}/${payload.answerKey}/${payload.conversionId}.pdf`;
}

/** Registers the conversion job kind on `app.jobs`. */
export function registerConversionJob(app: FastifyInstance, docx: DocxOptions): void {
  const at = () => app.now().toISOString();
  app.jobs.register(CONVERT_DOCUMENT, {
    async run(payload) {
      const { userId, answerKey, conversionId } = payload;
      const row = await app.repos.documents.find(userId, answerKey);
      if (!row || row.conversion_id !== conversionId) return;
      if (row.status === 'COMPLETED' || row.status === 'FAILED' || row.status === 'NOT_ANSWERED') return;
      await app.repos.documents.setConversion(userId, answerKey, conversionId, {
        status: 'IN_PROGRESS',
        updated_at: at(),
      });
      const fail = async (message: string) => {
        const current = await app.repos.documents.setConversion(userId, answerKey, conversionId, {
          status: 'FAILED',
          message,
          updated_at: at(),
        });
        // The upload is of no further use; the row keeps the message for the applicant.
        if (current) await app.storage.delete(row.file_key);
      };
      const bytes = await app.storage.get(row.file_key);
      if (!bytes) return fail(documentMessages.notUploaded);
      // In a worker process, bounded in memory and time: a file that would take either
      // (a decompression bomb) ends FAILED, and no other request waits on it.
      let result: TaskResult;
      try {
        const { maxPages } = fileRules(app.engine.catalogue);
        result = await app.documentPool.convert(bytes, row.file_name, docx.soffice, maxPages);
      } catch (error) {
        if (!(error instanceof PoolTaskFailed)) throw error;
        app.log.warn({ err: error, answerKey }, 'document conversion stopped: out of time or memory');
        return fail(documentMessages.conversionFailed);
      }
      if ('problem' in result) {
        app.log.info({ answerKey, reason: result.problem }, 'document refused');
        return fail(result.problem);
      }
      if (result.fallback) {
        app.log.warn({ reason: result.fallback }, 'LibreOffice failed; used the built-in conversion');
      }
      const { pdf } = result;
      const key = convertedKey(payload);
      await app.storage.put(key, pdf, 'application/pdf');
      const current = await app.repos.documents.setConversion(userId, answerKey, conversionId, {
        status: 'COMPLETED',
        message: null,
        pdf_key: key,
        updated_at: at(),
      });
      // Replaced or deleted while converting: the PDF belongs to nothing.
      if (!current) await app.storage.delete(key);
    },
    async giveUp({ userId, answerKey, conversionId }) {
      await app.repos.documents.setConversion(userId, answerKey, conversionId, {
        status: 'FAILED',
        message: documentMessages.conversionFailed,
        updated_at: at(),
      });
    },
  });
}
