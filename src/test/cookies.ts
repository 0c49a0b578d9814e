import { INDICATOR_COOKIE } from '../../engine/session';

function write(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; tests play the server's Set-Cookie.
  document.cookie = value;
}

/** What the server's login sets for script to read: the logged-in indicator. */
export function setLoggedInCookie(): void {
  write(`${INDICATOR_COOKIE}=1; path=/`);
}

/** Expires every cookie script can see (logout, test teardown). */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) write(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}
