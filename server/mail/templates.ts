/**
 * The account mails, worded by the catalogue's mail* messages (engine/mail-texts.ts), which
 * a partner may word its own way. Each names the partner and comes as plain text and HTML;
 * with a partner logo, the HTML shows it at the top, attached inline (cid:), so no mail
 * client has to fetch an image from elsewhere.
 */

import { fillMessage } from '../../engine/catalogue/messages';
import type { CatalogueIndex } from '../../engine/catalogue/types';
import { type MailTexts, mailTexts } from '../../engine/mail-texts';
import type { PartnerLogo } from '../partner-logo';
import type { MailMessage } from './mailer';

/** Who the mail comes from: the partner's name, its logo when it ships one, and its mails' texts. */
export interface MailBrand {
  name: string;
  logo?: PartnerLogo | null;
  texts: MailTexts;
}

/** The Content-ID of the inline logo. */
export const LOGO_CID = 'partner-logo@admit';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What a mail's placeholders stand for: the value, and how the HTML shows it. */
type Values = Record<string, { value: string; html: (escaped: string) => string }>;

const plain = (value: string) => ({ value, html: (escaped: string) => escaped });
const strong = (value: string) => ({ value, html: (escaped: string) => `<strong>${escaped}</strong>` });
const link = (value: string) => ({ value, html: (escaped: string) => `<a href="${escaped}">${escaped}</a>` });

/**
 * A mail's body as HTML: each paragraph of the text (parted by a blank line) a `<p>`, a
 * single line break a `<br>`, the staff's words escaped and each placeholder shown as its
 * value asks (a code in bold, a link). A placeholder with no value stays as written.
 */
function bodyHtml(body: string, values: Values): string {
  const paragraph = (text: string) =>
    text
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.test(piece) ? piece.slice(1, -1) : '';
        const value = Object.hasOwn(values, name) ? values[name] : undefined;
        return value ? value.html(escapeHtml(value.value)) : escapeHtml(piece).replaceAll('\n', '<br>');
      })
      .join('');
  return body
    .split(/\n[ \t]*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => `<p>${paragraph(text)}</p>`)
    .join('');
}

function html(body: string, values: Values, brand: MailBrand): string {
  const logo = brand.logo
    ? `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(brand.logo.alt)}" height="64" style="height:64px;width:auto"></p>`
    : '';
  return `<!doctype html><html><body>${logo}${bodyHtml(body, values)}</body></html>`;
}

/** The logo as an inline attachment, when the partner ships one. */
function logoAttachment(brand: MailBrand): Pick<MailMessage, 'attachments'> {
  if (!brand.logo) return {};
  const { file, bytes, contentType } = brand.logo;
  return { attachments: [{ filename: file, content: bytes, contentType, cid: LOGO_CID }] };
}

/** A mail of the catalogue's texts: its subject and body filled in, as text and as HTML. */
function accountMail(
  to: string,
  brand: MailBrand,
  texts: { subject: string; body: string },
  carried: Values,
): MailMessage {
  const values: Values = { partner: plain(brand.name), ...carried };
  // A body edited on Windows may part its lines with CR LF.
  const body = texts.body.replace(/\r\n?/g, '\n');
  const filled = Object.fromEntries(Object.entries(values).map(([name, { value }]) => [name, value]));
  return {
    to,
    // A subject is one line, whatever the staff's text or a partner's name holds.
    subject: fillMessage(texts.subject, filled).replace(/\s*[\r\n]+\s*/g, ' '),
    text: fillMessage(body, filled),
    html: html(body, values, brand),
    ...logoAttachment(brand),
  };
}

/** The mail carrying a six-digit confirmation code. */
export function confirmationMail(to: string, brand: MailBrand, code: string): MailMessage {
  const { mailConfirmSubject: subject, mailConfirmBody: body } = brand.texts;
  return accountMail(to, brand, { subject, body }, { code: strong(code) });
}

/** The mail carrying a password reset link. */
export function resetMail(to: string, brand: MailBrand, url: string): MailMessage {
  const { mailResetSubject: subject, mailResetBody: body } = brand.texts;
  return accountMail(to, brand, { subject, body }, { link: link(url) });
}

/**
 * The mail to the owner of a confirmed account when someone signs up with its address:
 * the sign-up answers as for a new address (so it reveals nothing), and the owner learns
 * what happened and how to get in.
 */
export function accountExistsMail(to: string, brand: MailBrand, publicUrl: string): MailMessage {
  const { mailExistsSubject: subject, mailExistsBody: body } = brand.texts;
  return accountMail(
    to,
    brand,
    { subject, body },
    { login: link(`${publicUrl}/login`), forgot: link(`${publicUrl}/forgot`) },
  );
}

/** The brand of the app's mail: its partner's name, logo and wording of the mails. */
export function mailBrand(app: {
  partner: { name: string };
  partnerLogo: PartnerLogo | null;
  engine: { catalogue: { index: { messages: CatalogueIndex['messages'] } } };
}): MailBrand {
  return {
    name: app.partner.name,
    logo: app.partnerLogo,
    texts: mailTexts(app.engine.catalogue.index.messages),
  };
}
