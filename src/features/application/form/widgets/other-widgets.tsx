import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useApplication } from '../../state/application-context';

/** Keys another widget renders (a month/year's year, a school's code): nothing of their own. */
export function HiddenWidget() {
  return null;
}

/**
 * A document question. Uploading arrives with the documents issue; until then the
 * question says so plainly instead of offering a button that cannot work.
 */
export function FileNoteWidget(props: WidgetProps) {
  const { snapshot } = useApplication();
  return (
    <Box id={props.id} role="group" aria-label={props.label}>
      <Typography sx={{ fontWeight: 500 }}>{props.label}</Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        {snapshot.is_logged_in
          ? 'Uploading documents is not available yet. You can add this document later.'
          : 'You can finish this question once you have created an account.'}
      </Alert>
    </Box>
  );
}
