/**
 * GET /service/tmp-pdf?service_token= (SPEC 7): the application a staff link opens.
 * Fetched without the applicant's API client on purpose: a refused link is a 401 that
 * must show its message here, not end an applicant session or redirect to /login; and
 * no cookie is sent, since the token alone is the staff member's credential.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { ServiceApplication } from '../../../../engine/contract';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/errors';

/** A refused or failed load, with the text to show the staff member. */
export class ServiceLinkError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ServiceLinkError';
    this.status = status;
  }
}

function isApplication(value: unknown): value is ServiceApplication {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['answer', 'add_another', 'document_answer', 'tabs'].every(
    (key) => record[key] !== null && typeof record[key] === 'object',
  );
}

/** Loads the application of a service token; rejects with a ServiceLinkError. */
export async function getServiceApplication(token: string): Promise<ServiceApplication> {
  let response: Response;
  try {
    response = await fetch(`/service/tmp-pdf?service_token=${encodeURIComponent(token)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
  } catch {
    throw new ServiceLinkError(GENERIC_ERROR_MESSAGE, 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ServiceLinkError(GENERIC_ERROR_MESSAGE, response.status);
  }
  if (response.ok && isApplication(body)) return body;
  const message = (body as { message?: unknown } | null)?.message;
  throw new ServiceLinkError(
    !response.ok && typeof message === 'string' ? message : GENERIC_ERROR_MESSAGE,
    response.status,
  );
}

/**
 * Requests a staff link started as the app started, before the view's code arrived
 * (startStaffLink, src/app/router.tsx, which the entry calls first): the view's first
 * load takes its token's request instead of asking again.
 */
const started = new Map<string, Promise<ServiceApplication>>();
/** The answers of started requests that have arrived and are not taken yet. */
const arrived = new Map<string, ServiceApplication>();

/** The id of the data block a staff link's page carries its application in (server/plugins/static.ts). */
const SERVICE_APPLICATION_DATA_ID = 'admit-service-application';

/**
 * The application the server wrote into the staff link's page (issue 16: it arrives with
 * the HTML, not after the entry has run); undefined where the page has none (a refused
 * token, whose refusal the call answers; the dev server; tests). The server wrote it for
 * the token of the page's own URL, the one the entry reads.
 */
export function servedServiceApplication(doc: Document = document): ServiceApplication | undefined {
  const text = doc.getElementById(SERVICE_APPLICATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isApplication(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts loading a token's application now, or takes the one the page brought; the staff
 * view's first load takes the request.
 */
export function prefetchServiceApplication(token: string, served = servedServiceApplication()): void {
  if (started.has(token)) return;
  if (served) {
    started.set(token, Promise.resolve(served));
    arrived.set(token, served);
    return;
  }
  const request = getServiceApplication(token);
  request.then(
    (application) => {
      if (started.get(token) === request) arrived.set(token, application);
    },
    // The view that takes the request reports its failure.
    () => undefined,
  );
  started.set(token, request);
}

/** The application of a token: the request started early if there is one (taken once), else a new one. */
function loadServiceApplication(token: string): Promise<ServiceApplication> {
  const request = started.get(token);
  forgetStarted(token);
  return request ?? getServiceApplication(token);
}

function forgetStarted(token: string): void {
  started.delete(token);
  arrived.delete(token);
}

/** The SWR key of a token's application (a preview may fill the cache under it). */
export function serviceApplicationKey(token: string) {
  return ['service-application', token] as const;
}

/**
 * The application of a token, loaded once (SPEC 9: no retry, no refetch). When the request
 * the entry started has already answered, the first render shows the application (issue 16:
 * no loading render and commit before the print view's on a phone), and the request is taken.
 */
export function useServiceApplication(token: string) {
  const [early] = useState(() => arrived.get(token));
  useEffect(() => {
    if (early) forgetStarted(token);
  }, [early, token]);
  return useSWR<ServiceApplication, ServiceLinkError>(
    serviceApplicationKey(token),
    () => loadServiceApplication(token),
    early ? { fallbackData: early } : undefined,
  );
}
