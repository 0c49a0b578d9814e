import { interfaceTexts } from '../../engine/interface-texts';

/** The generic text of SPEC 8 (schemas/interface.json), shown whenever the server's answer cannot be trusted. */
export const GENERIC_ERROR_MESSAGE = interfaceTexts.generic;

/**
 * An error answered by the API: its HTTP status, when the body had one a machine-readable
 * code, and the parsed body itself (e.g. the findings of a refused submit).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/**
 * A failure that asking again may mend: no answer (the network, the time limit: status 0),
 * 408, 429, or the server's own failure (5xx).
 */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500)
  );
}

/** 401: the session is missing or rejected; the app answers by sending the applicant to /login. */
export class UnauthorizedError extends ApiError {
  constructor(message: string, code?: string) {
    super(message, 401, code);
    this.name = 'UnauthorizedError';
  }
}

/** Any other failed call, including a response that is not JSON. */
export class ServerError extends ApiError {
  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message, status, code, body);
    this.name = 'ServerError';
  }
}

/** The client was built or deployed wrongly (SPEC 8): never the applicant's fault. */
export class BadConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadConfigurationError';
  }
}

/** The text to show for any thrown value: our errors carry a safe message, anything else gets the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.message !== '' ? error.message : GENERIC_ERROR_MESSAGE;
}
