import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-screen spinner (SPEC 2), announced by its label. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <CircularProgress size="2rem" aria-label={label} />
    </Box>
  );
}
