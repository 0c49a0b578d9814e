import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fillMessage } from '../../../../engine';
import { MAIN_CONTENT_ID, PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import { PageWidth } from '../../../components/layout/page-width';
import { usePartner } from '../../../lib/partner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicationPdfDownload } from '../../documents';
import { useSignOut } from '../hooks/use-sign-out';
import { useAnswersSnapshot } from '../state/answer-hooks';
import { useApplication } from '../state/application-context';
import { useJournal } from '../state/journal/journal-context';
import { HeaderMessage } from './header-message';

/**
 * The completion page (SPEC 2): reached only once submitted, and without the shared
 * layout: no header band, navigation, account popover or footer. It still names the
 * partner, and lets the applicant sign out of a shared computer (docs/decisions/007).
 */
export function CompletionPage() {
  const partner = usePartner();
  const { engine, snapshot, flush } = useApplication();
  const answers = useAnswersSnapshot(true);
  const { signOut, leaving } = useSignOut();
  // Submitted, nothing is left to send: the account's journal goes with the session.
  const journal = useJournal();
  const { messages } = engine.catalogue.index;
  useDocumentTitle(fillMessage(messages.submittedPageTitle, { partner: partner.name }));
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      aria-labelledby={PAGE_TITLE_ID}
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 6 } }}
    >
      <PageWidth maxWidth="md" disableGutters>
        <Typography component="p" sx={{ fontWeight: 700, mb: 2 }}>
          {partner.name}
        </Typography>
        <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', mb: 3 }}>
          <Typography variant="h1" id={PAGE_TITLE_ID} gutterBottom>
            {messages.submittedTitle}
          </Typography>
          <Typography>
            {fillMessage(messages.submittedBody, { partner: partner.name, email: snapshot.username })}
          </Typography>
        </Paper>
        <HeaderMessage
          snapshot={snapshot}
          answers={answers}
          messages={engine.catalogue.index.headerMessages}
        />
        {snapshot.is_logged_in && (
          <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <ApplicationPdfDownload texts={messages} />
            <Button
              variant="outlined"
              onClick={() => void signOut('chosen', flush, journal.clear)}
              disabled={leaving}
            >
              {messages.logOut}
            </Button>
          </Box>
        )}
      </PageWidth>
    </Box>
  );
}
