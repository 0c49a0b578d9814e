import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createElement, Fragment } from 'react';
import type { Answers } from '../../../../engine';
import type { HeaderMessages } from '../../../../engine/catalogue/types';
import { RouterLink } from '../../../components/router-link';
import type { NavigationState } from '../../../lib/navigation-state';
import type { AccountSnapshot } from '../state/web-status';

export type HeaderCase = 'submitted' | 'first-login' | 'returning' | 'anonymous';

/** Which of SPEC 1's four header messages applies. */
export function headerCase(snapshot: AccountSnapshot): HeaderCase {
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

/** A title of `messages` with the name filled in, or its form without a name. */
function titleOf(messages: HeaderMessages, kind: Exclude<HeaderCase, 'anonymous'>, name: string): string {
  const key = kind === 'first-login' ? 'firstLogin' : kind;
  return name ? messages[`${key}Title`].replace('{name}', name) : messages[`${key}TitleNoName`];
}

/** The anonymous text, its {signup} and {login} as links (each carries the answers to the card). */
function anonymousBody(messages: HeaderMessages, state: () => NavigationState): React.ReactNode {
  const links = {
    signup: (
      <Link component={RouterLink} to="/signup" state={state}>
        {messages.signupLink}
      </Link>
    ),
    login: (
      <Link component={RouterLink} to="/login" state={state}>
        {messages.loginLink}
      </Link>
    ),
  };
  // Children given one by one, not as an array: in their order, they need no keys.
  const parts = messages.anonymousBody
    .split(/(\{signup\}|\{login\})/)
    .map((part) => (part === '{signup}' ? links.signup : part === '{login}' ? links.login : part));
  return createElement(Fragment, null, ...parts);
}

/**
 * The header message of SPEC 1, with the applicant's first name. Its texts are the
 * catalogue's (schemas/catalogue.json `headerMessages`, the engine's
 * `catalogue.index.headerMessages`), which the server's first paint also shows
 * (server/first-paint.ts).
 */
export function HeaderMessage({
  snapshot,
  answers,
  carried = () => answers,
  messages,
}: {
  snapshot: AccountSnapshot;
  /** The answers the greeting reads (the names). */
  answers: Answers;
  /** The answers the sign-up and login links carry, read at the click; `answers` by default. */
  carried?: () => Answers;
  messages: HeaderMessages;
}) {
  const kind = headerCase(snapshot);
  const name = greetingName(answers, kind);
  const state = (): NavigationState => ({ answers: carried() });
  let title: string;
  let body: React.ReactNode;
  switch (kind) {
    case 'submitted':
      title = titleOf(messages, kind, name);
      body = messages.submittedBody;
      break;
    case 'first-login':
      title = titleOf(messages, kind, name);
      body = messages.firstLoginBody;
      break;
    case 'returning':
      title = titleOf(messages, kind, name);
      body = messages.returningBody;
      break;
    default:
      title = messages.anonymousTitle;
      body = anonymousBody(messages, state);
  }
  return (
    <Paper
      component="section"
      aria-label={messages.label}
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
