/** Delete's confirmation dialog (SPEC 4), loaded by stored-document.tsx when first wanted. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { fillMessage } from '../../engine/catalogue/messages';
import type { CatalogueIndex } from '../../engine/catalogue/types';

export interface DeleteConfirmationProps {
  id: string;
  fileName: string;
  /** The catalogue's messages: the title, the text ('{file} will be deleted ...') and the two buttons. */
  messages: CatalogueIndex['messages'];
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteConfirmation({
  id,
  fileName,
  messages,
  open,
  onCancel,
  onConfirm,
}: DeleteConfirmationProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-confirm-title`}
      aria-describedby={`${id}-confirm-text`}
    >
      <DialogTitle id={`${id}-confirm-title`}>{messages.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-confirm-text`}>
          {fillMessage(messages.deleteText, { file: fileName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{messages.deleteCancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {messages.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
