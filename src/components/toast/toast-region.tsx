import Box from '@mui/material/Box';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { fillMessage } from '../../../engine/catalogue/messages';
import { interfaceTexts } from '../../../engine/interface-texts';
import { afterFirstPage } from '../../../ui/lazy';
import type { Toast } from './toast-context';
import type { ToastItem as ToastItemComponent } from './toast-item';

/** SPEC 9: F8 moves focus to the notifications, wherever the applicant is. */
export const TOAST_HOTKEY = 'F8';

interface ToastRegionProps {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  /** The pointer or focus entered the notifications: stop the clocks. */
  onPause: () => void;
  onResume: () => void;
}

/**
 * A toast's look (MUI's Alert) loads once the first page is shown (issue 16: no page shows a
 * toast before it is interactive), or with the first toast if that comes sooner. A load that
 * failed (offline) is tried again with the next toast; meanwhile each toast shows plainly.
 */
let toastItem: typeof ToastItemComponent | undefined;
let loadingToastItem: Promise<typeof ToastItemComponent> | undefined;
function loadToastItem(): Promise<typeof ToastItemComponent> {
  loadingToastItem ??= import('./toast-item').then(
    (module) => {
      toastItem = module.ToastItem;
      return module.ToastItem;
    },
    (error: unknown) => {
      loadingToastItem = undefined;
      throw error;
    },
  );
  return loadingToastItem;
}
afterFirstPage(loadToastItem);

/** The toast component, loading it (again, if it failed) for each new count of toasts while it is not in. */
function useToastItem(count: number): typeof ToastItemComponent | undefined {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (count === 0 || toastItem) return;
    let live = true;
    loadToastItem().then(
      () => live && setLoaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [count]);
  return toastItem;
}

/**
 * A toast while its look has not loaded (the connection dropped before its chunk came): the
 * same live region, name, title, text and dismiss button, plainly drawn. Without it, an
 * offline applicant's submit was refused with nothing shown or announced. Kept small: it is
 * part of every first page's script (issue 16's 180 KB).
 */
const PLAIN = { background: '#fff', border: '2px solid', padding: 8 };

/**
 * The notifications landmark. It is always present so that F8 has a target and
 * screen readers know where toasts appear; each toast is its own live region.
 */
export function ToastRegion({ toasts, onDismiss, onPause, onResume }: ToastRegionProps) {
  const region = useRef<HTMLElement>(null);
  const ToastItem = useToastItem(toasts.length);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      ref={region}
      aria-label={fillMessage(interfaceTexts.toasts.region, { key: TOAST_HOTKEY })}
      tabIndex={-1}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        // Focus moving between toasts inside the region keeps the clocks stopped.
        if (!event.currentTarget.contains(event.relatedTarget)) onResume();
      }}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 24 },
        width: { sm: 400 },
        maxWidth: 'calc(100vw - 16px)',
        pointerEvents: toasts.length === 0 ? 'none' : 'auto',
      }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {toasts.map((toast) => (
          <li key={toast.id}>
            {ToastItem ? (
              <ToastItem toast={toast} onDismiss={onDismiss} />
            ) : (
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: its role is alert or status, both named by aria-label
              <div
                role={toast.variant === 'error' ? 'alert' : 'status'}
                aria-label={toast.label}
                style={PLAIN}
              >
                {toast.title}: {toast.message}{' '}
                <button
                  type="button"
                  aria-label={fillMessage(interfaceTexts.toasts.dismiss, { label: toast.label })}
                  onClick={() => onDismiss(toast.id)}
                >
                  ×
                </button>
              </div>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
