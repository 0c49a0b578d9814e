/** The lookup records as the search (lookup.ts) and the writes (lookup-writes.ts) pass them. */

/** A search result as GET /lookup/find lists it (SPEC 3): the contract's type. */
export type { LookupResult } from '../../engine/contract';

/** A record to store: what the list shows and the whole record. */
export interface LookupInput {
  id: string;
  text: string;
  sub_text: string;
  record: Record<string, string>;
}
