import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { interfaceTexts } from '../../engine/interface-texts';

const texts = interfaceTexts.errorPage;
export const ERROR_PAGE_TITLE = texts.title;
export const ERROR_PAGE_TEXT = texts.text;

/**
 * The root error page (SPEC 2). It uses neither the router nor the partner's settings,
 * since either may be what failed. Its texts are schemas/interface.json's `errorPage`.
 */
export function ErrorPage({ onReset }: { onReset?: () => void }) {
  useEffect(() => {
    document.title = ERROR_PAGE_TITLE;
  }, []);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom>
          {ERROR_PAGE_TITLE}
        </Typography>
        <Typography sx={{ mb: 3 }}>{ERROR_PAGE_TEXT}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {onReset && (
            <Button variant="contained" onClick={onReset}>
              {texts.tryAgain}
            </Button>
          )}
          <Button variant="outlined" href="/">
            {texts.home}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
