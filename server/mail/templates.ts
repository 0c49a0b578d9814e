/** The texts of the account mails. Both name the partner and come as plain text and HTML. */
import type { MailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** The mail carrying a six-digit confirmation code. */
export function confirmationMail(to: string, partnerName: string, code: string): MailMessage {
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
    html: html([
      `Thank you for creating an account for the ${name} application.`,
      `Your confirmation code is: <strong>${code}</strong>`,
      'Enter it on the confirmation page within 24 hours.',
      'If you did not create this account, you can ignore this message.',
      name,
    ]),
  };
}

/** The mail carrying a password reset link. */
export function resetMail(to: string, partnerName: string, link: string): MailMessage {
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
    html: html([
      `We received a request to reset the password of your ${name} application account.`,
      `Open this link within one hour to choose a new password: <a href="${href}">${href}</a>`,
      'The link works once. If you did not ask for it, you can ignore this message.',
      name,
    ]),
  };
}

/**
 * The mail to the owner of a confirmed account when someone signs up with its address:
 * the sign-up answers as for a new address (so it reveals nothing), and the owner learns
 * what happened and how to get in.
 */
export function accountExistsMail(to: string, partnerName: string, publicUrl: string): MailMessage {
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
    html: html([
      `Someone, perhaps you, tried to create an account for the ${name} application with this address.`,
      `You already have an account. <a href="${escapeHtml(login)}">Sign in</a>.`,
      `If you forgot your password, you can <a href="${escapeHtml(forgot)}">reset it</a>.`,
      'If this was not you, you can ignore this message: nothing about your account changed.',
      name,
    ]),
  };
}
