/**
 * Sending mail. By default every message is written as one RFC 822 file to
 * DATA_DIR/outbox (no mail server needed); MAIL_URL=smtp://… or smtps://… sends it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A file the HTML body shows inline (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

/** One message: a plain-text body and a simple HTML body saying the same (with its inline images). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What the routes use to send mail. */
export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  close(): void;
}

/** The outbox folder under the data folder. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** The address as it appears in an outbox file name: only characters safe in any file system. */
export function outboxAddress(to: string): string {
  return to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
}

/** A sortable, file-name-safe timestamp: 2026-11-22T22-10-09-123Z. */
export function outboxStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

/** Writes each message to DATA_DIR/outbox/<timestamp>-<to>.eml. */
export function createOutboxMailer(dataDir: string, from: string): Mailer {
  const dir = outboxDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  // Strictly increasing stamps, so two mails in one millisecond keep their order and both survive.
  let lastMs = 0;
  return {
    async sendMail(message) {
      const info = await transport.sendMail({ from, ...message });
      const body = info.message as Buffer;
      for (;;) {
        lastMs = Math.max(Date.now(), lastMs + 1);
        try {
          // 'wx' fails instead of overwriting a file another process wrote in the same millisecond.
          writeFileSync(join(dir, `${outboxStamp(lastMs)}-${outboxAddress(message.to)}.eml`), body, {
            flag: 'wx',
          });
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Sends through the SMTP server of MAIL_URL, trusting `ca` too (MAIL_CA_FILE). The
 * timeouts are short: a slow server fails the job, which retries later, rather than
 * holding the process's job worker (and the conversions behind it) for minutes.
 */
export function createSmtpMailer(url: string, from: string, ca?: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(ca ? { tls: { ca } } : {}),
  });
  return {
    async sendMail(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
