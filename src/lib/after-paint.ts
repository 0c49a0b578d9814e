/**
 * Runs `run` once the browser has painted the frame being prepared now (a timer set from
 * the next animation frame: a plain timer may run before that frame). Returns a cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
