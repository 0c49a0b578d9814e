import CloudDone from '@mui/icons-material/CloudDoneOutlined';
import CloudOff from '@mui/icons-material/CloudOffOutlined';
import CloudSync from '@mui/icons-material/CloudSyncOutlined';
import Typography from '@mui/material/Typography';
import type { SaveStatus as Status } from '../../state/journal/autosave';
import { useJournal, useWatched } from '../../state/journal/journal-context';

const ICONS: Record<Status, typeof CloudDone> = {
  saving: CloudSync,
  saved: CloudDone,
  offline: CloudOff,
  failed: CloudOff,
};

/**
 * Whether a logged-in applicant's work is safe, in the page header: "Saving…", "All changes
 * saved", or kept on this device while offline or while the server does not answer (texts
 * in schemas/catalogue.json). A polite live region: the text changes when a save starts and
 * ends, never with each keystroke, so a screen reader hears it between bursts of typing.
 */
export function SaveStatus() {
  const journal = useJournal();
  const status = useWatched(journal.status);
  if (!journal.sending) return null;
  const Icon = ICONS[status];
  return (
    <Typography
      component="p"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      variant="body2"
      data-save-status={status}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, m: 0, alignSelf: 'center' }}
    >
      <Icon fontSize="small" />
      <span>{journal.messages[status]}</span>
    </Typography>
  );
}
