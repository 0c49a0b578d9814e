/**
 * The application PDF job, beside the conversion job. GET /api/pdf and POST /api/submit
 * queue a render with a fingerprint of everything the PDF shows; the job renders it in the
 * document pool and stores it. Safe to run twice, and beside the export's own render of
 * the same id (./application-pdf-ready.ts): it acts only while the render is still the
 * applicant's newest, a finished render is left alone, and every run of one render writes
 * the same bytes to the same key.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Engine, presentAnswers } from '../../engine/index';
import { formContext } from '../form-context';
import type { JobRunner } from '../jobs/runner';
import type { PartnerSettings } from '../partner';
import type { PartnerLogo } from '../partner-logo';
import type { Repositories } from '../repositories';
import type { Storage } from '../storage/types';
import type { AttachedDocument } from './application-pdf';
import type { DocumentPool } from './pool';

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

/** What rendering an application PDF needs: the server's parts, or a CLI's own. */
export interface PdfRendering {
  repos: Repositories;
  storage: Storage;
  pool: Pick<DocumentPool, 'renderApplicationPdf'>;
  engine: Engine;
  partner: { id: string; settings: PartnerSettings; logo: PartnerLogo | null };
  now: () => Date;
}

/** The application title of partner.json ('' without one). */
export function applicationTitle(settings: PartnerSettings): string {
  return typeof settings.application_title === 'string' ? settings.application_title : '';
}

/** The app's parts that render application PDFs. */
export function appRendering(app: FastifyInstance): PdfRendering {
  return {
    repos: app.repos,
    storage: app.storage,
    pool: app.documentPool,
    engine: app.engine,
    partner: { id: app.config.partner, settings: app.partner, logo: app.partnerLogo },
    now: app.now,
  };
}

/** Everything the application PDF shows, read now (through `repos`, a transaction's or not). */
export async function gatherApplication(repos: Repositories, userId: string) {
  const [answers, counts, tabs, documents, submittedAt] = await Promise.all([
    repos.answers.map(userId),
    repos.addAnother.map(userId),
    repos.tabs.map(userId),
    repos.documents.list(userId),
    repos.applications.submittedAt(userId),
  ]);
  const completed = documents.filter((row) => row.status === 'COMPLETED' && row.pdf_key);
  return { answers, counts, tabs, documents, completed, submittedAt };
}

/** What the PDF shows, gathered. */
export type ApplicationData = Awaited<ReturnType<typeof gatherApplication>>;

/**
 * A hash of what the PDF shows: when it changes, the PDF is rendered again. The
 * submission is part of it, since a submitted PDF is dated and marked by it.
 */
export function applicationFingerprint(partnerId: string, data: ApplicationData): string {
  const documents = data.completed.map((row) => [row.answer_key, row.conversion_id]);
  const text = JSON.stringify([partnerId, data.answers, data.counts, data.tabs, documents, data.submittedAt]);
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Starts a new render of the applicant's PDF through `repos` (a transaction's): its row,
 * replacing the one before, and its job when `jobs` is given (call `jobs.nudge()` once the
 * transaction commits). Returns the render's id.
 */
export async function startRender(
  repos: Repositories,
  userId: string,
  fingerprint: string,
  at: string,
  jobs?: Pick<JobRunner, 'enqueue'>,
): Promise<string> {
  const renderId = randomUUID();
  await repos.applicationPdfs.upsert({
    user_id: userId,
    render_id: renderId,
    fingerprint,
    status: 'UNPROCESSED',
    pdf_key: null,
    updated_at: at,
  });
  if (jobs) await jobs.enqueue(RENDER_APPLICATION_PDF, { userId, renderId, requestedAt: at }, repos);
  return renderId;
}

/** The converted documents the PDF attaches, each under its question's label. */
async function attachedDocuments(r: PdfRendering, data: ApplicationData): Promise<AttachedDocument[]> {
  const documents: AttachedDocument[] = [];
  for (const document of data.completed) {
    const pdf = await r.storage.get(document.pdf_key as string);
    if (!pdf) continue;
    const label = r.engine.catalogue.questions.get(document.answer_key)?.schema.title ?? document.answer_key;
    documents.push({ label, fileName: document.file_name, pdf });
  }
  return documents;
}

/**
 * Renders the render `renderId` of the applicant's PDF in the document pool and stores it,
 * while it is the applicant's newest and not finished. What the job runs; the export runs
 * it too for a PDF not rendered yet.
 */
export async function renderApplication(
  r: PdfRendering,
  { userId, renderId, requestedAt }: RenderPayload,
): Promise<void> {
  const pdfs = r.repos.applicationPdfs;
  const row = await pdfs.find(userId);
  if (!row || row.render_id !== renderId || row.status === 'COMPLETED') return;
  await pdfs.setRender(userId, renderId, { status: 'IN_PROGRESS', updated_at: r.now().toISOString() });
  const data = await gatherApplication(r.repos, userId);
  const user = await r.repos.users.findById(userId);
  const { logo, settings } = r.partner;
  // In a worker process of the document pool: rendering never holds the event loop.
  const bytes = await r.pool.renderApplicationPdf({
    partnerName: settings.name,
    ...(logo ? { logo: { contentType: logo.contentType, bytes: logo.bytes } } : {}),
    applicationTitle: applicationTitle(settings),
    applicant: user?.username ?? '',
    pages: presentAnswers(
      r.engine,
      { ...data.answers },
      formContext(r.engine.catalogue, data.counts, data.tabs),
    ),
    documents: await attachedDocuments(r, data),
    // Dated by the submission (or the request before it), never the clock: every
    // process renders the same bytes for the same application.
    generatedAt: new Date(data.submittedAt ?? requestedAt ?? row.updated_at),
    submitted: data.submittedAt !== null,
  });
  const key = `pdfs/${userId}/${renderId}.pdf`;
  await r.storage.put(key, bytes, 'application/pdf');
  const current = await pdfs.setRender(userId, renderId, {
    status: 'COMPLETED',
    pdf_key: key,
    updated_at: r.now().toISOString(),
  });
  // A newer render replaced this one meanwhile: the PDF belongs to nothing.
  if (!current) await r.storage.delete(key);
}

/** Registers the render job on `app.jobs`. */
export function registerApplicationPdfJob(app: FastifyInstance): void {
  const rendering = appRendering(app);
  app.jobs.register(RENDER_APPLICATION_PDF, {
    run: (payload) => renderApplication(rendering, payload),
    async giveUp({ userId, renderId }) {
      await app.repos.applicationPdfs.setRender(userId, renderId, {
        status: 'FAILED',
        updated_at: app.now().toISOString(),
      });
    },
  });
}
