/**
 * GET /service/applications?since=&format= (issue 14), behind a staff key: every
 * submitted application, streamed as JSON Lines (default) or CSV; and the files the
 * export links to: an application's documents and its PDF (rendered first when it was not).
 */
import { fullFormats } from 'ajv-formats/dist/formats';
import type { FastifyInstance } from 'fastify';
import { messageReply } from '../../../engine/contract';
import { appRendering } from '../../documents/application-pdf-job';
import { readyApplicationPdf } from '../../documents/application-pdf-ready';
import { submittedApplications } from '../../export/applications';
import { EXPORT_FORMATS, EXPORT_TYPES, type ExportFormat, exportStream } from '../../export/format';
import { HttpError } from '../../http-error';
import { refusalTexts } from '../../messages';
import { staffKeyCheck, staffKeyRefused, staffKeySecurity } from './staff-key';

/** The texts of the export's refusals. */
export const exportMessages = refusalTexts.export;

/** RFC 3339's full-date and date-time (a time needs its zone), as ajv-formats checks them. */
const sinceForms = [fullFormats.date, fullFormats['date-time']] as unknown as {
  validate: (text: string) => boolean;
}[];

/**
 * `since` as the stored ISO form, '' for none, or undefined when it is not a date: a calendar
 * day (2026-11-01, read as UTC) or a time with its zone (2026-11-01T09:00:00Z). A day the month
 * lacks is refused, not rolled into the next month; a leap second, which JavaScript's time
 * cannot hold, is refused too.
 */
export function parseSince(since: string | undefined): string | undefined {
  if (since === undefined || since === '') return '';
  if (!sinceForms.some((form) => form.validate(since))) return undefined;
  const parsed = Date.parse(since);
  if (Number.isNaN(parsed)) return undefined;
  // Times are kept to the millisecond and Date.parse drops finer digits: a since between two
  // milliseconds starts at the next one, so that nothing submitted before it is exported.
  const finer = /\.\d{3}(\d+)/.exec(since)?.[1];
  const time = finer !== undefined && /[1-9]/.test(finer) ? parsed + 1 : parsed;
  // A zone may carry the last day of 9999 into a five-digit year, which the stored times
  // (compared as text) would sort before every other.
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
}

/** A file answer's Content-Disposition, its name kept in UTF-8. */
function attachment(name: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const binary = (description: string) => ({ description, type: 'string', format: 'binary' }) as const;
const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 200 }, key: { type: 'string', maxLength: 200 } },
} as const;

/** Registers the export routes; mount with prefix '/service'. */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.engine;
  const rendering = appRendering(app);
  // Before the query is validated: an anonymous caller learns nothing of the filters' shape.
  const onRequest = staffKeyCheck(app);

  app.get<{ Querystring: { since?: string; format?: ExportFormat } }>(
    '/applications',
    {
      onRequest,
      schema: {
        summary: 'Every submitted application, streamed as JSON Lines or CSV (staff key)',
        security: staffKeySecurity,
        querystring: {
          type: 'object',
          // A misspelt filter (`Since`, `fromat`) is refused, not ignored: ignored, it would
          // export every application.
          additionalProperties: false,
          properties: {
            since: {
              type: 'string',
              maxLength: 64,
              description:
                'Only applications submitted at or after this ISO 8601 day (UTC) or time with its zone',
            },
            format: { type: 'string', enum: [...EXPORT_FORMATS], description: 'jsonl (default) or csv' },
          },
        },
        response: {
          200: binary('JSON Lines (one application per line) or CSV (one column per catalogue key)'),
          400: messageReply(`"${exportMessages.since}", or the query's shape`),
          401: staffKeyRefused,
        },
      },
    },
    async (request, reply) => {
      const since = parseSince(request.query.since);
      if (since === undefined) throw new HttpError(400, exportMessages.since);
      const format = request.query.format ?? 'jsonl';
      const applications = submittedApplications(rendering, app.config.publicUrl, since);
      reply.type(EXPORT_TYPES[format]);
      return reply.send(exportStream(catalogue, applications, format));
    },
  );

  /** The applicant's id, once the application is known to be submitted. */
  const submitted = async (id: string) => {
    if ((await app.repos.applications.submittedAt(id)) === null)
      throw new HttpError(404, exportMessages.noApplication);
  };

  app.get<{ Params: { id: string; key: string } }>(
    '/applications/:id/documents/:key',
    {
      onRequest,
      schema: {
        summary: 'A document of a submitted application, as uploaded (staff key)',
        security: staffKeySecurity,
        params,
        response: {
          200: binary('The uploaded file'),
          401: staffKeyRefused,
          404: messageReply(`"${exportMessages.noApplication}" / "${exportMessages.noFile}"`),
        },
      },
    },
    async (request, reply) => {
      await submitted(request.params.id);
      const document = await app.repos.documents.find(request.params.id, request.params.key);
      const body =
        document && document.status !== 'FAILED' ? await app.storage.get(document.file_key) : undefined;
      if (!document || !body) throw new HttpError(404, exportMessages.noFile);
      reply.type('application/octet-stream').header('content-disposition', attachment(document.file_name));
      return reply.send(body);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/applications/:id/pdf',
    {
      onRequest,
      schema: {
        summary: 'The PDF of a submitted application, rendered first when it was not yet (staff key)',
        security: staffKeySecurity,
        params,
        response: {
          200: binary('The application PDF'),
          401: staffKeyRefused,
          404: messageReply(`"${exportMessages.noApplication}" / "${exportMessages.noFile}"`),
        },
      },
    },
    async (request, reply) => {
      await submitted(request.params.id);
      const body = await app.storage.get(await readyApplicationPdf(rendering, request.params.id));
      if (!body) throw new HttpError(404, exportMessages.noFile);
      reply.type('application/pdf').header('content-disposition', attachment('application.pdf'));
      return reply.send(body);
    },
  );
}
