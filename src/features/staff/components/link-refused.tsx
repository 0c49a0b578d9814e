import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fillMessage } from '../../../../engine/catalogue/messages';
import { interfaceTexts } from '../../../../engine/interface-texts';
import { MAIN_CONTENT_ID, PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import type { Partner } from '../../../lib/partner';

/** The staff page's title (WCAG 2.4.2), whatever it shows. */
export function staffPageTitle(partner: Pick<Partner, 'application_title' | 'name'>): string {
  return fillMessage(interfaceTexts.staffPage.title, {
    application: partner.application_title,
    partner: partner.name,
  });
}

/** Why the link shows no application: its message only, nothing to click. */
export function LinkRefused({ message }: { message: string }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      aria-labelledby={PAGE_TITLE_ID}
      sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 4 }, py: 6 }}
    >
      <Typography id={PAGE_TITLE_ID} variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 2 }}>
        {interfaceTexts.staffPage.refused}
      </Typography>
      <Typography role="alert">{message}</Typography>
    </Box>
  );
}
