import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useId } from 'react';

/** Modal widths of SPEC 9: desktop, and tablet (675-899 px); a phone uses the whole width. */
export const DIALOG_WIDTHS = {
  small: { desktop: '30rem', tablet: '30rem' },
  medium: { desktop: '60rem', tablet: '70vw' },
  large: { desktop: '80vw', tablet: '90vw' },
} as const;
export type DialogSize = keyof typeof DIALOG_WIDTHS;

interface AppDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: DialogSize;
  children: ReactNode;
  actions?: ReactNode;
  /** Hide the close button (a question that must be answered with the actions). */
  hideClose?: boolean;
}

/** A modal dialog named by its title, with the SPEC widths at each breakpoint. */
export function AppDialog({
  open,
  title,
  onClose,
  size = 'small',
  children,
  actions,
  hideClose,
}: AppDialogProps) {
  const titleId = useId();
  const width = DIALOG_WIDTHS[size];
  const phone = 'calc(100% - 32px)';
  const widths = { xs: phone, sm: width.tablet, md: width.desktop };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: widths, maxWidth: widths, m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: hideClose ? 3 : 7 }}>
        {title}
      </DialogTitle>
      {!hideClose && (
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
