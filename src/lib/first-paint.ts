/**
 * The server's picture of the first form page (#first-paint, server/first-paint.ts) stays
 * on screen, with #root hidden behind it (index.html's style), until the app shows more
 * than a loading screen: the form, an account card, an error page. Then it is removed in
 * the same task as that render's commit (a mutation observer's callback runs before the
 * browser paints), so the page goes from the picture to the form with no spinner between.
 */

/** LoadingScreen's mark: #root showing only this is still loading. */
export const LOADING_SCREEN_ATTRIBUTE = 'data-loading-screen';

/** Whether #root shows something of the app's other than a loading screen. */
function showsPage(root: Element): boolean {
  return (
    root.firstElementChild !== null && root.querySelector(`main.boot, [${LOADING_SCREEN_ATTRIBUTE}]`) === null
  );
}

/** Removes `firstPaint` once `root` shows a page; returns the observer's disconnect. */
export function keepFirstPaintUntilPage(firstPaint: Element, root: Element): () => void {
  const observer = new MutationObserver(() => {
    if (!showsPage(root)) return;
    observer.disconnect();
    firstPaint.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
