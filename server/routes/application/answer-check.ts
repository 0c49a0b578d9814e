/**
 * What an answer object may hold, checked the one way for every writer: PUT /api/answer,
 * POST /service/tmp and `npm run prefill`. Values are strings within the stored length;
 * keys are the catalogue's (unknown ones are named).
 */
import type { ApplicationCatalogue } from './catalogue';

/** How many refused keys a message names at most, each cut to a readable length. */
const NAMED_KEYS = 10;
const NAMED_KEY_LENGTH = 64;

/** "The answers 'a', 'b' are not questions of this application." for the refused keys. */
export function unknownKeysMessage(keys: string[]): string {
  const named = keys
    .slice(0, NAMED_KEYS)
    .map((key) => `'${key.length > NAMED_KEY_LENGTH ? `${key.slice(0, NAMED_KEY_LENGTH)}…` : key}'`);
  const more = keys.length > NAMED_KEYS ? ` and ${keys.length - NAMED_KEYS} more` : '';
  const subject = keys.length === 1 ? 'The answer key' : 'The answer keys';
  const verb = keys.length === 1 ? 'is not a question' : 'are not questions';
  return `${subject} ${named.join(', ')}${more} ${verb} of this application; nothing was saved.`;
}

/** The keys of an answer object that the catalogue does not know. */
export function unknownAnswerKeys(
  catalogue: ApplicationCatalogue,
  answer: Record<string, unknown>,
): string[] {
  return Object.keys(answer).filter((key) => !catalogue.answerKeys.has(key));
}

/**
 * Why an answer object cannot be stored, or undefined when it can: for writers whose
 * input no route schema has checked yet (the prefill CLI reads a file), the shape and
 * sizes the body schema of PUT /api/answer enforces, then the catalogue's keys.
 */
export function answerProblem(catalogue: ApplicationCatalogue, answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    return 'The answers must be a JSON object of question keys to strings.';
  }
  const entries = Object.entries(answer);
  if (entries.length === 0) return 'The answers hold no key: there is nothing to prefill.';
  for (const [key, value] of entries) {
    if (typeof value !== 'string') return `The answer '${key}' must be a string.`;
    if (value.length > catalogue.answerMaxLength) {
      return `The answer '${key}' must be at most ${catalogue.answerMaxLength} characters.`;
    }
  }
  const unknown = unknownAnswerKeys(catalogue, answer as Record<string, unknown>);
  return unknown.length > 0 ? unknownKeysMessage(unknown) : undefined;
}
