import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      publicUrl: 'http://127.0.0.1:3000',
      publicOrigin: 'http://127.0.0.1:3000',
      secure: false,
      database: { kind: 'sqlite', file: resolve('./data/admit.sqlite') },
      mailUrl: undefined,
      mailFrom: '"Demo University" <no-reply@localhost>',
      partner: 'demo',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/admit-x',
      PUBLIC_URL: 'https://apply.example.edu/',
      DATABASE_URL: 'postgres://u@db:5432/admit',
      DATABASE_SCHEMA: 'tenant_a',
      MAIL_URL: 'smtps://u:p@mail.example.edu:465',
      MAIL_FROM: 'Admission <admission@example.edu>',
      PARTNER: 'demo',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/admit-x',
      publicUrl: 'https://apply.example.edu',
      publicOrigin: 'https://apply.example.edu',
      secure: true,
      database: { kind: 'postgres', url: 'postgres://u@db:5432/admit', schema: 'tenant_a' },
      mailUrl: 'smtps://u:p@mail.example.edu:465',
      mailFrom: 'Admission <admission@example.edu>',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('treats empty values as unset and a wildcard host as loopback in links', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', HOST: '0.0.0.0' });
    expect(config.database.kind).toBe('sqlite');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it.each([
    [{ PORT: 'abc' }, "Invalid configuration: PORT must be an integer from 0 to 65535 (got 'abc')"],
    [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PUBLIC_URL: 'apply.example.edu' }, 'PUBLIC_URL must be a URL starting with http: or https:'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres: or postgresql:'],
    [{ DATABASE_URL: 'postgres://x/y', DATABASE_SCHEMA: 'Bad-Name' }, 'DATABASE_SCHEMA'],
    [{ MAIL_URL: 'http://mail' }, 'MAIL_URL must be a URL starting with smtp: or smtps:'],
    [
      { PARTNER: 'nobody' },
      "PARTNER must be the name of a folder under partners/ holding partner.json, and partners/nobody/partner.json does not exist (got 'nobody')",
    ],
    [{ PARTNER: '../schemas' }, 'PARTNER'],
    [
      { PARTNER: 't space' },
      'PARTNER must be the name of a folder under partners/ holding partner.json, a name in lower-case letters, digits, "-" and "_" other than "base" (got \'t space\')',
    ],
    [{ PARTNER: 'Demo' }, 'a name in lower-case letters, digits, "-" and "_" other than "base"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [
      { SWEEP_INTERVAL_MINUTES: '0' },
      "Invalid configuration: SWEEP_INTERVAL_MINUTES must be a whole number from 1 to 1440 (got '0')",
    ],
    [{ JOB_RETENTION_DAYS: '0' }, 'JOB_RETENTION_DAYS must be a whole number from 1 to 3650'],
    [{ UPLOAD_GRACE_HOURS: '1.5' }, 'UPLOAD_GRACE_HOURS must be a whole number from 1 to 8760'],
    [{ EXPIRED_RETENTION_DAYS: '-1' }, 'EXPIRED_RETENTION_DAYS must be a whole number from 0 to 3650'],
    [
      { SIGNING_SECRET: 'short' },
      "Invalid configuration: SIGNING_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`) (got '5 characters')",
    ],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the sweep settings', () => {
  it('default to an hourly sweep keeping jobs a week, uploads a day and expired codes a week', () => {
    expect(loadConfig({}).sweep).toEqual({
      intervalMs: 60 * 60_000,
      jobRetentionMs: 7 * 86_400_000,
      uploadGraceMs: 24 * 3_600_000,
      expiredRetentionMs: 7 * 86_400_000,
    });
  });

  it('reads each variable', () => {
    const config = loadConfig({
      SWEEP_INTERVAL_MINUTES: '15',
      JOB_RETENTION_DAYS: '30',
      UPLOAD_GRACE_HOURS: '2',
      EXPIRED_RETENTION_DAYS: '0',
    });
    expect(config.sweep).toEqual({
      intervalMs: 15 * 60_000,
      jobRetentionMs: 30 * 86_400_000,
      uploadGraceMs: 2 * 3_600_000,
      expiredRetentionMs: 0,
    });
  });
});

describe('SIGNING_SECRET', () => {
  const secret = 'a'.repeat(64);
  const shared = { DATABASE_URL: 'postgres://u@db:5432/admit', STORAGE_URL: 'file:///srv/admit/uploads' };

  it('is refused missing when several processes share the database and a storage folder', () => {
    expect(() => loadConfig(shared)).toThrow(
      'Invalid configuration: SIGNING_SECRET must be set, the same in every process, when DATABASE_URL and STORAGE_URL are set: several processes sign and verify the uploads to the shared storage with it (e.g. `openssl rand -hex 32`).',
    );
    expect(loadConfig({ ...shared, SIGNING_SECRET: secret }).signingSecret).toBe(secret);
  });

  it('is not needed on the embedded default, nor with S3, which signs with the bucket credentials', () => {
    expect(loadConfig({}).signingSecret).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 'file:///srv/admit/uploads' }).signingSecret).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: shared.DATABASE_URL }).signingSecret).toBeUndefined();
    const s3 = { DATABASE_URL: shared.DATABASE_URL, STORAGE_URL: 's3://KEY:SECRET@bucket' };
    expect(loadConfig(s3).signingSecret).toBeUndefined();
  });
});
