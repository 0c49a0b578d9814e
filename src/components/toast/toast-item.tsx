import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useRef } from 'react';
import { fillMessage } from '../../../engine/catalogue/messages';
import { interfaceTexts } from '../../../engine/interface-texts';
import type { Toast } from './toast-context';

/** SPEC 9: a horizontal swipe of at least 50 px dismisses a toast on a touch screen. */
export const SWIPE_THRESHOLD_PX = 50;

/** One toast: its own live region (alert for errors, status otherwise), named by its label. */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const swipeStart = useRef<number | null>(null);
  return (
    <Alert
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-label={toast.label}
      severity={toast.variant}
      variant="filled"
      elevation={6}
      onClose={() => onDismiss(toast.id)}
      closeText={fillMessage(interfaceTexts.toasts.dismiss, { label: toast.label })}
      onPointerDown={(event) => {
        // A mouse drag selects text; mouse users have the close button.
        swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
      }}
      onPointerUp={(event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (start !== null && Math.abs(event.clientX - start) >= SWIPE_THRESHOLD_PX) onDismiss(toast.id);
      }}
      sx={{ touchAction: 'pan-y' }}
    >
      <AlertTitle>{toast.title}</AlertTitle>
      {toast.message}
    </Alert>
  );
}
