import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Answers } from '../../../../engine';
import { RouterLink } from '../../../components/router-link';
import type { NavigationState } from '../../../lib/navigation-state';
import type { Snapshot } from '../state/web-status';

export type HeaderCase = 'submitted' | 'first-login' | 'returning' | 'anonymous';

/** Which of SPEC 1's four header messages applies. */
export function headerCase(snapshot: Snapshot): HeaderCase {
  if (!snapshot.is_logged_in) return 'anonymous';
  if (snapshot.web_status === 'submitted') return 'submitted';
  return snapshot.num_logins <= 1 ? 'first-login' : 'returning';
}

/**
 * The name to greet: SPEC 1 thanks a submitted applicant by first name; the welcomes use
 * the preferred name when given, else the first name.
 */
export function greetingName(answers: Answers, kind: HeaderCase): string {
  if (kind === 'submitted') return (answers.first_name ?? '').trim();
  return (answers.preferred_name || answers.first_name || '').trim();
}

function withName(greeting: string, name: string): string {
  return name ? `${greeting}, ${name}!` : `${greeting}!`;
}

/** The header message of SPEC 1, with the applicant's first name. */
export function HeaderMessage({ snapshot, answers }: { snapshot: Snapshot; answers: Answers }) {
  const kind = headerCase(snapshot);
  const name = greetingName(answers, kind);
  const state: NavigationState = { answers };
  let title: string;
  let body: React.ReactNode;
  switch (kind) {
    case 'submitted':
      title = withName('Thank you for applying', name);
      body =
        'We have your application. Please take the last steps: download a copy for your records and watch your email for news about your admission.';
      break;
    case 'first-login':
      title = withName('Welcome', name);
      body = "Let's get started on your application. Your answers are saved as you go.";
      break;
    case 'returning':
      title = withName('Welcome back', name);
      body = 'Pick up where you left off. Your answers are saved as you go.';
      break;
    default:
      title = 'Welcome!';
      body = (
        <>
          Browse the application and start answering. To save your answers and apply,{' '}
          <Link component={RouterLink} to="/signup" state={state}>
            create an account
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to="/login" state={state}>
            sign in
          </Link>
          .
        </>
      );
  }
  return (
    <Paper
      component="section"
      aria-label="Welcome"
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 3,
        border: 1,
        borderColor: 'divider',
        borderLeft: 6,
        borderLeftColor: 'accent.main',
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {title}
      </Typography>
      <Typography component="p">{body}</Typography>
    </Paper>
  );
}
