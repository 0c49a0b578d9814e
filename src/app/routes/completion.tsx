import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAGE_TITLE_ID, PageShell } from '../../components/layout/page-shell';
import { usePartner } from '../../lib/partner';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The completion page (SPEC 2), outside the shared layout; the route guard and PDF join it later. */
export function CompletionPage() {
  const partner = usePartner();
  useDocumentTitle(`Application submitted | ${partner.name}`);
  return (
    <PageShell partner={partner}>
      <Container maxWidth="md" disableGutters>
        <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider' }}>
          <Typography variant="h1" id={PAGE_TITLE_ID} gutterBottom>
            Thank you for applying
          </Typography>
          <Typography>Your application to {partner.name} has been submitted.</Typography>
        </Paper>
      </Container>
    </PageShell>
  );
}
