/**
 * The server's configuration, read once from the environment and checked, so that a
 * bad value stops start-up with a message naming the variable (README "Configuration").
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Env, fail, read } from './config-env';
import { readSweep, type SweepConfig } from './config-sweep';
import { loadPartner, PARTNER_ID, PARTNERS_DIR, partnerExists } from './partner';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** A pino level name. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the data lives: the embedded SQLite file or a PostgreSQL server. */
export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** A schema to create and use instead of the default one; tests isolate themselves this way. */
      schema?: string;
    };

/** The checked configuration the app is built from. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder (database, uploads, outbox); created at start. */
  dataDir: string;
  /** The address applicants use, without a trailing slash: mail links and the allowed Origin. */
  publicUrl: string;
  /** PUBLIC_URL's origin (scheme, host, port). */
  publicOrigin: string;
  /** Whether cookies get Secure and responses HSTS: PUBLIC_URL is https. */
  secure: boolean;
  database: DatabaseConfig;
  /** smtp:// or smtps:// URL; undefined writes every mail to DATA_DIR/outbox. */
  mailUrl: string | undefined;
  /** PEM certificates (MAIL_CA_FILE) trusted for the SMTP server besides the system's. */
  mailCa: string | undefined;
  mailFrom: string;
  partner: string;
  partnersDir: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** Where documents are stored: DATA_DIR/uploads by default, or an S3 bucket (docs/documents.md). */
  storage: StorageConfig;
  /** How docx documents become PDF: LibreOffice when installed (auto), or the built-in conversion. */
  docxConverter: 'auto' | 'libreoffice' | 'builtin';
  /**
   * SIGNING_SECRET: the key the local storage driver signs upload policies with. Unset,
   * the driver makes one in its folder; a multi-process setup must share one (README).
   */
  signingSecret: string | undefined;
  /** The sweep's interval and retentions. */
  sweep: SweepConfig;
}

/** The document storage: files under DATA_DIR/uploads, or an S3-compatible bucket (STORAGE_URL=s3://...). */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server's address; undefined is AWS itself. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** From the URL's user info; undefined uses the AWS default chain (AWS_ACCESS_KEY_ID, ...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) fail('PORT', 'an integer from 0 to 65535', raw);
  return port;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  return fail(name, 'true or false', raw);
}

function readUrl(env: Env, name: string, protocols: string[], fallback?: string): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(name, `a URL starting with ${protocols.join(' or ')}`, raw);
  }
  if (!protocols.includes(url.protocol)) fail(name, `a URL starting with ${protocols.join(' or ')}`, raw);
  return raw;
}

/** The text of a PEM file named by the variable, or undefined when it is unset. */
function readPemFile(env: Env, name: string): string | undefined {
  const path = read(env, name);
  if (path === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return fail(name, 'a readable PEM file', path);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) fail(name, 'a PEM file of certificates', path);
  return text;
}

function readDatabase(env: Env, dataDir: string): DatabaseConfig {
  const url = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const schema = read(env, 'DATABASE_SCHEMA');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    fail('DATABASE_SCHEMA', 'a lower-case SQL identifier', schema);
  }
  if (url === undefined) return { kind: 'sqlite', file: resolve(dataDir, 'admit.sqlite') };
  return schema === undefined ? { kind: 'postgres', url } : { kind: 'postgres', url, schema };
}

/** STORAGE_URL: unset is DATA_DIR/uploads; s3://[KEY:SECRET@]bucket[?endpoint=&region=&path_style=] is S3. */
function readStorage(env: Env, dataDir: string): StorageConfig {
  const raw = readUrl(env, 'STORAGE_URL', ['s3:', 'file:']);
  if (raw === undefined) return { kind: 'local', dir: resolve(dataDir, 'uploads') };
  const url = new URL(raw);
  if (url.protocol === 'file:') return { kind: 'local', dir: resolve(decodeURIComponent(url.pathname)) };
  const expected = 's3://[KEY:SECRET@]bucket[?endpoint=URL&region=NAME&path_style=true]';
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) fail('STORAGE_URL', expected, raw);
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) fail('STORAGE_URL', expected, raw);
  if (url.pathname !== '' && url.pathname !== '/') fail('STORAGE_URL', expected, raw);
  return {
    kind: 's3',
    bucket: url.hostname,
    region: url.searchParams.get('region') ?? 'us-east-1',
    endpoint,
    // S3-compatible servers rarely serve virtual-hosted buckets; AWS itself prefers them.
    forcePathStyle: readBoolean(
      { 'STORAGE_URL path_style': url.searchParams.get('path_style') ?? undefined },
      'STORAGE_URL path_style',
      endpoint !== undefined,
    ),
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

/**
 * SIGNING_SECRET, required when DATABASE_URL and STORAGE_URL are both set with the local
 * driver (a shared folder): several processes then verify each other's upload policies,
 * and a key made in the folder by whichever started first is no configuration anyone
 * rotates or backs up. S3 signs with the bucket's credentials (STORAGE_URL or AWS's own
 * variables), already shared configuration.
 */
function readSigningSecret(env: Env, database: DatabaseConfig, storage: StorageConfig): string | undefined {
  const secret = read(env, 'SIGNING_SECRET');
  if (secret !== undefined && secret.length < 32) {
    fail(
      'SIGNING_SECRET',
      'at least 32 characters (e.g. `openssl rand -hex 32`)',
      `${secret.length} characters`,
    );
  }
  const shared = database.kind === 'postgres' && read(env, 'STORAGE_URL') !== undefined;
  if (secret === undefined && shared && storage.kind === 'local') {
    throw new Error(
      'Invalid configuration: SIGNING_SECRET must be set, the same in every process, when DATABASE_URL and STORAGE_URL are set: several processes sign and verify the uploads to the shared storage with it (e.g. `openssl rand -hex 32`).',
    );
  }
  return secret;
}

function readDocxConverter(env: Env): Config['docxConverter'] {
  const raw = read(env, 'DOCX_CONVERTER') ?? 'auto';
  if (raw === 'auto' || raw === 'libreoffice' || raw === 'builtin') return raw;
  return fail('DOCX_CONVERTER', 'auto, libreoffice or builtin', raw);
}

function readPartner(env: Env, partnersDir: string): string {
  const partner = read(env, 'PARTNER') ?? 'demo';
  // The id becomes a path: allow only a plain folder name.
  if (!PARTNER_ID.test(partner) || partner === 'base') {
    fail(
      'PARTNER',
      'the name of a folder under partners/ holding partner.json, a name in lower-case letters, digits, "-" and "_" other than "base"',
      partner,
    );
  }
  if (!partnerExists(partner, partnersDir)) {
    fail(
      'PARTNER',
      `the name of a folder under partners/ holding partner.json, and partners/${partner}/partner.json does not exist`,
      partner,
    );
  }
  return partner;
}

function readLogLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  return level ?? fail('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, raw);
}

/** The origin a browser would send for this URL. */
function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Reads and checks the configuration.
 * @throws Error whose message names the first bad variable.
 */
export function loadConfig(env: Env = process.env, partnersDir = PARTNERS_DIR): Config {
  const port = readPort(env);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const dataDir = resolve(read(env, 'DATA_DIR') ?? './data');
  // A wildcard listen address is not an address a browser can use.
  const linkHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const publicUrl = (
    readUrl(env, 'PUBLIC_URL', ['http:', 'https:'], `http://${linkHost}:${port}`) as string
  ).replace(/\/+$/, '');
  const partner = readPartner(env, partnersDir);
  const mailUrl = readUrl(env, 'MAIL_URL', ['smtp:', 'smtps:']);
  const mailCa = readPemFile(env, 'MAIL_CA_FILE');
  const mailFrom = read(env, 'MAIL_FROM') ?? defaultMailFrom(loadPartner(partner, partnersDir).name);
  const database = readDatabase(env, dataDir);
  const storage = readStorage(env, dataDir);
  return {
    port,
    host,
    dataDir,
    publicUrl,
    publicOrigin: originOf(publicUrl),
    secure: publicUrl.startsWith('https:'),
    database,
    mailUrl,
    mailCa,
    mailFrom,
    partner,
    partnersDir,
    logLevel: readLogLevel(env),
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    storage,
    docxConverter: readDocxConverter(env),
    signingSecret: readSigningSecret(env, database, storage),
    sweep: readSweep(env),
  };
}

/** "<partner name> <no-reply@localhost>", the display name quoted so commas and dots are safe. */
export function defaultMailFrom(partnerName: string): string {
  return `"${partnerName.replace(/["\\]/g, '')}" <no-reply@localhost>`;
}
