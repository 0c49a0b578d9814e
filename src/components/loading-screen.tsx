import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { interfaceTexts } from '../../engine/interface-texts';
import { LOADING_SCREEN_ATTRIBUTE } from '../lib/first-paint';

/** The full-screen spinner (SPEC 2), announced by its label; marked for src/lib/first-paint.ts. */
export function LoadingScreen({ label = interfaceTexts.loading.default }: { label?: string }) {
  return (
    <Box
      component="main"
      {...{ [LOADING_SCREEN_ATTRIBUTE]: '' }}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <CircularProgress size="2rem" aria-label={label} />
    </Box>
  );
}
