/** The lookup tables and records, shared by the search (lookup.ts) and the writes (lookup-writes.ts). */

/** One searchable record; `record` is the whole record as JSON text. */
export interface LookupRecordsTable {
  category: string;
  id: string;
  text: string;
  sub_text: string;
  search: string;
  record: string;
}

/** One distinct normalised word of a record's name, with the record's search text. */
export interface LookupWordsTable {
  category: string;
  word: string;
  search: string;
  record_id: string;
}

/** The lookup tables (migration 003), added to the app's database with `withTables`. */
export type LookupTables = {
  lookup_records: LookupRecordsTable;
  lookup_words: LookupWordsTable;
};

/** A search result as GET /lookup/find lists it (SPEC 3). */
export interface LookupResult {
  text: string;
  id: string;
  sub_text: string;
}

/** A record to store: what the list shows and the whole record. */
export interface LookupInput {
  id: string;
  text: string;
  sub_text: string;
  record: Record<string, string>;
}
