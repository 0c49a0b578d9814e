import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/router-link';
import type { NavigationState } from '../../../lib/navigation-state';

interface CardLinkProps {
  to: string;
  /** Links between the cards carry the applicant's answers (SPEC 2). */
  answers: Record<string, string> | undefined;
  /** An email already typed, so the next card need not ask again. */
  username?: string;
  children: ReactNode;
}

/** A link to another account card that keeps the answers typed so far. */
export function CardLink({ to, answers, username, children }: CardLinkProps) {
  const state: NavigationState = { answers, username };
  return (
    <Link component={RouterLink} to={to} state={state} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
