import type { ReactNode } from 'react';
import { lazyComponent, useLazyComponent } from '../../widgets/shared/lazy';

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

const modal = lazyComponent(() => import('./modal-dialog').then((module) => module.ModalDialog));

/**
 * Loads the dialog's code ahead of opening: on a sign of intent (a pointer over or
 * focus on the button that opens it), or when a dialog must open without fail.
 */
export const preloadDialog = modal.prefetch;

/**
 * A modal dialog named by its title, with the SPEC widths at each breakpoint. MUI's
 * Dialog, Modal, focus trap and transitions load when a dialog first opens (most
 * visits open none); once loaded the dialog stays mounted, so closing animates and
 * returns focus to the button that opened it.
 */
export function AppDialog(props: AppDialogProps) {
  const Modal = useLazyComponent(modal, props.open);
  return Modal ? <Modal {...props} /> : null;
}
