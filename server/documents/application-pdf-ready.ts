/**
 * The application PDF of a submitted application for the export (issue 14): the stored
 * one while it is current, or else rendered now, in the document pool, by the job's own
 * code (./application-pdf-job.ts). A render the submission queued and its job has not
 * finished is rendered here too: both write the same bytes under the same key, and
 * whichever finishes first completes it. So the export never waits on the job queue and
 * never goes without a PDF.
 */
import {
  type ApplicationData,
  applicationFingerprint,
  gatherApplication,
  type PdfRendering,
  renderApplication,
  startRender,
} from './application-pdf-job';

/** Renders before giving up: a render started elsewhere at the same moment may replace one. */
const ATTEMPTS = 3;

/**
 * The storage key of the applicant's current application PDF, rendered first when there
 * is none, it failed, or what it shows changed (a document converted after submission).
 * `data` is what `gatherApplication` read, when the caller has it. Throws when no render
 * completes.
 */
export async function readyApplicationPdf(
  r: PdfRendering,
  userId: string,
  data?: ApplicationData,
): Promise<string> {
  const print = applicationFingerprint(r.partner.id, data ?? (await gatherApplication(r.repos, userId)));
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const row = await r.repos.applicationPdfs.find(userId);
    if (row?.fingerprint === print && row.status === 'COMPLETED' && row.pdf_key) return row.pdf_key;
    let renderId = row?.render_id ?? '';
    if (row?.fingerprint !== print) {
      renderId = await startRender(r.repos, userId, print, r.now().toISOString());
      // The earlier PDF showed something else: it goes, as GET /api/pdf lets it go.
      if (row?.pdf_key) await r.storage.delete(row.pdf_key);
    }
    await renderApplication(r, { userId, renderId });
  }
  throw new Error(`the application PDF of ${userId} did not render`);
}
