import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Partner } from '../../lib/partner';
import type { FooterPartner } from './footer-dialogs';
import { PageFooter } from './page-footer';
import { PageHeader } from './page-header';
import { SkipLink } from './skip-link';

export const MAIN_CONTENT_ID = 'main-content';
export const PAGE_TITLE_ID = 'page-title';

/** What the shell shows of the partner's settings. */
export type ShellPartner = FooterPartner & Pick<Partner, 'application_title' | 'logo'>;

interface PageShellProps {
  partner: ShellPartner;
  children: ReactNode;
  /** Account actions shown in the header. */
  actions?: ReactNode;
  /** Shown between the header and the main content (the form's navigation). */
  navigation?: ReactNode;
  /** Centre the content vertically and horizontally (the auth cards). */
  centred?: boolean;
}

/** Header, main and footer landmarks around a page; main is named by the page's h1 (id PAGE_TITLE_ID). */
export function PageShell({ partner, children, actions, navigation, centred = false }: PageShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink target={MAIN_CONTENT_ID} />
      <PageHeader
        partnerName={partner.name}
        applicationTitle={partner.application_title}
        logo={partner.logo}
        actions={actions}
      />
      {navigation}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        aria-labelledby={PAGE_TITLE_ID}
        sx={{
          flex: 1,
          outline: 'none',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, sm: 6 },
          ...(centred && { display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }),
        }}
      >
        {children}
      </Box>
      <PageFooter partner={partner} />
    </Box>
  );
}
