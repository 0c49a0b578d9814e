import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAGE_TITLE_ID, PageShell } from '../../../components/layout/page-shell';
import { usePartner } from '../../../lib/partner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicationPdfDownload } from '../../documents';
import { useAnswersSnapshot } from '../state/answer-hooks';
import { useApplication } from '../state/application-context';
import { AccountPopover } from './account-popover';
import { HeaderMessage } from './header-message';

/** The completion page (SPEC 2): outside the shared layout, reached only once submitted. */
export function CompletionPage() {
  const partner = usePartner();
  const { snapshot, flush } = useApplication();
  const answers = useAnswersSnapshot(true);
  useDocumentTitle(`Application submitted | ${partner.name}`);
  return (
    <PageShell partner={partner} actions={<AccountPopover flush={flush} />}>
      <Container maxWidth="md" disableGutters>
        <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', mb: 3 }}>
          <Typography variant="h1" id={PAGE_TITLE_ID} gutterBottom>
            Your application is submitted
          </Typography>
          <Typography>
            Thank you for applying to {partner.name}. We will email you at {snapshot.username} when there is
            news about your application.
          </Typography>
        </Paper>
        <HeaderMessage snapshot={snapshot} answers={answers} />
        {snapshot.is_logged_in && (
          <Box sx={{ mt: 3 }}>
            <ApplicationPdfDownload />
          </Box>
        )}
      </Container>
    </PageShell>
  );
}
