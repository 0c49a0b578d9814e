import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { MAIN_CONTENT_ID, PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import { LoadingScreen } from '../../../components/loading-screen';
import { usePartner } from '../../../lib/partner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServiceApplication } from '../api/service-application';
import { PrintView } from './print-view';

/** Why the link shows no application: its message only, nothing to click. */
function LinkRefused({ message }: { message: string }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      aria-labelledby={PAGE_TITLE_ID}
      sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 4 }, py: 6 }}
    >
      <Typography id={PAGE_TITLE_ID} variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 2 }}>
        This application cannot be shown
      </Typography>
      <Typography role="alert">{message}</Typography>
    </Box>
  );
}

/**
 * The service-user (staff) mode of SPEC 1, entered by a form route whose URL carries
 * service_token: the application of that token, read-only, in the print layout.
 */
export function StaffView() {
  const [params] = useSearchParams();
  const token = params.get('service_token') ?? '';
  const partner = usePartner();
  useDocumentTitle(`${partner.application_title} (read-only) | ${partner.name}`);
  const { data, error } = useServiceApplication(token);
  if (error) return <LinkRefused message={error.message} />;
  if (!data) return <LoadingScreen label="Loading the application" />;
  return <PrintView application={data} />;
}
