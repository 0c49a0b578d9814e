/**
 * "Either this or that" questions: a question whose requiredWhen rule only says that
 * some other questions are unanswered (phone_home is required while phone_mobile and
 * phone_international are empty) is answered by any of them. The validation summary
 * links to all of them, so the applicant can answer the one they have.
 */
import type { Catalogue } from '../catalogue/types';

/** The key of `{"notAnswered": [{"var": key}]}`, or undefined for any other rule. */
function notAnsweredKey(rule: unknown): string | undefined {
  if (typeof rule !== 'object' || rule === null) return undefined;
  const entries = Object.entries(rule);
  if (entries.length !== 1 || entries[0]?.[0] !== 'notAnswered') return undefined;
  const args = entries[0][1];
  const first = Array.isArray(args) ? args[0] : args;
  const name = typeof first === 'object' && first !== null ? (first as { var?: unknown }).var : undefined;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The questions that answer `key` as well as itself, in catalogue order: the keys its
 * requiredWhen rule requires to be unanswered, when that is all the rule says.
 * Empty for a question answered only by itself.
 */
export function alternativeKeys(catalogue: Catalogue, key: string): string[] {
  const question = catalogue.questions.get(key);
  const page = catalogue.pages.find((item) => item.id === question?.page);
  const rule = page?.rules.requiredWhen[key];
  if (rule === undefined) return [];
  const parts =
    typeof rule === 'object' && rule !== null && 'and' in rule && Object.keys(rule).length === 1
      ? (rule as { and: unknown }).and
      : [rule];
  if (!Array.isArray(parts) || parts.length === 0) return [];
  const keys = parts.map(notAnsweredKey);
  if (keys.some((item) => item === undefined || !catalogue.questions.has(item))) return [];
  const named = new Set(keys as string[]);
  return [...catalogue.questions.keys()].filter((item) => named.has(item));
}
