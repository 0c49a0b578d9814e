import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fillMessage } from '../../../../../engine';
import { AppDialog } from '../../../../components/app-dialog';
import { useJournal } from '../../state/journal/journal-context';

interface LogoutWarningProps {
  /** Unsent answers; 0 keeps the warning closed. */
  count: number;
  onStay: () => void;
  onLeave: () => void;
  leaving: boolean;
}

/** Before a logout forgets answers the server has not acknowledged (offline, or the server down). */
export function LogoutWarning({ count, onStay, onLeave, leaving }: LogoutWarningProps) {
  const { messages } = useJournal();
  const text = count === 1 ? messages.logoutWarningOne : fillMessage(messages.logoutWarningMany, { count });
  return (
    <AppDialog
      open={count > 0}
      onClose={onStay}
      title={messages.logoutTitle}
      hideClose
      actions={
        <>
          <Button variant="outlined" onClick={onLeave} loading={leaving}>
            {messages.logoutAnyway}
          </Button>
          <Button variant="contained" onClick={onStay} autoFocus>
            {messages.logoutStay}
          </Button>
        </>
      }
    >
      <Typography>{text}</Typography>
    </AppDialog>
  );
}
