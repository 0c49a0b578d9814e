/**
 * Text both databases can store, checked once for every request: PostgreSQL's text
 * refuses NUL (U+0000), and neither UTF-8 nor PostgreSQL can hold an unpaired UTF-16
 * surrogate, while SQLite would store both. So a string with either, anywhere in the
 * JSON body (values and keys), the query string or the path parameters, is refused with
 * 400 before any route runs, and SQLite and PostgreSQL answer the same.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { messages } from '../messages';

/** A surrogate half without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = String.fromCharCode(0);

/** Whether the text holds a NUL or a lone surrogate. */
function unstorable(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/** Whether any string in `value` (however deeply nested, keys included) cannot be stored. */
export function hasUnstorableText(value: unknown): boolean {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (unstorable(item)) return true;
    } else if (Array.isArray(item)) {
      for (const nested of item) pending.push(nested);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) {
        if (unstorable(key)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/** Refuses a request carrying unstorable text (400, messages.unstorableText). */
export async function storableTextPlugin(app: FastifyInstance): Promise<void> {
  // Callback-style: it runs on every request, and a promise per request adds up.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      request.log.info('request refused: unstorable text');
      done(new HttpError(400, messages.unstorableText));
      return;
    }
    done();
  });
}
