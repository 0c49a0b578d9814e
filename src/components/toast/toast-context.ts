import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'error';

/** SPEC 9: a toast stays 5 s, an error toast 5 min so that it can be read and reported. */
export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 300_000;

export interface ToastOptions {
  variant: ToastVariant;
  message: string;
  /** The toast's accessible name, e.g. 'Login Card Error' (SPEC 8). */
  label: string;
  /** Defaults to 'Success' or 'Error'. */
  title?: string;
  /** Milliseconds before it closes itself; defaults by variant. */
  duration?: number;
}

export interface Toast extends Required<ToastOptions> {
  id: number;
}

export interface ToastApi {
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Show and dismiss toasts; must sit under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
