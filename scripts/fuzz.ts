/**
 * `npm run fuzz [-- --count N] [--seed S]`: malformed requests over every route the app
 * registers (SPEC 7's and the app's own), over real HTTP on loopback, on SQLite and, when
 * DATABASE_URL is set, on PostgreSQL (a schema of its own, dropped after). Bad JSON,
 * wrong types, huge and deeply nested bodies, __proto__ keys, NUL and lone surrogates,
 * traversal in ids, keys and names, wrong methods, forged and ended sessions, a foreign
 * Origin, malformed multipart. Most requests carry a real session and the app's Origin,
 * so they reach the handlers. The routes take turns, so every one gets its share of the
 * requests (the categories are drawn at random). Seeded, so a run can be repeated.
 * Prints the count per status, how many routes were fuzzed and the fewest requests one
 * got, and every distinct 5xx; exits 1 on any 5xx, dropped connection or route missed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

/** A small seeded generator (mulberry32): the same seed, the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

/** One request to send. */
interface Shot {
  category: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A route as registered. */
interface Route {
  method: string;
  url: string;
}

const TRAVERSALS = [
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..\\..\\win.ini',
  '.',
  '..',
];
const NASTY_STRINGS = [
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  "' or '1'='1",
  '%00',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '',
  ' ',
  '🎓'.repeat(100),
];
const FIELD_NAMES = [
  'username',
  'password',
  'code',
  'id',
  'confirm_password',
  'first_name',
  'answer_key',
  'file_key',
  'file_name',
  'button_id',
  'num_components',
  'tab_id',
  'chosen_tab',
  'web_status',
  'last_page',
  'failures',
  'answer',
];
const WRONG_VALUES: unknown[] = [123, -1, 1e308, true, null, [], ['a'], {}, { a: { b: 1 } }, 'x'.repeat(300)];
/** A session cookie of the right shape that no session has. */
const FORGED_SESSION = `admit_session=${'A'.repeat(43)}`;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** A path segment as a client would send it; a lone surrogate has no UTF-8, so its raw bytes go. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fillParams(url: string, random: Random, hostile: boolean): string {
  return url.replace(/:([A-Za-z_]+)/g, () =>
    hostile
      ? segment(random.pick([...TRAVERSALS, ...NASTY_STRINGS]))
      : random.pick(['hs_transcript', 'x', '1']),
  );
}

function randomObject(random: Random): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const fields = 1 + random.int(4);
  for (let index = 0; index < fields; index++) {
    body[random.pick(FIELD_NAMES)] = random.pick([...WRONG_VALUES, ...NASTY_STRINGS, ...TRAVERSALS]);
  }
  return body;
}

/** The malformed requests, by category; each gets a route, the session and the random source. */
const CATEGORIES: Record<string, (route: Route, random: Random, session: Session) => Shot> = {
  'bad JSON': (route, random, session) => ({
    category: 'bad JSON',
    method: route.method,
    path: fillParams(route.url, random, false),
    headers: { ...session.good, 'content-type': 'application/json' },
    body: random.pick([
      '{',
      '{"a":',
      'nul',
      '[1,',
      '{"a" 1}',
      '\u0000',
      randomBytes(32).toString('latin1'),
      '"\\uD800"',
      '{"a":"\\u0000"}',
    ]),
  }),
  'wrong types': (route, random, session) => ({
    category: 'wrong types',
    method: route.method,
    path: fillParams(route.url, random, false),
    headers: { ...session.good, 'content-type': 'application/json' },
    body: JSON.stringify(random.pick([randomObject(random), 42, 'text', [1, 2], null, true])),
  }),
  'huge body': (route, random, session) => ({
    category: 'huge body',
    method: route.method,
    path: fillParams(route.url, random, false),
    headers: { ...session.good, 'content-type': 'application/json' },
    body: JSON.stringify({
      [random.pick(FIELD_NAMES)]: 'x'.repeat(random.pick([1024 * 1024, 2 * 1024 * 1024, 900 * 1024])),
    }),
  }),
  'deep nesting': (route, random, session) => {
    const depth = random.pick([1000, 10_000, 100_000]);
    return {
      category: 'deep nesting',
      method: route.method,
      path: fillParams(route.url, random, false),
      headers: { ...session.good, 'content-type': 'application/json' },
      body:
        random.next() < 0.5
          ? `${'['.repeat(depth)}${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    };
  },
  'prototype keys': (route, random, session) => ({
    category: 'prototype keys',
    method: route.method,
    path: fillParams(route.url, random, false),
    headers: { ...session.good, 'content-type': 'application/json' },
    body: random.pick([
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"first_name":"a","__proto__":{"x":1}}',
      '{"answer":{"__proto__":{"x":1}}}',
    ]),
  }),
  'NUL and surrogates': (route, random, session) => ({
    category: 'NUL and surrogates',
    method: route.method,
    path: `${fillParams(route.url, random, false)}?text=${random.pick(['%00', '%ED%A0%80', 'a%00b'])}&category=hs_ceeb`,
    headers: { ...session.good, 'content-type': 'application/json' },
    body: JSON.stringify({
      [random.pick(FIELD_NAMES)]: random.pick(['a\u0000b', '\uD800', '\uDC00x']),
      'k\u0000': 'v',
    }),
  }),
  traversal: (route, random, session) => ({
    category: 'traversal',
    method: route.method,
    path: fillParams(route.url, random, true),
    headers: { ...session.good, 'content-type': 'application/json' },
    body: JSON.stringify({
      file_key: random.pick(['documents/../../etc/passwd', 'documents/x/../../../x', '/etc/passwd', '..']),
      file_name: random.pick(TRAVERSALS),
      answer_key: random.pick(TRAVERSALS),
      [random.pick(TRAVERSALS)]: 'x',
    }),
  }),
  'wrong method': (route, random, session) => ({
    category: 'wrong method',
    method: random.pick(METHODS.filter((method) => method !== route.method)),
    path: fillParams(route.url, random, false),
    headers: { ...session.good, 'content-type': 'application/json' },
    body: '{}',
  }),
  'forged or ended session': (route, random, session) => ({
    category: 'forged or ended session',
    method: route.method,
    path: fillParams(route.url, random, false),
    headers: {
      origin: session.origin,
      'content-type': 'application/json',
      cookie: random.pick([
        session.ended,
        session.good.cookie?.replace(/=([A-Za-z0-9_-]{4})/, '=AAAA') ?? '',
        `admit_session=${randomBytes(32).toString('base64url')}`,
        'admit_session=',
        `admit_session=${'A'.repeat(5000)}`,
        'admit_session=%00%ff',
      ]),
    },
    body: JSON.stringify(randomObject(random)),
  }),
  'foreign Origin': (route, random, session) => ({
    category: 'foreign Origin',
    method: route.method,
    path: fillParams(route.url, random, false),
    headers: {
      ...session.good,
      origin: random.pick(['https://evil.example', 'null', 'http://admit.test.evil.example', '']),
      'content-type': 'application/json',
    },
    body: JSON.stringify(randomObject(random)),
  }),
  'malformed multipart': (route, random, session) => {
    const boundary = `----fuzz${random.int(1e6)}`;
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\ndocu`,
      `--${boundary}\r\n\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      `--${boundary}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
      `--other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\n${'x'.repeat(2000)}`,
      '',
    ];
    return {
      category: 'malformed multipart',
      method: 'POST',
      path: random.next() < 0.6 ? '/uploads' : fillParams(route.url, random, false),
      headers: {
        ...session.good,
        'content-type': random.pick([
          `multipart/form-data; boundary=${boundary}`,
          'multipart/form-data',
          'multipart/form-data; boundary=',
        ]),
      },
      body: random.pick(bodies),
    };
  },
};

/** What the requests carry: a live session, an ended one, the app's origin. */
interface Session {
  good: Record<string, string>;
  ended: string;
  origin: string;
}

async function json(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signs an applicant up and in through the API (the code from the outbox), twice: one session is then ended. */
async function openSession(base: string, dataDir: string, origin: string): Promise<Session> {
  const username = `fuzz.${Date.now()}@example.com`;
  const password = 'Fuzz-Password-2026';
  await json(base, '/public/signup', { username, password });
  let code: string | undefined;
  for (let waited = 0; !code && waited < 15_000; waited += 50) {
    const outbox = join(dataDir, 'outbox');
    const file = readdirSync(outbox)
      .filter((name) => name.includes('fuzz.'))
      .sort()
      .at(-1);
    code = file
      ? /\b(\d{6})\b/.exec(
          readFileSync(join(outbox, file), 'utf8')
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )?.[1]
      : undefined;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error('fuzz: no confirmation code was mailed');
  await json(base, '/public/confirm', { username, code });
  const ended = cookieOf(await json(base, '/public/login', { username, password }));
  await fetch(`${base}/api/logout`, { headers: { cookie: ended } });
  const cookie = cookieOf(await json(base, '/public/login', { username, password }));
  const profile = await fetch(`${base}/api/profile`, { headers: { cookie } });
  if (profile.status !== 200) throw new Error(`fuzz: the session does not work (${profile.status})`);
  return { good: { cookie, origin }, ended, origin };
}

/** The outcome of a run on one database. */
export interface FuzzResult {
  database: string;
  sent: number;
  byStatus: Map<number, number>;
  /** Each distinct 5xx or dropped connection: route, category, a sample, the server's error. */
  failures: Map<string, { count: number; sample: Shot; status: number; errors: string[] }>;
  /** Requests per registered route ("METHOD url"), zero for a route none reached. */
  byRoute: Map<string, number>;
}

/** GET /api/logout ends the session it is sent: it gets ended and forged ones only. */
const LOGOUT = '/api/logout';

/** Sends `count` requests to a fresh app on the database; `databaseUrl` picks PostgreSQL. */
export async function fuzzOnce(options: {
  count: number;
  seed: number;
  databaseUrl?: string;
}): Promise<FuzzResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-fuzz-'));
  const schema = options.databaseUrl ? `fuzz_${Date.now()}_${randomBytes(3).toString('hex')}` : undefined;
  const errors: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('"level":50') && !line.includes('"level":60')) continue;
        try {
          const entry = JSON.parse(line) as {
            msg?: string;
            err?: { message?: string };
            req?: { url?: string };
          };
          errors.push(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`.slice(0, 300));
        } catch {
          errors.push(line.slice(0, 300));
        }
      }
      done();
    },
  });
  const routes: Route[] = [];
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PUBLIC_URL: 'http://127.0.0.1:1',
      ...(options.databaseUrl && schema
        ? { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema }
        : {}),
    }),
    {
      logStream,
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') routes.push({ method, url: route.url });
        }
      },
    },
  );
  const result: FuzzResult = {
    database: options.databaseUrl ? 'postgres' : 'sqlite',
    sent: 0,
    byStatus: new Map(),
    failures: new Map(),
    byRoute: new Map(),
  };
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    // The request's own origin is the app's (the cross-site check accepts it).
    const origin = base;
    const session = await openSession(base, dataDir, origin);
    // The static catch-all routes ('*', '/assets/*') are the not-found handler's: keep one.
    const targets = routes.filter((route) => !route.url.includes('*') || route.url === '/*');
    for (const route of targets) result.byRoute.set(`${route.method} ${route.url}`, 0);
    const random = generator(options.seed);
    const categories = Object.entries(CATEGORIES);
    let next = 0;
    const worker = async () => {
      while (next < options.count) {
        // The routes take turns; what each is sent is drawn at random.
        const route = targets[next % targets.length] as Route;
        next += 1;
        const [, make] = random.pick(categories);
        const shot = make(route, random, session);
        // Logging out would end the session the other requests rely on: logout is sent
        // the ended session or a forged one, whatever the category.
        if (shot.path.split('?')[0] === LOGOUT) {
          shot.headers = { ...shot.headers, cookie: random.pick([session.ended, FORGED_SESSION]) };
        }
        // A malformed multipart body sent to the upload endpoint instead counts as its.
        const redirected = shot.path === '/uploads' && route.url !== '/uploads';
        const routeKey = redirected ? 'POST /uploads' : `${route.method} ${route.url}`;
        result.byRoute.set(routeKey, (result.byRoute.get(routeKey) ?? 0) + 1);
        const before = errors.length;
        let status = 0;
        try {
          const response = await fetch(`${base}${shot.path}`, {
            method: shot.method,
            headers: shot.headers,
            body: shot.method === 'GET' || shot.method === 'HEAD' ? undefined : shot.body,
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = 0; // a dropped connection or a timeout: a failure too
        }
        result.sent += 1;
        result.byStatus.set(status, (result.byStatus.get(status) ?? 0) + 1);
        if (status === 0 || status >= 500) {
          const key = `${status} ${shot.method} ${shot.path.split('?')[0]} (${shot.category})`;
          const entry = result.failures.get(key) ?? { count: 0, sample: shot, status, errors: [] };
          entry.count += 1;
          entry.errors.push(...errors.slice(before, before + 2));
          result.failures.set(key, entry);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (options.databaseUrl && schema) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
  return result;
}

/** The run's table, one line per status, then each failure. */
export function report(results: FuzzResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`\n${result.database}: ${result.sent} requests`);
    lines.push('status | count');
    lines.push('-------|------');
    for (const [status, count] of [...result.byStatus].sort((a, b) => a[0] - b[0])) {
      lines.push(`${String(status === 0 ? 'drop' : status).padEnd(6)} | ${count}`);
    }
    const counts = [...result.byRoute.values()];
    const missed = [...result.byRoute].filter(([, count]) => count === 0).map(([route]) => route);
    lines.push(
      `routes: ${counts.length - missed.length} of ${counts.length} registered fuzzed, the fewest requests one got: ${Math.min(...counts)}`,
    );
    if (missed.length > 0) lines.push(`MISSED ${missed.join(', ')}`);
    for (const [key, failure] of result.failures) {
      const body = typeof failure.sample.body === 'string' ? failure.sample.body.slice(0, 120) : '';
      lines.push(
        `FAIL ${key} ×${failure.count}\n  body: ${JSON.stringify(body)}\n  server: ${failure.errors[0] ?? '(no log)'}`,
      );
    }
  }
  return lines.join('\n');
}

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

async function main(): Promise<void> {
  const count = flag('count', 10_000);
  const seed = flag('seed', Math.floor(Math.random() * 2 ** 31));
  console.log(`fuzz: ${count} requests per database, seed ${seed} (repeat with --seed ${seed})`);
  const results = [await fuzzOnce({ count, seed })];
  if (process.env.DATABASE_URL)
    results.push(await fuzzOnce({ count, seed, databaseUrl: process.env.DATABASE_URL }));
  console.log(report(results));
  const failed = results.some((result) => result.failures.size > 0);
  const missed = results.some((result) => [...result.byRoute.values()].includes(0));
  console.log(
    failed
      ? '\nfuzz: FAILED (5xx or dropped connections above)'
      : missed
        ? '\nfuzz: FAILED (routes missed above: raise --count)'
        : '\nfuzz: no 5xx',
  );
  process.exit(failed || missed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
