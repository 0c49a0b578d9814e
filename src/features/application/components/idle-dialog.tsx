import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IDLE_WARNING_MS } from '../../../../engine/session';
import { AppDialog } from '../../../components/app-dialog';

export const IDLE_TITLE = 'Still working?';
export const STAY_LABEL = 'Yes - Take me back to my application';
export const LEAVE_LABEL = 'No - Please log me out';

interface IdleDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  leaving: boolean;
}

/** The inactivity warning (SPEC 4), shown IDLE_WARNING_MS before the automatic logout. */
export function IdleDialog({ open, onStay, onLeave, leaving }: IdleDialogProps) {
  const seconds = Math.round(IDLE_WARNING_MS / 1000);
  return (
    <AppDialog
      open={open}
      onClose={onStay}
      title={IDLE_TITLE}
      hideClose
      actions={
        <>
          <Button variant="outlined" onClick={onLeave} loading={leaving}>
            {LEAVE_LABEL}
          </Button>
          <Button variant="contained" onClick={onStay} autoFocus>
            {STAY_LABEL}
          </Button>
        </>
      }
    >
      <Typography>
        You have not done anything for a while. For your security you will be logged out in {seconds} seconds
        unless you choose to keep working.
      </Typography>
    </AppDialog>
  );
}
