/**
 * Three real server processes on one PostgreSQL schema, one S3 bucket and one mail
 * server (./support/cluster.ts), with an applicant's journey spread over them at random,
 * as a load balancer would: sign up on one, confirm on another, save answers on the
 * third, upload and convert, submit, download the PDF. Sessions, rate limits, jobs and
 * the PDF must not care which process answers. PostgreSQL only: the processes need one
 * database server to share (SQLite is one process's file).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { LIMITS } from '../../server/auth/limits';
import { messages } from '../../server/messages';
import { pdfFile, pngFile } from './fixtures/files';
import { newEmail, PASSWORD } from './support/client';
import { type Cluster, type ServerProcess, startCluster } from './support/cluster';

const url = process.env.DATABASE_URL;
const title = url
  ? 'three server processes on one PostgreSQL database'
  : 'three server processes on one PostgreSQL database (skipped: DATABASE_URL is not set, and three processes need one database server to share)';

/** A seeded generator (mulberry32), so a failing spread can be replayed with PROCESSES_SEED. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.skipIf(!url)(title, () => {
  const seed = Number(process.env.PROCESSES_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const random = generator(seed);
  let cluster: Cluster;
  let servers: ServerProcess[];
  const any = () => servers[Math.floor(random() * servers.length)] as ServerProcess;
  const email = newEmail('cluster');
  let cookie = '';

  /** A request to one process, from the client address `address` as the proxy reports it. */
  async function send(
    server: ServerProcess,
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; address?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: cluster.publicUrl };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    if (options.address) headers['x-forwarded-for'] = options.address;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return fetch(`${server.url}${path}`, { method, headers, body });
  }

  /** Sends and expects the status; returns the JSON body. */
  async function ok(server: ServerProcess, method: string, path: string, body?: unknown, status = 200) {
    const response = await send(server, method, path, { body, cookie });
    const text = await response.text();
    expect(response.status, `${method} ${path} on process ${server.index}: ${text}`).toBe(status);
    return text ? JSON.parse(text) : undefined;
  }

  beforeAll(async () => {
    console.info(`three-process journey, PROCESSES_SEED=${seed}`);
    cluster = await startCluster(url as string, 3);
    servers = cluster.processes;
  }, 180_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('signs up on one, confirms on another, logs in on the third; the session works on every process', {
    timeout: 60_000,
  }, async () => {
    const order = [...servers].sort(() => random() - 0.5);
    const [first, second, third] = [0, 1, 2].map((at) => order[at] as ServerProcess) as [
      ServerProcess,
      ServerProcess,
      ServerProcess,
    ];
    await ok(first, 'POST', '/public/signup', { username: email, password: PASSWORD });
    // Account mail is a job: any process may send it, through the one SMTP server.
    const code = await cluster.mailedCode(email);
    expect(await ok(second, 'POST', '/public/confirm', { username: email, code })).toEqual({
      message: messages.confirmed,
    });
    const login = await send(third, 'POST', '/public/login', {
      body: { username: email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (const server of servers) {
      expect((await ok(server, 'GET', '/api/profile')).username).toBe(email);
    }
    // Saved on the third, read on each.
    await ok(third, 'PUT', '/api/answer', { first_name: 'Ada' });
    for (const server of servers) {
      expect((await ok(server, 'GET', '/api/profile')).answer.first_name).toBe('Ada');
    }
  });

  it('converts each uploaded document once, whichever process is asked', { timeout: 120_000 }, async () => {
    const entries = Object.entries(COMPLETE_APPLICATION);
    for (let start = 0; start < entries.length; start += 10) {
      await ok(any(), 'PUT', '/api/answer', Object.fromEntries(entries.slice(start, start + 10)));
    }
    for (const [button_id, num_components] of Object.entries(COMPLETE_CONTEXT.addAnother ?? {})) {
      await ok(any(), 'PUT', '/api/add-another', { button_id, num_components });
    }
    for (const [tab_id, chosen_tab] of Object.entries(COMPLETE_CONTEXT.tabs ?? {})) {
      await ok(any(), 'PUT', '/api/tabs', { tab_id, chosen_tab });
    }
    const files = [
      { key: 'hs_transcript', name: 'transcript.pdf', bytes: await pdfFile() },
      { key: 'test_score_report', name: 'scores.png', bytes: pngFile() },
    ];
    for (const file of files) {
      const presigned = await ok(any(), 'POST', '/api/presigned-url', { answer_key: file.key });
      const form = new FormData();
      for (const [field, value] of Object.entries(presigned.fields as Record<string, string>))
        form.append(field, value);
      form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      expect((await fetch(presigned.url, { method: 'POST', body: form })).status).toBeLessThan(300);
      const body = { file_key: presigned.fields.key, file_name: file.name };
      await ok(any(), 'POST', `/api/pdf/document-answer/${file.key}`, body, 202);
    }
    for (const file of files) {
      let status = 'UNPROCESSED';
      for (
        const deadline = Date.now() + 60_000;
        /^(UNPROCESSED|IN_PROGRESS)$/.test(status) && Date.now() < deadline;
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await ok(any(), 'GET', `/api/pdf/document-answer/${file.key}`)).status;
      }
      expect(status, file.key).toBe('COMPLETED');
    }
    const jobs = await cluster.query<{ id: string; state: string; attempts: number }>(
      "select id, state, attempts from jobs where kind = 'convert-document'",
    );
    expect(jobs.map((job) => [job.state, job.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    // And each ran on exactly one process: one "job done" line among all three logs.
    const done = servers.flatMap((server) => server.logs).filter((line) => line.msg === 'job done');
    for (const job of jobs) expect(done.filter((line) => line.job === job.id).length, job.id).toBe(1);
  });

  it('renders the same PDF bytes on every process', { timeout: 180_000 }, async () => {
    await ok(any(), 'POST', '/api/submit');
    const renders = new Map<number, Buffer>();
    for (let round = 0; renders.size < servers.length && round < 12; round++) {
      // Asked on a process in turn: its own worker is woken, others poll every 500 ms.
      const asked = servers[round % servers.length] as ServerProcess;
      await cluster.query('delete from application_pdfs');
      let answer = await ok(asked, 'GET', '/api/pdf');
      for (const deadline = Date.now() + 60_000; answer.status !== 'COMPLETED' && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await ok(any(), 'GET', '/api/pdf');
      }
      expect(answer.status).toBe('COMPLETED');
      const [render] = await cluster.query<{ locked_by: string }>(
        "select locked_by from jobs where kind = 'render-application-pdf' order by created_at desc limit 1",
      );
      const renderer = servers.find((server) => render?.locked_by.startsWith(`${server.pid}-`));
      const download = await send(any(), 'GET', answer.url, { cookie });
      expect(download.status).toBe(200);
      if (renderer) renders.set(renderer.index, Buffer.from(await download.arrayBuffer()));
    }
    expect([...renders.keys()].sort()).toEqual([0, 1, 2]);
    const [reference, ...others] = [...renders.values()] as [Buffer, ...Buffer[]];
    expect(reference.subarray(0, 5).toString()).toBe('%PDF-');
    for (const other of others) expect(other.equals(reference)).toBe(true);
  });

  it('counts rate-limited events across every process', async () => {
    // Failed logins of one account from one client address: spread over the processes,
    // the one that completes the count locks the account for that address on all of them.
    const address = '198.51.100.23';
    const wrong = { username: email, password: 'Wrong-Password-42' };
    for (let attempt = 1; attempt <= LIMITS.failedLoginsBeforeLock; attempt++) {
      const server = servers[attempt % servers.length] as ServerProcess;
      const response = await send(server, 'POST', '/public/login', { body: wrong, address });
      const expected = attempt < LIMITS.failedLoginsBeforeLock ? messages.loginWrong : messages.accountLocked;
      expect(await response.json(), `attempt ${attempt} on process ${server.index}`).toEqual({
        message: expected,
      });
    }
    for (const server of servers) {
      const body = { username: email, password: PASSWORD };
      const response = await send(server, 'POST', '/public/login', { body, address });
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ message: messages.accountLocked });
    }
    // From another address the account logs in: the lock is that address's alone.
    const body = { username: email, password: PASSWORD };
    expect((await send(any(), 'POST', '/public/login', { body, address: '203.0.113.9' })).status).toBe(200);

    // One mail a minute per e-mail address: the second request, on another process, is refused.
    const other = newEmail('resend');
    const [one, two] = [servers[0], servers[1]] as [ServerProcess, ServerProcess];
    expect((await send(one, 'POST', '/public/resend-confirm', { body: { username: other } })).status).toBe(
      200,
    );
    const again = await send(two, 'POST', '/public/resend-confirm', { body: { username: other } });
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ message: messages.mailMinute });
  }, 60_000);

  it('queues one sweep for all three processes, and runs each once', async () => {
    const sweeps = await cluster.query<{ id: string; state: string; attempts: number }>(
      "select id, state, attempts from jobs where kind = 'sweep'",
    );
    // Each process scheduled the next slot at start (and a sweep that ran, its successor): one row is queued.
    expect(sweeps.filter((row) => row.state === 'queued').length).toBe(1);
    // A slot that came due during the run was claimed once and ran on one process.
    const done = sweeps.filter((row) => row.state === 'done');
    expect(done.every((row) => row.attempts === 1)).toBe(true);
    const logged = servers.flatMap((server) => server.logs).filter((line) => line.msg === 'sweep done');
    expect(logged.length).toBe(done.length);
  });
});
