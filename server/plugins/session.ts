/**
 * Server-side sessions (docs/decisions/002): the HttpOnly cookie holds 32 random bytes,
 * the database only their SHA-256; the indicator cookie only tells the client it is
 * logged in and grants nothing.
 */

import type { CookieSerializeOptions } from '@fastify/cookie';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDLE_TIMEOUT_MS, INDICATOR_COOKIE, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../../engine/session';
import { randomToken, sha256 } from '../auth/tokens';
import type { Config } from '../config';
import { messages } from '../messages';
import { requestPaths } from './security';

/** The session of an authenticated request. */
export interface RequestSession {
  idHash: string;
  userId: string;
}

/**
 * How often last_seen_at is written at most. Reads within this interval skip the write
 * (GET /api/profile stays a pure read), so the idle limit allows the same slack: the
 * server never ends a session earlier than the client's own 15-minute idle timer.
 */
export const LAST_SEEN_WRITE_INTERVAL_MS = 30_000;

/** The /api paths that answer without a session: logging out, and the API's own description. */
const OPEN_API_PATHS = new Set(['/api/logout', '/api/openapi.json']);

/** Whether a path is behind the session check (401 without a live session). */
export function needsSession(path: string): boolean {
  return path.startsWith('/api/') && !OPEN_API_PATHS.has(path);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers 401 unless the request carries a live session; runs for every path `needsSession` names. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** Starts a session for the account and sets both cookies. */
    startSession: (reply: FastifyReply, userId: string) => Promise<void>;
    /** Deletes the request's session, if any, and clears both cookies. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

/** Registers cookies and the session decorators. */
export async function sessionPlugin(app: FastifyInstance, config: Config): Promise<void> {
  // No parsing hook: only the session check (and logout) reads the Cookie header, so every
  // other request skips cookie parsing altogether.
  await app.register(cookie, { hook: false });
  app.decorateRequest('session', null);

  const base: CookieSerializeOptions = { path: '/', sameSite: 'lax', secure: config.secure };
  const maxAge = SESSION_ABSOLUTE_MS / 1000;
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
    reply.clearCookie(INDICATOR_COOKIE, base);
  };

  app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
    const token = randomToken();
    const at = app.now().toISOString();
    await app.repos.sessions.create({
      id_hash: sha256(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
    });
    reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true, maxAge });
    reply.setCookie(INDICATOR_COOKIE, '1', { ...base, httpOnly: false, maxAge });
  });

  /** The session cookie's value, read from the Cookie header. */
  const sessionToken = (request: FastifyRequest): string | undefined => {
    const header = request.headers.cookie;
    return header ? app.parseCookie(header)[SESSION_COOKIE] : undefined;
  };

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(request);
    if (token) await app.repos.sessions.delete(sha256(token));
    clearCookies(reply);
  });

  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await findLiveSession(app, sessionToken(request));
    if (!session) {
      clearCookies(reply);
      return reply.code(401).send({ message: messages.sessionInvalid });
    }
    request.session = session;
  });

  // Every /api path but logout and the API description needs a session, checked here
  // once, so a route added later cannot forget it (and an unknown /api path answers 401 before 404).
  // Callback-style, so the requests outside /api (probes, the client, lookups) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!requestPaths(request).some(needsSession)) return done();
    app.requireSession(request, reply).then(
      // requireSession answers 401 itself (and returns the reply); then the request ends here.
      (answered) => (answered === reply ? undefined : done()),
      done,
    );
  });
}

/** The live session behind a cookie value; an expired one is deleted on the way. */
async function findLiveSession(
  app: FastifyInstance,
  token: string | undefined,
): Promise<RequestSession | null> {
  if (!token) return null;
  const idHash = sha256(token);
  const row = await app.repos.sessions.find(idHash);
  if (!row) return null;
  const now = app.now().getTime();
  const idle = now - Date.parse(row.last_seen_at);
  const age = now - Date.parse(row.created_at);
  if (idle > IDLE_TIMEOUT_MS + LAST_SEEN_WRITE_INTERVAL_MS || age > SESSION_ABSOLUTE_MS) {
    await app.repos.sessions.delete(idHash);
    return null;
  }
  if (idle >= LAST_SEEN_WRITE_INTERVAL_MS)
    await app.repos.sessions.touch(idHash, new Date(now).toISOString());
  return { idHash, userId: row.user_id };
}
