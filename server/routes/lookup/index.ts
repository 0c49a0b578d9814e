/**
 * GET /lookup/find (SPEC 7), public: anonymous applicants search too. With `text`, up to
 * max_results records whose name the typed words prefix, best first; with `id`, the
 * record mapped to the form keys the catalogue names. Bad input is a 4xx {message} or
 * an empty list, never a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { fillMessage } from '../../../engine/catalogue/messages';
import { lookupRecordBody, lookupResultsBody, messageReply } from '../../../engine/contract';
import { HttpError } from '../../http-error';
import { refusalTexts } from '../../messages';
import { isLookupCategory, LOOKUP_CATEGORIES } from './categories';
import { formFields } from './mapping';
import { MAX_ID_LENGTH } from './records';
import { seedLookups } from './seed';

/** Results when max_results is absent (SPEC 9) and the most a request gets. */
export const DEFAULT_RESULTS = 5;
export const MAX_RESULTS = 20;
/** The longest text searched; a school name is far shorter. */
export const MAX_TEXT_LENGTH = 200;

export const lookupMessages = {
  ...refusalTexts.lookup,
  category: fillMessage(refusalTexts.lookup.category, { categories: LOOKUP_CATEGORIES.join(', ') }),
  maxResults: fillMessage(refusalTexts.lookup.maxResults, { max: MAX_RESULTS }),
} as const;

const querystring = {
  type: 'object',
  required: ['category'],
  properties: {
    category: { type: 'string', maxLength: 64 },
    text: { type: 'string', maxLength: MAX_TEXT_LENGTH },
    id: { type: 'string', maxLength: MAX_ID_LENGTH },
    max_results: { type: 'string', maxLength: 8 },
  },
} as const;

const findSchema = {
  summary: 'Searches schools or addresses (with text), or reads one record mapped to form keys (with id)',
  querystring,
  response: {
    200: {
      description:
        'With text: the matching records, best first (an empty list when none). With id: the record.',
      anyOf: [lookupResultsBody, lookupRecordBody],
    },
    400: messageReply(
      `A bad parameter: "${lookupMessages.category}" / "${lookupMessages.textOrId}" / "${lookupMessages.maxResults}"`,
    ),
    404: messageReply(`With id: "${lookupMessages.notFound}"`),
  },
} as const;

interface FindQuery {
  category: string;
  text?: string;
  id?: string;
  max_results?: string;
}

/** max_results as a number: default 5, above 20 served as 20. */
function resultLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_RESULTS;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new HttpError(400, lookupMessages.maxResults);
  return Math.min(Number(raw), MAX_RESULTS);
}

/** Registers GET /find and seeds the partner's empty categories; mount with prefix '/lookup'. */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.repos.lookup;
  const { catalogue } = app.engine;
  const seeded = await seedLookups(repository, catalogue, app.config.partnersDir, app.config.partner);
  if (seeded.length > 0) app.log.info({ categories: seeded }, 'lookup: demo data loaded');

  app.get<{ Querystring: FindQuery }>('/find', { schema: findSchema }, async (request) => {
    const { category, text, id } = request.query;
    if (!isLookupCategory(category)) throw new HttpError(400, lookupMessages.category);
    if (id !== undefined && id !== '') {
      // Ids are printable; a control character (PostgreSQL refuses NUL) cannot match one.
      const record = /\p{Cc}/u.test(id) ? undefined : await repository.find(category, id);
      if (!record) throw new HttpError(404, lookupMessages.notFound);
      return formFields(catalogue, category, id, record);
    }
    if (text === undefined) throw new HttpError(400, lookupMessages.textOrId);
    return repository.search(category, text, resultLimit(request.query.max_results));
  });
}
