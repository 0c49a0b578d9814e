import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { interfaceTexts } from '../../engine/interface-texts';
import { type AppDialogProps, DIALOG_WIDTHS } from './dialog-props';

/** MUI's Dialog behind AppDialog (app-dialog.tsx), which loads this module when a dialog first opens. */
export function ModalDialog({
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
        <IconButton
          aria-label={interfaceTexts.dialogClose}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
