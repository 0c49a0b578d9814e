import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fillMessage } from '../../../engine';
import { lazyComponent, useLazyComponent } from '../../../ui/lazy';
import { fillElements } from '../../lib/fill-elements';
import { telHref } from '../../lib/phone-link';
import { preloadDialog } from '../app-dialog';
import type { FooterPartner } from './footer-dialogs';
import { PageWidth } from './page-width';

/** The Help and Privacy dialogs' texts load with the dialog's own code, when first reached for (issue 16). */
const footerDialogs = lazyComponent(() => import('./footer-dialogs').then((module) => module.FooterDialogs));
const preloadFooterDialogs = () => {
  preloadDialog();
  footerDialogs.prefetch();
};

/**
 * A contact link moves to the next line whole where it fits there, and breaks inside only
 * where it is longer than a line (a long address or phone text on a 320 px screen), so that
 * the page never scrolls sideways (WCAG 1.4.10).
 */
const contact = { display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' } as const;

/** The contact line every page ends with, and the Help and Privacy dialogs (SPEC 1). */
export function PageFooter({ partner }: { partner: FooterPartner }) {
  const [open, setOpen] = useState<'help' | 'privacy' | null>(null);
  const close = () => setOpen(null);
  const year = new Date().getFullYear();
  // The dialogs' code loads when the applicant reaches for a button, not with the page.
  const intent = { onPointerEnter: preloadFooterDialogs, onFocus: preloadFooterDialogs };
  // Once loaded, the dialogs stay mounted: closing animates and gives focus back to the button.
  const Dialogs = useLazyComponent(footerDialogs, open !== null);
  const { texts } = partner;
  return (
    <Box component="footer" aria-label={texts.footerLabel} sx={{ py: 3, color: 'text.secondary' }}>
      <PageWidth maxWidth="lg" sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mb: 1 }}>
          <Button variant="text" onClick={() => setOpen('help')} {...intent}>
            {texts.footerHelp}
          </Button>
          <Button variant="text" onClick={() => setOpen('privacy')} {...intent}>
            {texts.footerPrivacy}
          </Button>
        </Box>
        <Typography variant="body2">
          {fillElements(texts.footerContact, {
            email: (
              <Link href={`mailto:${partner.help_email}`} sx={contact}>
                {partner.help_email}
              </Link>
            ),
            phone: (
              <Link href={telHref(partner.phone)} sx={contact}>
                {partner.phone}
              </Link>
            ),
          })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {fillMessage(texts.footerCopyright, { year, partner: partner.name })}
        </Typography>
      </PageWidth>
      {Dialogs && <Dialogs partner={partner} open={open} onClose={close} />}
    </Box>
  );
}
