/**
 * 'Download a PDF of your application' (SPEC 1, 9): a busy control while the server
 * renders the PDF, then a link to it; FAILED shows the generic error.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useApplicationPdf } from './use-application-pdf';

export const DOWNLOAD_PDF_LABEL = 'Download a PDF of your application';

/** Only for a logged-in applicant: GET /api/pdf needs the account (SPEC 6). */
export function ApplicationPdfDownload({ enabled = true }: { enabled?: boolean }) {
  const { loading, url, error } = useApplicationPdf(enabled);
  if (!enabled) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      {url && !loading ? (
        <Button
          component="a"
          href={url}
          download="application.pdf"
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
        >
          {DOWNLOAD_PDF_LABEL}
        </Button>
      ) : (
        <Button
          variant="outlined"
          disabled
          loading={loading}
          loadingPosition="start"
          startIcon={<DownloadIcon aria-hidden />}
        >
          {DOWNLOAD_PDF_LABEL}
        </Button>
      )}
      <Box role="status" sx={{ typography: 'body2', '&:empty': { display: 'none' } }}>
        {loading ? 'Preparing your PDF…' : ''}
      </Box>
      {error && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
