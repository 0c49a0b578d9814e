/**
 * The texts of the account mails. Each names the partner and comes as plain text and
 * HTML; with a partner logo, the HTML shows it at the top, attached inline (cid:), so
 * no mail client has to fetch an image from elsewhere.
 */
import type { PartnerLogo } from '../partner-logo';
import type { MailMessage } from './mailer';

/** Who the mail comes from: the partner's name, and its logo when it ships one. */
export interface MailBrand {
  name: string;
  logo?: PartnerLogo | null;
}

/** The Content-ID of the inline logo. */
export const LOGO_CID = 'partner-logo@admit';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function html(paragraphs: string[], brand: MailBrand): string {
  const logo = brand.logo
    ? `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(brand.logo.alt)}" height="64" style="height:64px;width:auto"></p>`
    : '';
  return `<!doctype html><html><body>${logo}${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** The logo as an inline attachment, when the partner ships one. */
function logoAttachment(brand: MailBrand): Pick<MailMessage, 'attachments'> {
  if (!brand.logo) return {};
  const { file, bytes, contentType } = brand.logo;
  return { attachments: [{ filename: file, content: bytes, contentType, cid: LOGO_CID }] };
}

/** The mail carrying a six-digit confirmation code. */
export function confirmationMail(to: string, brand: MailBrand, code: string): MailMessage {
  const partnerName = brand.name;
  const name = escapeHtml(partnerName);
  return {
    to,
    subject: `${partnerName}: your confirmation code`,
    text: [
      `Thank you for creating an account for the ${partnerName} application.`,
      '',
      'Your confirmation code is:',
      '',
      code,
      '',
      'Enter it on the confirmation page within 24 hours.',
      'If you did not create this account, you can ignore this message.',
      '',
      partnerName,
    ].join('\n'),
    html: html(
      [
        `Thank you for creating an account for the ${name} application.`,
        `Your confirmation code is: <strong>${code}</strong>`,
        'Enter it on the confirmation page within 24 hours.',
        'If you did not create this account, you can ignore this message.',
        name,
      ],
      brand,
    ),
    ...logoAttachment(brand),
  };
}

/** The mail carrying a password reset link. */
export function resetMail(to: string, brand: MailBrand, link: string): MailMessage {
  const partnerName = brand.name;
  const name = escapeHtml(partnerName);
  const href = escapeHtml(link);
  return {
    to,
    subject: `${partnerName}: reset your password`,
    text: [
      `We received a request to reset the password of your ${partnerName} application account.`,
      '',
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, you can ignore this message.',
      '',
      partnerName,
    ].join('\n'),
    html: html(
      [
        `We received a request to reset the password of your ${name} application account.`,
        `Open this link within one hour to choose a new password: <a href="${href}">${href}</a>`,
        'The link works once. If you did not ask for it, you can ignore this message.',
        name,
      ],
      brand,
    ),
    ...logoAttachment(brand),
  };
}

/**
 * The mail to the owner of a confirmed account when someone signs up with its address:
 * the sign-up answers as for a new address (so it reveals nothing), and the owner learns
 * what happened and how to get in.
 */
export function accountExistsMail(to: string, brand: MailBrand, publicUrl: string): MailMessage {
  const partnerName = brand.name;
  const name = escapeHtml(partnerName);
  const login = `${publicUrl}/login`;
  const forgot = `${publicUrl}/forgot`;
  return {
    to,
    subject: `${partnerName}: you already have an account`,
    text: [
      `Someone, perhaps you, tried to create an account for the ${partnerName} application with this address.`,
      '',
      'You already have an account. Sign in here:',
      '',
      login,
      '',
      'If you forgot your password, you can reset it here:',
      '',
      forgot,
      '',
      'If this was not you, you can ignore this message: nothing about your account changed.',
      '',
      partnerName,
    ].join('\n'),
    html: html(
      [
        `Someone, perhaps you, tried to create an account for the ${name} application with this address.`,
        `You already have an account. <a href="${escapeHtml(login)}">Sign in</a>.`,
        `If you forgot your password, you can <a href="${escapeHtml(forgot)}">reset it</a>.`,
        'If this was not you, you can ignore this message: nothing about your account changed.',
        name,
      ],
      brand,
    ),
    ...logoAttachment(brand),
  };
}

/** The brand of the app's mail: its partner's name and logo. */
export function mailBrand(app: { partner: { name: string }; partnerLogo: PartnerLogo | null }): MailBrand {
  return { name: app.partner.name, logo: app.partnerLogo };
}
