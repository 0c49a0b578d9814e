/** A stored document: its name and size, and Delete behind a confirmation dialog (SPEC 4). */
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type Ref, useState } from 'react';
import type { StoredDocument as Stored } from '../context';
import { fileSize } from './file-size';

export const deleteTitle = 'Delete this file?';

interface StoredDocumentProps {
  id: string;
  document: Stored;
  onDelete: () => void;
  deleteRef?: Ref<HTMLButtonElement>;
  describedBy?: string;
}

export function StoredDocument({ id, document, onDelete, deleteRef, describedBy }: StoredDocumentProps) {
  const [confirming, setConfirming] = useState(false);
  const nameId = `${id}-file`;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box id={nameId} sx={{ display: 'flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}>
        <DescriptionIcon fontSize="small" aria-hidden />
        <span>
          {document.file_name}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            ({fileSize(document.file_size)})
          </Box>
        </span>
      </Box>
      <Button
        id={id}
        ref={deleteRef}
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon aria-hidden />}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${id}-confirm-title`}
        aria-describedby={`${id}-confirm-text`}
      >
        <DialogTitle id={`${id}-confirm-title`}>{deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-confirm-text`}>
            {document.file_name} will be deleted from your application. You can upload another file
            afterwards.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            Delete file
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
