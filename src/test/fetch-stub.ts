import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface StubResponse {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (text/html), for non-JSON answers. */
  text?: string;
}

/**
 * Replaces fetch for one test: each call is recorded and answered by the handler
 * (default: 200 {message:'ok'}). The card tests need no server; the API client's own
 * test uses a real one.
 */
export function stubFetch(
  handler: (request: StubRequest) => StubResponse | Promise<StubResponse> = () => ({}),
) {
  const calls: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), window.location.href);
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init?.headers),
      body: raw === undefined ? undefined : JSON.parse(raw),
    };
    calls.push(request);
    const answer = await handler(request);
    const status = answer.status ?? 200;
    if (answer.text !== undefined) {
      return new Response(answer.text, { status, headers: { 'Content-Type': 'text/html' } });
    }
    return new Response(JSON.stringify(answer.json ?? { message: 'ok' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
