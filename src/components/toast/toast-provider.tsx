import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { interfaceTexts } from '../../../engine/interface-texts';
import {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type Toast,
  type ToastApi,
  ToastContext,
  type ToastOptions,
} from './toast-context';
import { ToastRegion } from './toast-region';
import { ToastTimers } from './toast-timers';

/** Holds the toasts of the whole app, so a toast survives the navigation that caused it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new ToastTimers());

  const dismiss = useCallback((id: number) => {
    timers.current.clear(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      const toast: Toast = {
        id,
        title:
          options.title ??
          (options.variant === 'error'
            ? interfaceTexts.toasts.errorTitle
            : interfaceTexts.toasts.successTitle),
        duration:
          options.duration ?? (options.variant === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS),
        variant: options.variant,
        message: options.message,
        label: options.label,
      };
      setToasts((current) => [...current, toast]);
      timers.current.start(id, toast.duration, () => dismiss(id));
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.clearAll();
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion
        toasts={toasts}
        onDismiss={dismiss}
        onPause={() => timers.current.pause()}
        onResume={() => timers.current.resume()}
      />
    </ToastContext.Provider>
  );
}
