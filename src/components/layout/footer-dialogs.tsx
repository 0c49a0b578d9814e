import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Partner } from '../../lib/partner';
import { telHref } from '../../lib/phone-link';
import { AppDialog } from '../app-dialog';

/** The partner's settings the footer dialogs show. */
export type FooterPartner = Pick<Partner, 'name' | 'help_email' | 'phone' | 'address' | 'links'>;

function link(links: Record<string, unknown>, name: string): string | undefined {
  const value = links[name];
  return typeof value === 'string' ? value : undefined;
}

function cookieHelp(links: Record<string, unknown>): { label: string; url: string }[] {
  const value = links.cookie_help;
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is { label: string; url: string } =>
      typeof item?.label === 'string' && typeof item?.url === 'string',
  );
}

interface DialogProps {
  partner: FooterPartner;
  open: boolean;
  onClose: () => void;
}

/** Help (SPEC 1): technical help by e-mail, a reader download link, the office's address and phone. */
export function HelpDialog({ partner, open, onClose }: DialogProps) {
  const reader = link(partner.links, 'reader_download');
  const { address } = partner;
  return (
    <AppDialog open={open} onClose={onClose} title="Help" size="medium">
      <Typography variant="h2" component="h3" gutterBottom>
        Technical help
      </Typography>
      {/* A long address or phone text breaks inside rather than widen the dialog on a small screen. */}
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        If something in the application does not work, email{' '}
        <Link href={`mailto:${partner.help_email}`}>{partner.help_email}</Link> and tell us what you were
        doing.
      </Typography>
      {reader && (
        <Typography sx={{ mb: 2 }}>
          To open the PDF copy of your application you need a PDF reader.{' '}
          <Link href={reader} target="_blank" rel="noopener noreferrer">
            Download a free PDF reader (opens in a new tab)
          </Link>
          .
        </Typography>
      )}
      <Typography variant="h2" component="h3" gutterBottom>
        Contact the admission office
      </Typography>
      <Typography component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
        {partner.name}
        <br />
        {address.line_1}
        <br />
        {address.line_2 && (
          <>
            {address.line_2}
            <br />
          </>
        )}
        {address.city}, {address.state} {address.zip}
        <br />
        Phone: <Link href={telHref(partner.phone)}>{partner.phone}</Link>
      </Typography>
    </AppDialog>
  );
}

/** Privacy (SPEC 1): the privacy policy and the cookie notice with each browser's cookie help. */
export function PrivacyDialog({ partner, open, onClose }: DialogProps) {
  const policy = link(partner.links, 'privacy_policy');
  const browsers = cookieHelp(partner.links);
  return (
    <AppDialog open={open} onClose={onClose} title="Privacy" size="medium">
      <Typography variant="h2" component="h3" gutterBottom>
        Privacy policy
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {partner.name} uses the information in your application only to consider you for admission.{' '}
        {policy && (
          <Link href={policy} target="_blank" rel="noopener noreferrer">
            Read the privacy policy (opens in a new tab)
          </Link>
        )}
      </Typography>
      <Typography variant="h2" component="h3" gutterBottom>
        Cookies
      </Typography>
      <Typography sx={{ mb: 2 }}>
        This site uses cookies only to keep you signed in. It does not use advertising or tracking cookies.
        Your browser&apos;s help explains how to see and delete cookies:
      </Typography>
      <ul>
        {browsers.map((browser) => (
          <li key={browser.url}>
            <Link href={browser.url} target="_blank" rel="noopener noreferrer">
              {browser.label}
            </Link>
          </li>
        ))}
      </ul>
    </AppDialog>
  );
}

/** Both dialogs, the one `open` names shown: what the footer loads when first reached for (page-footer.tsx). */
export function FooterDialogs({
  partner,
  open,
  onClose,
}: {
  partner: FooterPartner;
  open: 'help' | 'privacy' | null;
  onClose: () => void;
}) {
  return (
    <>
      <HelpDialog partner={partner} open={open === 'help'} onClose={onClose} />
      <PrivacyDialog partner={partner} open={open === 'privacy'} onClose={onClose} />
    </>
  );
}
