/** The browser's task scheduler (Chrome, Edge, Firefox 142+), where there is one. */
interface TaskScheduler {
  postTask(run: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/** Runs `run` in a task of its own at background priority (a timer where there is no scheduler). */
function inBackground(run: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler.postTask(run, { priority: 'background', signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

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
