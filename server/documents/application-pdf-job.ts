/**
 * The application PDF job, beside the conversion job. GET /api/pdf queues a render with a
 * fingerprint of everything the PDF shows; the job renders it in the document pool and
 * stores it. Safe to run twice: it acts only while the render is still the applicant's
 * newest, and a finished render is left alone.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Engine, presentAnswers } from '../../engine/index';
import { formContext } from '../form-context';
import type { Repositories } from '../repositories';
import type { AttachedDocument } from './application-pdf';

/** The job kind. */
export const RENDER_APPLICATION_PDF = 'render-application-pdf';

/** What a render job carries. */
export interface RenderPayload {
  userId: string;
  renderId: string;
  /** When the render was asked for: the PDF's date until the application is submitted. */
  requestedAt?: string;
}

declare module '../jobs/runner' {
  interface JobPayloads {
    [RENDER_APPLICATION_PDF]: RenderPayload;
  }
}

/** Everything the application PDF shows, read now. */
export async function gatherApplication(repos: Repositories, userId: string) {
  const [answers, counts, tabs, documents] = await Promise.all([
    repos.answers.map(userId),
    repos.addAnother.map(userId),
    repos.tabs.map(userId),
    repos.documents.list(userId),
  ]);
  const completed = documents.filter((row) => row.status === 'COMPLETED' && row.pdf_key);
  return { answers, counts, tabs, completed };
}

/** What the PDF shows, gathered. */
export type ApplicationData = Awaited<ReturnType<typeof gatherApplication>>;

/** A hash of what the PDF shows: when it changes, the PDF is rendered again. */
export function applicationFingerprint(partnerId: string, data: ApplicationData): string {
  const documents = data.completed.map((row) => [row.answer_key, row.conversion_id]);
  const text = JSON.stringify([partnerId, data.answers, data.counts, data.tabs, documents]);
  return createHash('sha256').update(text).digest('hex');
}

/** Registers the render job on `app.jobs`; `title` is the partner's application title. */
export function registerApplicationPdfJob(app: FastifyInstance, engine: Engine, title: string): void {
  const pdfs = app.repos.applicationPdfs;
  app.jobs.register(RENDER_APPLICATION_PDF, {
    async run({ userId, renderId, requestedAt }) {
      const row = await pdfs.find(userId);
      if (!row || row.render_id !== renderId || row.status === 'COMPLETED') return;
      await pdfs.setRender(userId, renderId, { status: 'IN_PROGRESS', updated_at: app.now().toISOString() });
      const data = await gatherApplication(app.repos, userId);
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
        ...(app.partnerLogo
          ? { logo: { contentType: app.partnerLogo.contentType, bytes: app.partnerLogo.bytes } }
          : {}),
        applicationTitle: title,
        applicant: user?.username ?? '',
        pages: presentAnswers(engine, { ...data.answers }, context),
        documents,
        // Dated by the submission (or the request before it), never the clock: every
        // process renders the same bytes for the same application.
        generatedAt: new Date(submittedAt ?? requestedAt ?? row.updated_at),
        submitted: submittedAt !== null,
      });
      const key = `pdfs/${userId}/${renderId}.pdf`;
      await app.storage.put(key, bytes, 'application/pdf');
      const current = await pdfs.setRender(userId, renderId, {
        status: 'COMPLETED',
        pdf_key: key,
        updated_at: app.now().toISOString(),
      });
      // A newer render replaced this one meanwhile: the PDF belongs to nothing.
      if (!current) await app.storage.delete(key);
    },
    async giveUp({ userId, renderId }) {
      await pdfs.setRender(userId, renderId, { status: 'FAILED', updated_at: app.now().toISOString() });
    },
  });
}
