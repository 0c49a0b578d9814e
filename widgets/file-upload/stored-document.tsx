/** A stored document: its name and size, and Delete behind a confirmation dialog (SPEC 4). */
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Ref, useState } from 'react';
import type { CatalogueIndex } from '../../engine/catalogue/types';
import type { StoredDocument as Stored } from '../../engine/contract';
import { lazyComponent, useLazyComponent } from '../../ui/lazy';
import { fileSize } from './file-size';

/** The confirmation's code (MUI's Dialog) loads when Delete is first reached for. */
const confirmation = lazyComponent(() =>
  import('./delete-confirmation').then((module) => module.DeleteConfirmation),
);

interface StoredDocumentProps {
  id: string;
  /** The catalogue's messages: Delete, and its confirmation's texts. */
  messages: CatalogueIndex['messages'];
  document: Stored;
  onDelete: () => void;
  deleteRef?: Ref<HTMLButtonElement>;
  describedBy?: string;
}

export function StoredDocument({
  id,
  messages,
  document,
  onDelete,
  deleteRef,
  describedBy,
}: StoredDocumentProps) {
  const [confirming, setConfirming] = useState(false);
  const Confirmation = useLazyComponent(confirmation, confirming);
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
        onPointerEnter={confirmation.prefetch}
        onFocus={confirmation.prefetch}
      >
        {messages.deleteFile}
      </Button>
      {Confirmation && (
        <Confirmation
          id={id}
          fileName={document.file_name}
          messages={messages}
          open={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        />
      )}
    </Box>
  );
}
