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

/** The URL with the values of secret query parameters replaced by "***". */
export function maskUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodeURIComponent((equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' '));
      return SECRET_PARAMS.has(name.toLowerCase()) && equals !== -1 ? `${pair.slice(0, equals)}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function safeMaskUrl(url: string): string {
  try {
    return maskUrl(url);
  } catch {
    // A malformed escape cannot be parsed, so none of its query is trusted into the log.
    return `${url.split('?')[0]}?***`;
  }
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
        url: safeMaskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    // minLength 0: nothing waits for a buffer to fill, a quiet server's lines appear at once.
    stream: stream ?? pino.destination({ dest: 1, sync: false, minLength: 0 }),
  };
}
