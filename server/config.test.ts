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
      "PARTNER must be the name of a folder under partners/ holding partner.json (got 'nobody')",
    ],
    [{ PARTNER: '../schemas' }, 'PARTNER'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
