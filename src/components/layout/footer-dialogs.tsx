import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fillMessage } from '../../../engine';
import { fillElements } from '../../lib/fill-elements';
import type { Partner } from '../../lib/partner';
import { telHref } from '../../lib/phone-link';
import { AppDialog } from '../app-dialog';

/** The partner's settings the footer dialogs show. */
export type FooterPartner = Pick<Partner, 'name' | 'help_email' | 'phone' | 'address' | 'links' | 'texts'>;

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
  const { address, texts } = partner;
  return (
    <AppDialog open={open} onClose={onClose} title={texts.footerHelp} size="medium">
      <Typography variant="h2" component="h3" gutterBottom>
        {texts.helpTechnicalTitle}
      </Typography>
      {/* A long address or phone text breaks inside rather than widen the dialog on a small screen. */}
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {fillElements(texts.helpTechnicalBody, {
          email: <Link href={`mailto:${partner.help_email}`}>{partner.help_email}</Link>,
        })}
      </Typography>
      {reader && (
        <Typography sx={{ mb: 2 }}>
          {texts.helpReaderBody}{' '}
          <Link href={reader} target="_blank" rel="noopener noreferrer">
            {texts.helpReaderLink}
          </Link>
        </Typography>
      )}
      <Typography variant="h2" component="h3" gutterBottom>
        {texts.helpContactTitle}
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
        {fillElements(texts.helpPhone, { phone: <Link href={telHref(partner.phone)}>{partner.phone}</Link> })}
      </Typography>
    </AppDialog>
  );
}

/** Privacy (SPEC 1): the privacy policy and the cookie notice with each browser's cookie help. */
export function PrivacyDialog({ partner, open, onClose }: DialogProps) {
  const policy = link(partner.links, 'privacy_policy');
  const browsers = cookieHelp(partner.links);
  const { texts } = partner;
  return (
    <AppDialog open={open} onClose={onClose} title={texts.footerPrivacy} size="medium">
      <Typography variant="h2" component="h3" gutterBottom>
        {texts.privacyPolicyTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {fillMessage(texts.privacyPolicyBody, { partner: partner.name })}{' '}
        {policy && (
          <Link href={policy} target="_blank" rel="noopener noreferrer">
            {texts.privacyPolicyLink}
          </Link>
        )}
      </Typography>
      <Typography variant="h2" component="h3" gutterBottom>
        {texts.privacyCookiesTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.privacyCookiesBody}</Typography>
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
