/** Small helpers to call the app with inject and to walk an applicant through sign-up. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { INDICATOR_COOKIE, SESSION_COOKIE } from '../../../engine/session';
import { readOutbox } from '../../../server/mail/outbox';

/** A password meeting every rule. */
export const PASSWORD = 'Correct-Horse-42';

let counter = 0;
/** A fresh e-mail address per call, so tests sharing an app never collide. */
export function newEmail(label = 'applicant'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now().toString(36)}@example.com`;
}

/** POST JSON to the app. */
export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** GET from the app, optionally with a Cookie header. */
export function get(app: FastifyInstance, url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/**
 * Runs the jobs due now (account mail is sent by one, after the answer) and waits for
 * any the app's own worker is running, so the test sees what they wrote.
 */
export async function settleJobs(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const repo = app.repos.jobs;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    while (await app.jobs.runOnce()) {
      // one more
    }
    const now = app.now().toISOString();
    const pending = (await repo.list()).filter(
      (job) => job.state === 'running' || (job.state === 'queued' && job.run_after <= now),
    );
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The code in the newest mail to the address, once the mail jobs have run. */
export async function mailedCode(app: FastifyInstance, dataDir: string, email: string): Promise<string> {
  await settleJobs(app);
  const code = readOutbox(dataDir, email)?.code;
  if (!code) throw new Error(`no confirmation code mailed to ${email}`);
  return code;
}

/** Signs up and confirms an account; returns its address. */
export async function confirmedAccount(
  app: FastifyInstance,
  dataDir: string,
  email = newEmail(),
): Promise<string> {
  const signup = await post(app, '/public/signup', { username: email, password: PASSWORD });
  if (signup.statusCode !== 200) throw new Error(`signup answered ${signup.statusCode}: ${signup.body}`);
  const code = await mailedCode(app, dataDir, email);
  const confirm = await post(app, '/public/confirm', { username: email, code });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return email;
}

/** The Cookie header carrying both session cookies of a login response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const jar = new Map(response.cookies.map((c) => [c.name, c.value]));
  const session = jar.get(SESSION_COOKIE);
  if (!session) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${session}; ${INDICATOR_COOKIE}=1`;
}

/** Logs in and returns the Cookie header of the session. */
export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await post(app, '/public/login', { username: email, password });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return sessionCookie(response);
}
