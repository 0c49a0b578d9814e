import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fillMessage } from '../../../../engine';
import { IDLE_WARNING_MS } from '../../../../engine/session';
import { AppDialog } from '../../../components/app-dialog';

/** The catalogue's texts (its messages) for the warning. */
export interface IdleTexts {
  idleTitle: string;
  idleBody: string;
  idleStay: string;
  idleLeave: string;
}

interface IdleDialogProps {
  texts: IdleTexts;
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  leaving: boolean;
}

/** The inactivity warning (SPEC 4), shown IDLE_WARNING_MS before the automatic logout. */
export function IdleDialog({ texts, open, onStay, onLeave, leaving }: IdleDialogProps) {
  const seconds = Math.round(IDLE_WARNING_MS / 1000);
  return (
    <AppDialog
      open={open}
      onClose={onStay}
      title={texts.idleTitle}
      hideClose
      actions={
        <>
          <Button variant="outlined" onClick={onLeave} loading={leaving}>
            {texts.idleLeave}
          </Button>
          <Button variant="contained" onClick={onStay} autoFocus>
            {texts.idleStay}
          </Button>
        </>
      }
    >
      <Typography>{fillMessage(texts.idleBody, { seconds })}</Typography>
    </AppDialog>
  );
}
