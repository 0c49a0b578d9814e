import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_TITLE_ID } from '../../components/layout/page-shell';
import { type NavigationState, useNavigationState } from '../../lib/navigation-state';
import { usePartner } from '../../lib/partner';
import { useIsLoggedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A form page until the catalogue renders there: its title and a welcome. */
export function FormPlaceholder({ title }: { title: string }) {
  const partner = usePartner();
  const loggedIn = useIsLoggedIn();
  const state: NavigationState = { answers: useNavigationState().answers };
  useDocumentTitle(`${title} | ${partner.name}`);
  return (
    <Container maxWidth="md" disableGutters>
      <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider' }}>
        <Typography variant="h1" id={PAGE_TITLE_ID} gutterBottom>
          {title}
        </Typography>
        {loggedIn ? (
          <Typography>
            Welcome back! You are signed in to the {partner.name} {partner.application_title}. Your answers
            are saved to your account as you go.
          </Typography>
        ) : (
          <Typography>
            Welcome to the {partner.name} {partner.application_title}. Browse the application, or{' '}
            <Link component={RouterLink} to="/signup" state={state}>
              create an account
            </Link>{' '}
            or{' '}
            <Link component={RouterLink} to="/login" state={state}>
              sign in
            </Link>{' '}
            to save your progress.
          </Typography>
        )}
      </Paper>
    </Container>
  );
}
