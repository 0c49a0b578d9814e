import { GENERIC_ERROR_MESSAGE, ServerError, UnauthorizedError } from './errors';

type Listener = (error: UnauthorizedError) => void;
const unauthorizedListeners = new Set<Listener>();

/**
 * Called with every 401 the API answers. The app subscribes once (inside the router)
 * to clear the cache and send the applicant to /login; the error is still thrown to
 * the caller so that no code continues as if the call had worked.
 */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** A plain JSON object; anything else in a body is not ours. */
type JsonObject = Record<string, unknown>;

/** The parsed body wrapped in an object, or null when the text is not JSON. */
function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

function field(value: unknown, name: string): string | undefined {
  const found = value !== null && typeof value === 'object' ? (value as JsonObject)[name] : undefined;
  return typeof found === 'string' ? found : undefined;
}

function failure(status: number, body: unknown): UnauthorizedError | ServerError {
  const message = field(body, 'message') ?? GENERIC_ERROR_MESSAGE;
  const code = field(body, 'code');
  return status === 401 ? new UnauthorizedError(message, code) : new ServerError(message, status, code, body);
}

/**
 * How long a call may take, answer and body, before it counts as lost. On flaky Wi-Fi a
 * request can get no answer at all, and a save waiting for one held every later save, the
 * page change and the submit behind it (SPEC 2: nothing may be stuck). A lost call fails
 * as the network's failures do (status 0), so the autosave retries it with its backoff.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One call to the API (SPEC 8). Resolves with the parsed JSON body, or undefined for
 * an empty success. Rejects with UnauthorizedError on 401, ServerError otherwise (status 0
 * when the network failed or the call took longer than `timeoutMs`); a body that is not
 * JSON always yields the generic message.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = new URL(path, window.location.href);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    console.error(error);
    throw new ServerError(GENERIC_ERROR_MESSAGE, 0);
  } finally {
    clearTimeout(timer);
  }
  // An empty success (e.g. 204) is fine; an empty failure has no message to show.
  const parsed = text === '' ? { value: undefined } : parseJson(text);
  if (response.ok && parsed) return parsed.value as T;
  console.error(`${method} ${path} answered ${response.status}:`, text);
  // A body that is not JSON gives the generic message, yet a 401 stays a 401.
  const error = response.ok
    ? new ServerError(GENERIC_ERROR_MESSAGE, response.status)
    : failure(response.status, parsed?.value);
  if (error instanceof UnauthorizedError) {
    for (const listener of unauthorizedListeners) listener(error);
  }
  throw error;
}

/** The verbs the features use; each resolves with the JSON body or rejects with an ApiError. */
export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
