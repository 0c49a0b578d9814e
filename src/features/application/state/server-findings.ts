/**
 * What the server's submit found that this browser did not (POST /api/submit's 422
 * `{errors, missing}`, e.g. answers another tab saved): merged into the browser's own
 * validation for the summary and the inline errors, until the applicant changes the
 * answer a finding is about.
 */
import type { Answers, MissingQuestion, ValidationResult } from '../../../../engine';

/** The server's findings, with the answers as they were when it found them. */
export interface ServerFindings {
  result: ValidationResult;
  answers: Answers;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isMissing(value: unknown): value is MissingQuestion {
  if (value === null || typeof value !== 'object') return false;
  const { page, key, anchor } = value as Record<string, unknown>;
  return typeof page === 'string' && typeof key === 'string' && typeof anchor === 'string';
}

/** The findings in a 422 body, or undefined when the body is not that shape. */
export function parseFindings(body: unknown): ValidationResult | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { errors, missing } = body as Record<string, unknown>;
  if (!Array.isArray(missing) || !missing.every(isMissing)) return undefined;
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors as Record<string, unknown>);
  if (!entries.every(([, messages]) => isStringArray(messages))) return undefined;
  return { errors: Object.fromEntries(entries) as Record<string, string[]>, missing };
}

/**
 * The browser's result with the server's findings added: those about a key whose answer
 * is unchanged since, and that the browser did not find itself.
 */
export function withServerFindings(
  local: ValidationResult,
  findings: ServerFindings | null,
  answers: Answers,
): ValidationResult {
  if (!findings) return local;
  const current = (key: string) => answers[key] ?? '';
  const stillTrue = (key: string) => current(key) === (findings.answers[key] ?? '');
  const errors = { ...local.errors };
  for (const [key, messages] of Object.entries(findings.result.errors)) {
    if (!stillTrue(key)) continue;
    errors[key] = [...new Set([...(errors[key] ?? []), ...messages])];
  }
  const known = new Set(local.missing.map((item) => item.key));
  const added = findings.result.missing.filter((item) => !known.has(item.key) && stillTrue(item.key));
  return { errors, missing: [...local.missing, ...added] };
}
