/**
 * Inactivity (SPEC 4, 9): a warning IDLE_WARNING_MS before IDLE_TIMEOUT_MS without
 * activity, then logout. Time is read from Date.now(), not counted by timers alone:
 * a laptop that slept past the timeout logs out at its first activity, even if no
 * timer fired while it slept.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../../../engine/session';

/** What counts as activity. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

interface Options {
  enabled: boolean;
  onIdle: () => void;
  timeout?: number;
  warning?: number;
}

export function useIdleTimer({
  enabled,
  onIdle,
  timeout = IDLE_TIMEOUT_MS,
  warning = IDLE_WARNING_MS,
}: Options) {
  const [warningOpen, setWarningOpen] = useState(false);
  const lastActive = useRef(Date.now());
  const warnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = useRef(false);
  const idleRef = useRef(onIdle);
  idleRef.current = onIdle;

  const stop = useCallback(() => {
    clearTimeout(warnTimer.current);
    clearTimeout(idleTimer.current);
  }, []);

  const expire = useCallback(() => {
    stop();
    open.current = false;
    setWarningOpen(false);
    idleRef.current();
  }, [stop]);

  const schedule = useCallback(() => {
    stop();
    const idleFor = Date.now() - lastActive.current;
    warnTimer.current = setTimeout(
      () => {
        open.current = true;
        setWarningOpen(true);
      },
      Math.max(0, timeout - warning - idleFor),
    );
    idleTimer.current = setTimeout(expire, Math.max(0, timeout - idleFor));
  }, [stop, expire, timeout, warning]);

  /** 'Yes - Take me back to my application': the session goes on. */
  const stayActive = useCallback(() => {
    if (Date.now() - lastActive.current >= timeout) {
      expire();
      return;
    }
    lastActive.current = Date.now();
    open.current = false;
    setWarningOpen(false);
    schedule();
  }, [expire, schedule, timeout]);

  useEffect(() => {
    if (!enabled) return;
    lastActive.current = Date.now();
    schedule();
    let lastSeen = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActive.current >= timeout) {
        expire();
        return;
      }
      // The warning stays until answered; moving the mouse does not dismiss it.
      if (open.current || now - lastSeen < 1000) return;
      lastSeen = now;
      lastActive.current = now;
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastActive.current >= timeout) expire();
    };
    for (const name of ACTIVITY_EVENTS)
      document.addEventListener(name, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, schedule, expire, stop, timeout]);

  return { warningOpen, stayActive };
}
