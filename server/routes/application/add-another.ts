/** PUT and GET /api/add-another: the number of entries of each add-another group (SPEC 3, 4). */
import type { FastifyInstance } from 'fastify';
import { addAnotherCountsBody } from '../../../engine/contract';
import { entryCounts } from '../../../engine/index';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { ApplicationCatalogue } from './catalogue';
import { applicantId, changeApplication } from './change';
import { type AddAnotherInput, addAnotherBody, notInCatalogue, saved, submittedAlready } from './schemas';

/** Registers PUT and GET /add-another. Lowering a count keeps the answers of the entries hidden. */
export async function addAnotherRoutes(
  app: FastifyInstance,
  { catalogue }: { catalogue: ApplicationCatalogue },
) {
  const { catalogue: questions } = catalogue.engine;

  app.put<{ Body: AddAnotherInput }>(
    '/add-another',
    {
      schema: {
        summary: 'Sets the number of entries of an add-another group',
        body: addAnotherBody,
        response: { 200: saved(messages.addAnotherSaved), 409: submittedAlready, 422: notInCatalogue },
      },
    },
    async (request) => {
      const userId = applicantId(request);
      const { button_id, num_components: count } = request.body;
      const group = questions.groups.find((item) => item.button_id === button_id);
      if (!group) {
        const known = questions.groups.map((item) => item.button_id).join(', ');
        throw new HttpError(422, `The field 'button_id' must be one of ${known}; '${button_id}' is not.`);
      }
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > group.max) {
        throw new HttpError(
          422,
          `The field 'num_components' must be a whole number from 1 to ${group.max} for '${button_id}'.`,
        );
      }
      await changeApplication(app, userId, (repos, at) => repos.addAnother.set(userId, button_id, count, at));
      return { message: messages.addAnotherSaved };
    },
  );

  const readSchema = {
    summary: 'The number of entries of every add-another group (default 1)',
    response: { 200: { ...addAnotherCountsBody, description: 'Button id → count, for every group.' } },
  };
  app.get('/add-another', { schema: readSchema }, async (request) => {
    const stored = await app.repos.addAnother.map(applicantId(request));
    return entryCounts(questions, { addAnother: { ...stored } });
  });
}
