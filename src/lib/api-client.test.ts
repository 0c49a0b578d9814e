import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, apiRequest, onUnauthorized } from './api-client';
import { ApiError, GENERIC_ERROR_MESSAGE, ServerError, UnauthorizedError } from './errors';

type Route = (request: IncomingMessage, body: string, response: ServerResponse) => void;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** A real HTTP server answering each path the way a server (or a proxy in front of it) might. */
const routes: Record<string, Route> = {
  '/ok': (_request, _body, response) => json(response, 200, { message: 'fine' }),
  '/echo': (request, body, response) =>
    json(response, 200, { method: request.method, type: request.headers['content-type'] ?? null, body }),
  '/empty': (_request, _body, response) => response.writeHead(204).end(),
  '/html-ok': (_request, _body, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>'),
  '/html-502': (_request, _body, response) =>
    response.writeHead(502, { 'Content-Type': 'text/html' }).end('<html>Bad Gateway</html>'),
  '/bad-message': (_request, _body, response) => json(response, 409, { message: 42 }),
  '/conflict': (_request, _body, response) =>
    json(response, 409, { message: 'An account with the given email already exists.' }),
  '/not-confirmed': (_request, _body, response) =>
    json(response, 403, { message: 'User is not confirmed.', code: 'UserNotConfirmed' }),
  '/unauthorized': (_request, _body, response) => json(response, 401, { message: 'Session expired.' }),
  '/unauthorized-html': (_request, _body, response) => response.writeHead(401).end('no'),
  // A call that gets no answer, and one whose body stops halfway (flaky Wi-Fi): never ended.
  '/no-answer': () => undefined,
  '/half-body': (_request, _body, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.write('{"message":');
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const route = routes[request.url ?? ''];
      if (route) route(request, body, response);
      else json(response, 404, { message: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client (SPEC 8)', () => {
  it('resolves with the JSON body', async () => {
    await expect(api.get(`${base}/ok`)).resolves.toEqual({ message: 'fine' });
  });

  it('sends state-changing bodies as application/json', async () => {
    await expect(api.post(`${base}/echo`, { username: 'ada@example.edu' })).resolves.toEqual({
      method: 'POST',
      type: 'application/json',
      body: '{"username":"ada@example.edu"}',
    });
  });

  it('resolves an empty success with undefined', async () => {
    await expect(api.get(`${base}/empty`)).resolves.toBeUndefined();
  });

  it('turns a non-JSON answer into the generic message, even with status 200', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/html-ok', '/html-502']) {
      const error = await failure(api.get(`${base}${path}`));
      expect(error).toBeInstanceOf(ServerError);
      expect(error.message).toBe(
        "We've encountered an unexpected error at this time. Please try again later.",
      );
    }
  });

  it("uses the body's message when it is a string, else the generic one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const conflict = await failure(api.post(`${base}/conflict`, {}));
    expect(conflict).toBeInstanceOf(ServerError);
    expect(conflict).toMatchObject({
      status: 409,
      message: 'An account with the given email already exists.',
    });
    const bad = await failure(api.post(`${base}/bad-message`, {}));
    expect(bad.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('keeps the code of the body (403 UserNotConfirmed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(api.post(`${base}/not-confirmed`, {}));
    expect(error).toMatchObject({ status: 403, code: 'UserNotConfirmed', message: 'User is not confirmed.' });
  });

  it('logs the error body to console.error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await failure(api.post(`${base}/conflict`, {}));
    expect(log.mock.calls.flat().join(' ')).toContain('An account with the given email already exists.');
  });

  it('turns 401 into an UnauthorizedError and tells the listeners, JSON or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: UnauthorizedError[] = [];
    const stop = onUnauthorized((error) => heard.push(error));
    const error = await failure(api.get(`${base}/unauthorized`));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toBe('Session expired.');
    const bare = await failure(api.get(`${base}/unauthorized-html`));
    expect(bare).toBeInstanceOf(UnauthorizedError);
    expect(bare.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(heard).toHaveLength(2);
    stop();
    await failure(api.get(`${base}/unauthorized`));
    expect(heard).toHaveLength(2);
  });

  it('turns a network failure into the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(api.get('http://127.0.0.1:1/unreachable'));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('gives up on a call with no answer, or whose body stops, as on a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/no-answer', '/half-body']) {
      const error = await failure(apiRequest('PUT', `${base}${path}`, { first_name: 'Ada' }, 300));
      expect(error, path).toBeInstanceOf(ServerError);
      expect(error).toMatchObject({ status: 0, message: GENERIC_ERROR_MESSAGE });
    }
  });
});
