/**
 * What a dialog is given and how wide it is: shared by AppDialog (app-dialog.tsx), which
 * every page imports, and the modal it loads lazily (modal-dialog.tsx).
 */
import type { ReactNode } from 'react';

/** Modal widths of SPEC 9: desktop, and tablet (675-899 px); a phone uses the whole width. */
export const DIALOG_WIDTHS = {
  small: { desktop: '30rem', tablet: '30rem' },
  medium: { desktop: '60rem', tablet: '70vw' },
  large: { desktop: '80vw', tablet: '90vw' },
} as const;
export type DialogSize = keyof typeof DIALOG_WIDTHS;

export interface AppDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: DialogSize;
  children: ReactNode;
  actions?: ReactNode;
  /** Hide the close button (a question that must be answered with the actions). */
  hideClose?: boolean;
}
