/**
 * POST /api/submit: the engine validates the stored answers with the stored counts and
 * tabs, today by the app's clock; an invalid application is refused with its failures
 * by key, a valid one is marked submitted, which is final, and the render of its
 * application PDF is queued in the same transaction (the export carries it).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messageReply, submitRefusedBody, submittedBody } from '../../../engine/contract';
import { type ValidationResult, validateApplication } from '../../../engine/index';
import { applicationFingerprint, gatherApplication, startRender } from '../../documents/application-pdf-job';
import { formContext } from '../../form-context';
import { messages } from '../../messages';
import { type ApplicationCatalogue, today } from './catalogue';
import { applicantId, changeApplication, recordWebStatus } from './change';

/** A submission, with the storage key of the PDF its render replaces; or the failures. */
type Outcome = { submitted_at: string; replacedPdf: string | null } | { invalid: ValidationResult };

/** Registers POST /submit (any body is ignored). */
export async function submitRoutes(app: FastifyInstance, { catalogue }: { catalogue: ApplicationCatalogue }) {
  const { engine } = catalogue;
  const schema = {
    summary: 'Submits the application: validated on the stored answers, final once accepted',
    response: {
      200: { ...submittedBody, description: `Submitted: "${messages.submitted}"` },
      409: messageReply(`Submitted before: "${messages.applicationSubmitted}"`),
      422: submitRefusedBody,
    },
  };
  app.post('/submit', { schema }, async (request, reply) => {
    const userId = applicantId(request);
    const day = today(app.now);
    // Validation and marking happen under the applicant's lock: no answer can change between them.
    const outcome = await changeApplication(app, userId, async (repos, at): Promise<Outcome> => {
      const data = await gatherApplication(repos, userId);
      const context = formContext(engine.catalogue, data.counts, data.tabs);
      const result = validateApplication(engine, { ...data.answers }, day, context);
      if (result.missing.length > 0) return { invalid: result };
      await repos.applications.markSubmitted(userId, at);
      await recordWebStatus(repos, userId, 'submitted', at, randomUUID);
      const replaced = await repos.applicationPdfs.find(userId);
      const print = applicationFingerprint(app.config.partner, { ...data, submittedAt: at });
      await startRender(repos, userId, print, at, app.jobs);
      return { submitted_at: at, replacedPdf: replaced?.pdf_key ?? null };
    });
    if ('invalid' in outcome) {
      const { errors, missing } = outcome.invalid;
      request.log.info({ failures: missing.length }, 'submit refused: the application is not valid');
      return reply.code(422).send({ message: messages.submitInvalid, errors, missing });
    }
    app.jobs.nudge();
    // The PDF rendered before the submission is neither dated nor marked by it. The
    // submission stands whatever happens here: an object left behind is the sweep's.
    if (outcome.replacedPdf) {
      await app.storage
        .delete(outcome.replacedPdf)
        .catch((error) => request.log.warn({ err: error }, 'the replaced application PDF was not deleted'));
    }
    request.log.info('application submitted');
    return { message: messages.submitted, submitted_at: outcome.submitted_at };
  });
}
