interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  /** When it fires, while running. */
  deadline: number;
  /** Time left, while paused. */
  remaining: number;
  onExpire: () => void;
}

/**
 * The toasts' close timers. They pause while the pointer or focus is in the notifications
 * (WCAG 2.2.1: a reader gets the time they need) and resume with the time that was left.
 */
export class ToastTimers {
  private readonly timers = new Map<number, Timer>();
  private paused = false;

  start(id: number, ms: number, onExpire: () => void): void {
    const timer: Timer = { handle: undefined, deadline: Date.now() + ms, remaining: ms, onExpire };
    this.timers.set(id, timer);
    if (!this.paused) this.run(id, timer);
  }

  clear(id: number): void {
    clearTimeout(this.timers.get(id)?.handle);
    this.timers.delete(id);
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    for (const timer of this.timers.values()) {
      clearTimeout(timer.handle);
      timer.remaining = Math.max(0, timer.deadline - Date.now());
    }
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const [id, timer] of this.timers) this.run(id, timer);
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer.handle);
    this.timers.clear();
  }

  private run(id: number, timer: Timer): void {
    timer.deadline = Date.now() + timer.remaining;
    timer.handle = setTimeout(() => {
      this.timers.delete(id);
      timer.onExpire();
    }, timer.remaining);
  }
}
