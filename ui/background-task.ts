/** The browser's task scheduler (Chrome, Edge, Firefox 142+), where there is one. */
interface TaskScheduler {
  postTask(run: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/**
 * Runs `run` in a task of its own at background priority (after input and the page's own
 * work), or in a timer's task where the browser has no scheduler. Returns a cancel.
 */
export function inBackground(run: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler.postTask(run, { priority: 'background', signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
