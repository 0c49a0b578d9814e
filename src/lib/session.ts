import { useLocation } from 'react-router-dom';
import { isLoggedInCookie } from '../../engine/session';

/** Logged in = the indicator cookie exists (SPEC 4). */
export function isLoggedIn(): boolean {
  return isLoggedInCookie(document.cookie);
}

/**
 * Re-read on every navigation: login and logout always navigate, so a page never
 * shows a stale answer. Reading a cookie string is cheap.
 */
export function useIsLoggedIn(): boolean {
  useLocation();
  return isLoggedIn();
}
