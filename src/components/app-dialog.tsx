import { lazyComponent, useLazyComponent } from '../../ui/lazy';
import type { AppDialogProps } from './dialog-props';

export { type AppDialogProps, DIALOG_WIDTHS, type DialogSize } from './dialog-props';

const modal = lazyComponent(() => import('./modal-dialog').then((module) => module.ModalDialog));

/**
 * Loads the dialog's code ahead of opening: on a sign of intent (a pointer over or
 * focus on the button that opens it), or when a dialog must open without fail.
 */
export const preloadDialog = modal.prefetch;

/** Loads the dialog's code, resolving once it is there (a preview that must not fetch while shown). */
export const loadDialog = (): Promise<unknown> => modal.preload();

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
