/**
 * Moves focus to an element a control is about to reveal, once it is in the document. A
 * content trigger's button goes away as it reveals its questions, and the questions come a
 * render or more later, by design (shown-context.ts renders what an answer reveals as a
 * transition after the answer's own frame; later still on a slow phone): focused at once,
 * or a task later, they were not there yet, and focus fell to <body>. Focus moves only
 * while it is lost (on <body>) or still on the control that revealed them: an applicant
 * who has gone on to another field keeps it. A Tab pressed meanwhile ends the wait: that
 * Tab renders the questions at once (shown-context.ts) and the browser takes focus to the
 * first of them itself; focused here too, the Tab would then move on past it.
 */

/** How long the revealed element is waited for. */
export const FOCUS_WAIT_MS = 10_000;

/**
 * What can take focus: the element itself, or its first focusable descendant (a group's
 * first radio). A disabled control cannot: its focus() does nothing, so it is passed over.
 */
const FOCUSABLE = [
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'button:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export function focusTarget(element: HTMLElement): HTMLElement | null {
  if (element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Focuses the element with `id` as soon as it is in the document, if focus is then on
 * <body> or on `from`; gives up after `waitMs`. Returns a function that stops waiting.
 */
export function focusWhenShown(id: string, from: Element | null, waitMs = FOCUS_WAIT_MS): () => void {
  const place = (): boolean => {
    const element = document.getElementById(id);
    const target = element && focusTarget(element);
    if (!target) return false;
    const active = document.activeElement;
    if (active === null || active === document.body || active === from) target.focus();
    return true;
  };
  if (place()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (place()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  // On window, in the capture phase: before any listener of the document renders for the Tab.
  const tabbed = (event: KeyboardEvent) => {
    if (event.key === 'Tab') stop();
  };
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', tabbed, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('keydown', tabbed, true);
  return stop;
}
