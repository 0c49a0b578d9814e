/**
 * One error handler: every error leaves as JSON {"message"} with the right status, bad
 * input never as a 5xx, and a 5xx is logged with its stack but answered generically.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { messages } from '../messages';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A readable sentence for the first schema violation, naming the field. */
export function validationMessage(issues: ValidationIssue[], context = 'body'): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const what = context === 'body' ? 'field' : 'parameter';
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const { params } = issue;
  if (issue.keyword === 'required') return `The ${what} '${String(params.missingProperty)}' is required.`;
  if (issue.keyword === 'additionalProperties') {
    return `The ${what} '${String(params.additionalProperty)}' is not allowed.`;
  }
  if (field === '') {
    return issue.keyword === 'type'
      ? `The request ${context} must be a JSON ${String(params.type)}.`
      : `The request ${context} ${issue.message ?? 'is not valid'}.`;
  }
  switch (issue.keyword) {
    case 'type': {
      const type = String(params.type);
      return `The ${what} '${field}' must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}.`;
    }
    case 'maxLength':
      return `The ${what} '${field}' must be at most ${String(params.limit)} characters.`;
    case 'minLength':
      return `The ${what} '${field}' must be at least ${String(params.limit)} characters.`;
    default:
      return `The ${what} '${field}' ${issue.message ?? 'is not valid'}.`;
  }
}

/** Fastify's own client errors, mapped to our texts. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.notJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
};

/** Sets the app's error handler. */
export async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (error.validation) {
      request.log.info({ code: 'validation' }, 'request refused: schema violation');
      return reply.code(400).send({ message: validationMessage(error.validation, error.validationContext) });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      request.log.info({ code: error.code }, 'request refused');
      return reply.code(known[0]).send({ message: known[1] });
    }
    const status = error.statusCode ?? 500;
    if (status === 403) {
      // Only the static files' sender raises a 403 of its own: a path it refuses to resolve
      // (`//api/profile`, a `..` part). Such a path names nothing we serve.
      request.log.info({ code: error.code }, 'request refused: path not served');
      return reply.code(404).send({ message: messages.notFound });
    }
    if (status >= 400 && status < 500) {
      // Other client errors Fastify raises (e.g. a bad URL) carry messages written for developers.
      request.log.info({ code: error.code }, 'request refused');
      return reply.code(status).send({ message: error.message || 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.unexpected });
  });
}
