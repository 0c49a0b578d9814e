/**
 * 'Download a PDF of your application' (SPEC 1, 9): a busy control while the server
 * renders the PDF, then a link to it; FAILED shows the generic error.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useApplicationPdf } from './use-application-pdf';

/** The catalogue's texts (its messages): the control's label, and the status while the PDF is made. */
export interface PdfDownloadTexts {
  downloadPdf: string;
  preparingPdf: string;
}

/** Only for a logged-in applicant: GET /api/pdf needs the account (SPEC 6). */
export function ApplicationPdfDownload({
  texts,
  enabled = true,
}: {
  texts: PdfDownloadTexts;
  enabled?: boolean;
}) {
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
          {texts.downloadPdf}
        </Button>
      ) : (
        <Button
          variant="outlined"
          disabled
          loading={loading}
          loadingPosition="start"
          startIcon={<DownloadIcon aria-hidden />}
        >
          {texts.downloadPdf}
        </Button>
      )}
      <Box role="status" sx={{ typography: 'body2', '&:empty': { display: 'none' } }}>
        {loading ? texts.preparingPdf : ''}
      </Box>
      {error && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
