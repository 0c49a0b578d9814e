/**
 * Pieces every body of the contract is made of. Each schema is a plain JSON Schema
 * object (`as const`), so the server validates and serializes with it, @fastify/swagger
 * documents it, and `FromSchema` gives the browser its type: the contract is written once
 * (docs/decisions/012).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A string-valued field. */
export const text = { type: 'string' } as const;

/** A string or null. */
export const nullableText = { type: ['string', 'null'] } as const;

/** A map of string keys to strings (answers, chosen tabs, the fields of a presigned POST). */
export const textMap = { type: 'object', additionalProperties: text } as const;

/** `{message}`: every error, and most successes, answer with one sentence to show as it is. */
export const messageBody = {
  type: 'object',
  required: ['message'],
  properties: { message: text },
  additionalProperties: false,
} as const;

/** The `{message}` body. */
export type MessageBody = FromSchema<typeof messageBody>;

/** `{message}` with a description of when it is answered (the OpenAPI response's description). */
export function messageReply<const D extends string>(description: D) {
  return { ...messageBody, description } as const;
}
