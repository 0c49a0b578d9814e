/**
 * GET /api/pdf (SPEC 7, 9): the application PDF, rendered as a job. The first call (and
 * any after the answers or documents changed) queues a render and answers UNPROCESSED
 * (the submission queues one too, so a submitted application's is usually ready);
 * polls then see IN_PROGRESS and finally COMPLETED with a url that serves the PDF to its
 * owner only (GET /api/pdf/application/{render}).
 */
import type { FastifyInstance } from 'fastify';
import type { ApplicationPdf } from '../../../engine/contract';
import {
  applicationFingerprint,
  applicationTitle,
  gatherApplication,
  registerApplicationPdfJob,
  startRender,
} from '../../documents/application-pdf-job';
import { documentMessages } from '../../documents/messages';
import { HttpError } from '../../http-error';
import { applicantId } from '../application/change';
import { applicationPdfFileSchema, applicationPdfSchema } from '../documents/schemas';

/** A failed render is tried again by a poll this long after it failed. */
const RETRY_FAILED_MS = 60_000;

/** Registers the PDF calls and the render job; mount with prefix '/api'. */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  const title = applicationTitle(app.partner);
  const pdfs = app.repos.applicationPdfs;
  registerApplicationPdfJob(app);

  app.get('/pdf', { schema: applicationPdfSchema }, async (request): Promise<ApplicationPdf> => {
    const userId = applicantId(request);
    const print = applicationFingerprint(app.config.partner, await gatherApplication(app.repos, userId));
    const row = await pdfs.find(userId);
    const failedLongAgo =
      row?.status === 'FAILED' && app.now().getTime() - Date.parse(row.updated_at) >= RETRY_FAILED_MS;
    if (row && row.fingerprint === print && !failedLongAgo) {
      return {
        status: row.status,
        url: row.status === 'COMPLETED' ? `/api/pdf/application/${row.render_id}` : null,
      };
    }
    const at = app.now().toISOString();
    await app.repos.transaction((repos) => startRender(repos, userId, print, at, app.jobs));
    app.jobs.nudge();
    // The earlier PDF's url stopped working with the new render id.
    if (row?.pdf_key) await app.storage.delete(row.pdf_key);
    return { status: 'UNPROCESSED', url: null };
  });

  app.get<{ Params: { render: string } }>(
    '/pdf/application/:render',
    { schema: applicationPdfFileSchema },
    async (request, reply) => {
      const userId = applicantId(request);
      const row = await pdfs.find(userId);
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
