/**
 * A debounce for the keystroke path (issue 16): `run` once nothing has poked it for
 * `delayMs`. A poke only notes the time; the one timer, when it fires early, waits out
 * the rest of the delay. Clearing and setting a timer at each keystroke instead costs the
 * key's task two timer calls, twice over with the drafts and the journal.
 */
export interface QuietTimer {
  /** (Re)starts the delay from now. */
  poke(): void;
  /** Forgets the delay: `run` is not called for the pokes so far. */
  cancel(): void;
}

export function createQuietTimer(delayMs: number, run: () => void): QuietTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;

  const fire = () => {
    const left = last + delayMs - Date.now();
    // More than the whole delay left: the clock was set back, and the delay is over.
    if (left > 0 && left <= delayMs) {
      timer = setTimeout(fire, left);
      return;
    }
    timer = undefined;
    run();
  };

  return {
    poke() {
      last = Date.now();
      if (timer === undefined) timer = setTimeout(fire, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
