/**
 * The lookup calls of SPEC 7 behind the autocomplete, injected through formContext so
 * stories and tests answer them. createFetchLookup is the real implementation the app
 * passes; any failure gives an empty list (search) or rejects (find), never a crash.
 */
import type { Answers } from '../../engine';
import type { LookupResult } from '../../engine/contract';

export interface Lookup {
  /** GET /lookup/find?text=&category=&max_results=5 */
  search: (text: string, category: string, signal?: AbortSignal) => Promise<LookupResult[]>;
  /** GET /lookup/find?id=&category=: the record mapped to form keys. */
  find: (id: string, category: string) => Promise<Answers>;
}

/** At most five results are asked for and shown (SPEC 9). */
export const MAX_RESULTS = 5;

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`Lookup answered ${response.status}`);
  return response.json();
}

/** The lookup over HTTP; `base` is the API origin ('' for same origin). */
export function createFetchLookup(fetchFn: typeof fetch = fetch, base = ''): Lookup {
  return {
    async search(text, category, signal) {
      const query = new URLSearchParams({ text, category, max_results: String(MAX_RESULTS) });
      try {
        const body = await json(await fetchFn(`${base}/lookup/find?${query}`, { signal }));
        return Array.isArray(body) ? (body as LookupResult[]).slice(0, MAX_RESULTS) : [];
      } catch {
        return [];
      }
    },
    async find(id, category) {
      const query = new URLSearchParams({ id, category });
      const body = await json(await fetchFn(`${base}/lookup/find?${query}`));
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw new Error('Lookup record is not an object');
      return Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, value == null ? '' : String(value)]),
      );
    },
  };
}
