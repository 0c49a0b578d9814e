/**
 * A page's progress mark (beyond SPEC, as the Common App shows them): a check when the
 * page is complete, else how many of its answers are still needed. Seen as a badge;
 * screen readers hear the words (', complete', ', 3 required answer(s) left') as part
 * of the link or heading it sits in.
 */
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { type PageProgress, progressText } from '../../../engine/validation/progress';
import { visuallyHidden } from '../../../ui/a11y';

interface Props {
  progress: PageProgress | undefined;
  messages: Parameters<typeof progressText>[0];
}

export function ProgressMark({ progress, messages }: Props) {
  if (!progress) return null;
  return (
    <Box component="span" data-progress={progress.complete ? 'complete' : progress.remaining}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: '1.5rem',
          height: '1.5rem',
          ml: 1,
          px: 0.5,
          borderRadius: '0.75rem',
          fontSize: '0.8125rem',
          fontWeight: 700,
          verticalAlign: 'middle',
          color: progress.complete ? 'success.contrastText' : 'text.primary',
          bgcolor: progress.complete ? 'success.main' : 'transparent',
          border: 1,
          borderColor: progress.complete ? 'success.main' : 'text.secondary',
        }}
      >
        {progress.complete ? <CheckIcon sx={{ fontSize: '1rem' }} /> : progress.remaining}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        , {progressText(messages, progress)}
      </Box>
    </Box>
  );
}
