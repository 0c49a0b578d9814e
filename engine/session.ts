/**
 * The session contract shared by the browser and the server (SPEC 4).
 * The HttpOnly cookie holds the secret; the indicator cookie, readable by
 * script, holds no secret and only tells the client that it is logged in.
 */
export const SESSION_COOKIE = 'admit_session';
/** The identity-provider prefix: a cookie whose name begins with it means "logged in". */
export const IDENTITY_COOKIE_PREFIX = 'CognitoIdentityServiceProvider.';
export const INDICATOR_COOKIE = `${IDENTITY_COOKIE_PREFIX}admit.loggedIn`;
/** Inactivity timeout, shared by the client's idle timer and the server's sessions (SPEC 9). */
export const IDLE_TIMEOUT_MS = 900_000;
export const IDLE_WARNING_MS = 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Whether a document.cookie string carries the logged-in indicator. */
export function isLoggedInCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(IDENTITY_COOKIE_PREFIX));
}
