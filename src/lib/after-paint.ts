import { inBackground } from '../../ui/background-task';

/**
 * Runs `run` once the browser has painted the frame being prepared now, after whatever
 * other task is waiting then (background priority: a plain timer set in that frame ran
 * before them, input and the page's own work included). Returns a cancel.
 */
export function afterPaint(run: () => void): () => void {
  let cancel: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    cancel = inBackground(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancel?.();
  };
}
