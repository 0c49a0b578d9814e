/** Helpers of the application call tests: a logged-in applicant and JSON calls with its cookie. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TODAY } from '../../../engine/testing/complete-application';
import { confirmedAccount, login } from './client';
import type { TestApp } from './harness';

/** A logged-in applicant: its address and its Cookie header. */
export interface Applicant {
  email: string;
  cookie: string;
}

/** Signs up, confirms and logs in a fresh applicant. */
export async function newApplicant(t: TestApp): Promise<Applicant> {
  const email = await confirmedAccount(t.app, t.dataDir);
  return { email, cookie: await login(t.app, email) };
}

/** A call with a JSON body (when given) and the applicant's cookie. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A call with a raw body sent as application/json (malformed JSON, huge bodies). */
export function rawCall(
  app: FastifyInstance,
  method: 'PUT' | 'POST',
  url: string,
  cookie: string,
  payload: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload, headers: { cookie, 'content-type': 'application/json' } });
}

/**
 * Sets the app's clock to noon of the complete application's TODAY, so its dates stay
 * valid whatever day the suite runs. Call before logging in: moving the clock later
 * would end sessions as idle.
 */
export function setClockToFixtureDay(t: TestApp): void {
  t.clock.advance(Date.parse(`${TODAY}T12:00:00.000Z`) - t.clock.now().getTime());
}

/** The profile of the applicant. */
export async function profile(app: FastifyInstance, cookie: string): Promise<Record<string, unknown>> {
  const response = await call(app, 'GET', '/api/profile', cookie);
  if (response.statusCode !== 200)
    throw new Error(`profile answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
