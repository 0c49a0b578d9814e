/**
 * Account mail through a real SMTP server: smtp-server started here on loopback, with
 * STARTTLS (a certificate made for the test, trusted through MAIL_CA_FILE) and a login.
 * The code is read out of the message the server received and confirms the account.
 * A mail server that is down delays nobody: the sign-up answers, and the job delivers
 * the code once the server is back.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_JOB } from '../../server/mail/account-mail';
import { newEmail, PASSWORD, post, settleJobs } from './support/client';
import { databases, startApp, type TestApp } from './support/harness';

const USER = 'admit';
const SECRET = 'smtp-secret-41';

interface Received {
  to: string[];
  raw: string;
  secure: boolean;
  user: string | undefined;
}

/** A key and a self-signed certificate for localhost, made with openssl. */
function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** An SMTP server on `port` (0: any) that wants STARTTLS and a login, and keeps what it receives. */
async function startSmtp(tls: { key: string; cert: string }, port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    key: tls.key,
    cert: tls.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    // No mail before STARTTLS and a login.
    allowInsecureAuth: false,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === SECRET) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a received message. */
function codeIn(raw: string): string | undefined {
  return /\b(\d{6})\b/.exec(
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
}

describe.each(databases)('mail through SMTP on $name', (target) => {
  let dir: string;
  let tls: ReturnType<typeof makeCertificate>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'admit-smtp-'));
    tls = makeCertificate(dir);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const appWith = (port: number) =>
    startApp(target, {
      env: {
        MAIL_URL: `smtp://${USER}:${SECRET}@localhost:${port}`,
        MAIL_CA_FILE: tls.certFile,
        MAIL_FROM: 'Demo University <admission@demo.example.edu>',
      },
    });

  it('sends the code over STARTTLS with a login, and the code confirms the account', async () => {
    const smtp = await startSmtp(tls);
    let t: TestApp | undefined;
    try {
      t = await appWith(smtp.port);
      const email = newEmail();
      expect((await post(t.app, '/public/signup', { username: email, password: PASSWORD })).statusCode).toBe(
        200,
      );
      await settleJobs(t.app);
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.to).toEqual([email]);
      expect(message?.secure).toBe(true);
      expect(message?.user).toBe(USER);
      expect(message?.raw).toContain('Subject: Demo University: your confirmation code');
      const code = codeIn(message?.raw ?? '');
      expect(code).toMatch(/^\d{6}$/);
      const confirmed = await post(t.app, '/public/confirm', { username: email, code });
      expect(confirmed.statusCode).toBe(200);
      expect((await post(t.app, '/public/login', { username: email, password: PASSWORD })).statusCode).toBe(
        200,
      );
    } finally {
      await t?.close();
      await smtp.close();
    }
  });

  it('answers sign-up while the mail server is down, and delivers the code once it is back', async () => {
    // A port that was free a moment ago: nothing listens there yet.
    const probe = await startSmtp(tls);
    const port = probe.port;
    await probe.close();
    const t = await appWith(port);
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const email = newEmail();
      const response = await post(t.app, '/public/signup', { username: email, password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'We sent a confirmation code to your email address.' });
      await settleJobs(t.app);
      // The attempt failed and waits for its retry, later.
      const jobs = t.app.repos.jobs;
      const [waiting] = (await jobs.list()).filter((job) => job.kind === ACCOUNT_MAIL_JOB);
      expect(waiting?.state).toBe('queued');
      expect(waiting?.attempts).toBe(1);
      expect(Date.parse(waiting?.run_after ?? '')).toBeGreaterThan(t.clock.now().getTime());
      expect(waiting?.last_error).toBeTruthy();

      smtp = await startSmtp(tls, port);
      t.clock.advance(31_000);
      await settleJobs(t.app);
      expect(smtp.received.map((message) => message.to)).toEqual([[email]]);
      const code = codeIn(smtp.received[0]?.raw ?? '');
      expect((await post(t.app, '/public/confirm', { username: email, code })).statusCode).toBe(200);
      expect((await jobs.list()).filter((job) => job.kind === ACCOUNT_MAIL_JOB)).toEqual([]);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});
