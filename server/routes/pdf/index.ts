/**
 * GET /api/pdf (SPEC 7, 9): the application PDF, rendered as a job. The first call (and
 * any after the answers or documents changed) queues a render and answers UNPROCESSED;
 * polls then see IN_PROGRESS and finally COMPLETED with a url that serves the PDF to its
 * owner only (GET /api/pdf/application/{render}).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createEngine, presentAnswers } from '../../../engine/index';
import type { AttachedDocument } from '../../documents/application-pdf';
import { documentMessages } from '../../documents/messages';
import { HttpError } from '../../http-error';
import { documentsRepository } from '../../repositories/documents';
import { formContext } from '../application/catalogue';
import { applicantId } from '../application/change';

/** The job kind. */
export const RENDER_APPLICATION_PDF = 'render-application-pdf';
/** A failed render is tried again by a poll this long after it failed. */
const RETRY_FAILED_MS = 60_000;

interface RenderPayload {
  userId: string;
  renderId: string;
  /** When the render was asked for: the PDF's date until the application is submitted. */
  requestedAt?: string;
}

declare module '../../jobs/runner' {
  interface JobPayloads {
    [RENDER_APPLICATION_PDF]: RenderPayload;
  }
}

/** Registers the PDF calls and the render job; mount with prefix '/api'. */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  const engine = createEngine(app.config.partner);
  const title = typeof app.partner.application_title === 'string' ? app.partner.application_title : '';
  const repo = () => documentsRepository(app.db.kysely);

  /** Everything the PDF shows, gathered now. */
  async function gather(userId: string) {
    const [answers, counts, tabs, documents] = await Promise.all([
      app.repos.answers.map(userId),
      app.repos.addAnother.map(userId),
      app.repos.tabs.map(userId),
      repo().list(userId),
    ]);
    const completed = documents.filter((row) => row.status === 'COMPLETED' && row.pdf_key);
    return { answers, counts, tabs, completed };
  }

  function fingerprint(data: Awaited<ReturnType<typeof gather>>): string {
    const documents = data.completed.map((row) => [row.answer_key, row.conversion_id]);
    const text = JSON.stringify([app.config.partner, data.answers, data.counts, data.tabs, documents]);
    return createHash('sha256').update(text).digest('hex');
  }

  app.jobs.register(RENDER_APPLICATION_PDF, {
    async run(raw) {
      const { userId, renderId } = raw;
      const row = await repo().findPdf(userId);
      if (!row || row.render_id !== renderId || row.status === 'COMPLETED') return;
      await repo().setPdf(userId, renderId, { status: 'IN_PROGRESS', updated_at: app.now().toISOString() });
      const data = await gather(userId);
      const user = await app.repos.users.findById(userId);
      const submittedAt = await app.repos.applications.submittedAt(userId);
      const context = formContext(engine.catalogue, data.counts, data.tabs);
      const documents: AttachedDocument[] = [];
      for (const document of data.completed) {
        const pdf = await app.storage.get(document.pdf_key as string);
        if (!pdf) continue;
        const label =
          engine.catalogue.questions.get(document.answer_key)?.schema.title ?? document.answer_key;
        documents.push({ label, fileName: document.file_name, pdf });
      }
      // In a worker thread of the document pool: rendering never holds the event loop.
      const bytes = await app.documentPool.renderApplicationPdf({
        partnerName: app.partner.name,
        applicationTitle: title,
        applicant: user?.username ?? '',
        pages: presentAnswers(engine, { ...data.answers }, context),
        documents,
        generatedAt: new Date(submittedAt ?? raw.requestedAt ?? row.updated_at),
        submitted: submittedAt !== null,
      });
      const key = `pdfs/${userId}/${renderId}.pdf`;
      await app.storage.put(key, bytes, 'application/pdf');
      const current = await repo().setPdf(userId, renderId, {
        status: 'COMPLETED',
        pdf_key: key,
        updated_at: app.now().toISOString(),
      });
      if (!current) await app.storage.delete(key);
    },
    async giveUp(raw) {
      const { userId, renderId } = raw;
      await repo().setPdf(userId, renderId, { status: 'FAILED', updated_at: app.now().toISOString() });
    },
  });

  app.get('/pdf', async (request) => {
    const userId = applicantId(request);
    const print = fingerprint(await gather(userId));
    const row = await repo().findPdf(userId);
    const failedLongAgo =
      row?.status === 'FAILED' && app.now().getTime() - Date.parse(row.updated_at) >= RETRY_FAILED_MS;
    if (row && row.fingerprint === print && !failedLongAgo) {
      return {
        status: row.status,
        url: row.status === 'COMPLETED' ? `/api/pdf/application/${row.render_id}` : null,
      };
    }
    const renderId = randomUUID();
    const at = app.now().toISOString();
    await app.db.kysely.transaction().execute(async (trx) => {
      await documentsRepository(trx).upsertPdf({
        user_id: userId,
        render_id: renderId,
        fingerprint: print,
        status: 'UNPROCESSED',
        pdf_key: null,
        updated_at: at,
      });
      await app.jobs.enqueue(RENDER_APPLICATION_PDF, { userId, renderId, requestedAt: at }, trx);
    });
    app.jobs.nudge();
    // The earlier PDF's url stopped working with the new render id.
    if (row?.pdf_key) await app.storage.delete(row.pdf_key);
    return { status: 'UNPROCESSED', url: null };
  });

  app.get<{ Params: { render: string } }>(
    '/pdf/application/:render',
    { schema: { params: { type: 'object', properties: { render: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const userId = applicantId(request);
      const row = await repo().findPdf(userId);
      if (!row || row.render_id !== request.params.render || row.status !== 'COMPLETED' || !row.pdf_key) {
        throw new HttpError(404, documentMessages.pdfNotFound);
      }
      const bytes = await app.storage.get(row.pdf_key);
      if (!bytes) throw new HttpError(404, documentMessages.pdfNotFound);
      const name = `${app.partner.name} ${title}`.replace(/[^A-Za-z0-9 ._-]/g, '');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .send(bytes);
    },
  );
}
