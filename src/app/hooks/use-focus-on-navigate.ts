import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../../components/layout/page-shell';

/**
 * After a client-side navigation, focus the new page's main landmark (named by its h1),
 * as a full page load would reset focus: screen readers announce the new page and the
 * next Tab starts at its content, not at a link that no longer exists.
 */
export function useFocusOnNavigate(): void {
  const { pathname, hash } = useLocation();
  // The path of the last render seen; StrictMode's repeated effects see no change.
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A link to a question (/{page}#{key}) focuses the question itself (the form page does).
    if (hash) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }, [pathname, hash]);
}
