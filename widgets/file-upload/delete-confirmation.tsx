/** Delete's confirmation dialog (SPEC 4), loaded by stored-document.tsx when first wanted. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const deleteTitle = 'Delete this file?';

export interface DeleteConfirmationProps {
  id: string;
  fileName: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteConfirmation({ id, fileName, open, onCancel, onConfirm }: DeleteConfirmationProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-confirm-title`}
      aria-describedby={`${id}-confirm-text`}
    >
      <DialogTitle id={`${id}-confirm-title`}>{deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-confirm-text`}>
          {fileName} will be deleted from your application. You can upload another file afterwards.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete file
        </Button>
      </DialogActions>
    </Dialog>
  );
}
