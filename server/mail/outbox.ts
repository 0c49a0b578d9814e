/**
 * Reading the mail outbox (DATA_DIR/outbox/<timestamp>-<to>.eml): the newest message for
 * an address, its plain-text body, and the confirmation code or reset link in it.
 * For tests and browser journeys; the server itself never reads the outbox.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxAddress, outboxDir } from './mailer';

/** One message read back from the outbox. */
export interface OutboxMessage {
  /** Full path of the .eml file. */
  file: string;
  /** The whole RFC 822 message as written. */
  raw: string;
  subject: string;
  /** The decoded plain-text body. */
  text: string;
  /** The six-digit confirmation code, when the message carries one. */
  code: string | undefined;
  /** The password reset link, when the message carries one. */
  link: string | undefined;
}

const STAMP_LENGTH = '2026-11-22T22-10-09-123Z'.length;

/** Every outbox file for the address, oldest first. */
export function outboxFiles(dataDir: string, to: string): string[] {
  const dir = outboxDir(dataDir);
  if (!existsSync(dir)) return [];
  const address = outboxAddress(to);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && name.slice(STAMP_LENGTH + 1, -4) === address)
    .sort()
    .map((name) => join(dir, name));
}

/** The newest message for the address, or undefined when none was sent. */
export function readOutbox(dataDir: string, to: string): OutboxMessage | undefined {
  const file = outboxFiles(dataDir, to).at(-1);
  return file === undefined ? undefined : parseMessage(file, readFileSync(file, 'utf8'));
}

/** Parses what the outbox transport writes: a single part or multipart/alternative. */
export function parseMessage(file: string, raw: string): OutboxMessage {
  const { headers, body } = splitPart(raw);
  const text = plainText(headers, body);
  return {
    file,
    raw,
    subject: decodeWords(headers.subject ?? ''),
    text,
    code: /(?:^|\n)\s*(\d{6})\s*(?:\n|$)/.exec(text)?.[1],
    link: /(https?:\/\/\S+\/reset\?\S+)/.exec(text)?.[1],
  };
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const normal = raw.replace(/\r\n/g, '\n');
  const end = normal.indexOf('\n\n');
  const head = end === -1 ? normal : normal.slice(0, end);
  const body = end === -1 ? '' : normal.slice(end + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function plainText(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      const part = splitPart(chunk.replace(/^\n/, ''));
      const text = plainText(part.headers, part.body);
      if (text !== '') return text;
    }
    return '';
  }
  if (!type.toLowerCase().startsWith('text/plain')) return '';
  return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit').trim();
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
