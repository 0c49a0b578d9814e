/**
 * Logger options for Fastify's pino: never bodies, never cookies, and the secret query
 * values (reset ids, codes, tokens) masked in every logged URL, since the reset link
 * itself (/reset?username=…&id=…) is served by this server. Lines go to stdout
 * asynchronously (docs/decisions/010): every field is kept, only the write leaves the
 * request's path; pino flushes what is pending when the process exits.
 */
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { LogLevel } from './config';

// username is personal data rather than a secret, but an e-mail address has no place in a log either.
const SECRET_PARAMS = new Set(['id', 'code', 'token', 'service_token', 'password', 'username']);

/**
 * The URL with the values of secret query parameters replaced by "***", the query read as
 * the WHATWG URL standard reads it (URLSearchParams), so that a name escaped in any way
 * (`service%5Ftoken`) is the name the server's own parser sees. A URL without a secret is
 * logged as it came.
 */
export function maskUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = new URLSearchParams(url.slice(question + 1));
  const secret = [...new Set(query.keys())].filter((name) => SECRET_PARAMS.has(name.toLowerCase()));
  if (secret.length === 0) return url;
  for (const name of secret) query.set(name, '***');
  return `${url.slice(0, question)}?${query}`;
}

/** Fastify `logger` options: level, redaction, URL masking and the destination (default: stdout, asynchronous). */
export function loggerOptions(
  level: LogLevel,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    // minLength 0: nothing waits for a buffer to fill, a quiet server's lines appear at once.
    stream: stream ?? pino.destination({ dest: 1, sync: false, minLength: 0 }),
  };
}
