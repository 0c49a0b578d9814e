/**
 * The print-style pieces of SPEC 1's staff view: a label over a plain box, a checkbox
 * as [X] / [ ], a month/year pair. Static text only: nothing here takes focus.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const box = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1.5,
  py: 1,
  minHeight: '2.5rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

interface ReadOnlyProps {
  id: string;
  label: string;
  children?: ReactNode;
}

/** A label and the answer in a plain box. */
export function ReadOnlyBox({ id, label, children }: ReadOnlyProps) {
  return (
    <Box data-read-only="" sx={{ mb: 2 }}>
      <Typography id={`${id}-label`} variant="body2" component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box aria-labelledby={`${id}-label`} role="group" sx={box}>
        {children}
      </Box>
    </Box>
  );
}

/** A checkbox answer as [X] label / [ ] label. */
export function ReadOnlyCheck({ id, label, checked }: { id: string; label: string; checked: boolean }) {
  return (
    <Box id={id} data-read-only="" sx={{ mb: 2, fontFamily: 'monospace, monospace' }}>
      <span>{checked ? '[X]' : '[ ]'}</span>{' '}
      <Box component="span" sx={{ fontFamily: 'body1.fontFamily' }}>
        {label}
      </Box>
    </Box>
  );
}

/** Month and year side by side, each in its own box. */
export function ReadOnlyPair({ id, label, pair }: { id: string; label: string; pair: [string, string] }) {
  return (
    <Box data-read-only="" sx={{ mb: 2 }}>
      <Typography id={`${id}-label`} variant="body2" component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ ...box, flex: 1 }}>
          <Typography variant="caption" component="div">
            Month
          </Typography>
          {pair[0]}
        </Box>
        <Box sx={{ ...box, flex: 1 }}>
          <Typography variant="caption" component="div">
            Year
          </Typography>
          {pair[1]}
        </Box>
      </Box>
    </Box>
  );
}
