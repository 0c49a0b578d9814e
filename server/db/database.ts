/**
 * The one Database interface: every table the server queries, in portable column types
 * (text ids, ISO-8601 text timestamps, integer counters) so SQLite and PostgreSQL share
 * every query (docs/decisions/001).
 */
import type { PdfStatus } from '../../engine/contract';

/** An applicant's account. `username` is the lower-cased, trimmed e-mail address. */
export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  confirmed_at: string | null;
  created_at: string;
  last_page: string | null;
}

/** The one live confirmation code of an unconfirmed account; deleted once used. */
export interface ConfirmationCodesTable {
  user_id: string;
  code_hash: string;
  expires_at: string;
  /** Wrong codes tried; at the limit the code is dead until a new one is sent. */
  attempts: number;
  created_at: string;
}

/** A password reset link; only the SHA-256 of its id is stored. */
export interface PasswordResetsTable {
  id_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A login session; only the SHA-256 of the cookie value is stored. */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
}

/** One row per successful login (the profile's successful_login list). */
export interface LoginsTable {
  id: string;
  user_id: string;
  logged_in_at: string;
}

/** One row per answer key, so two tabs saving different keys at once lose nothing. */
export interface AnswersTable {
  user_id: string;
  key: string;
  value: string;
  updated_at: string;
}

/** The history of an application's status (started, validating, submitted). */
export interface WebStatusTable {
  id: string;
  user_id: string;
  web_status: string;
  created_at: string;
}

/**
 * Timestamped events counted by the rate limits (login attempts per address, failed
 * logins and locks per account, mails per account). Kept in the database so that every
 * server process behind a load balancer counts the same events.
 */
export interface RateEventsTable {
  bucket: string;
  subject: string;
  at: string;
}

/**
 * An applicant's application as a whole: created with the first change, locked by every
 * change (so a change and a submit never interleave), final once submitted_at is set.
 */
export interface ApplicationsTable {
  user_id: string;
  created_at: string;
  submitted_at: string | null;
}

/** The number of entries of an add-another group (SPEC 3); unset groups use the catalogue default. */
export interface AddAnotherCountsTable {
  user_id: string;
  button_id: string;
  num_components: number;
  updated_at: string;
}

/** The chosen tab of a tabs question (SPEC 3); unset ones use the screen's default. */
export interface ChosenTabsTable {
  user_id: string;
  tab_id: string;
  chosen_tab: string;
  updated_at: string;
}

/** The last validation failures the client sent (POST /api/validations), as JSON text. */
export interface ValidationFailuresTable {
  user_id: string;
  failures: string;
  updated_at: string;
}

/** Which database engine is behind the one Database interface. */
export type Dialect = 'sqlite' | 'postgres';

/** One uploaded document of a file-upload question and its conversion to PDF (migration 004). */
export interface DocumentsTable {
  user_id: string;
  answer_key: string;
  /** The uploaded object's storage key (documents/<user>/<question>/<id>). */
  file_key: string;
  file_name: string;
  file_size: number;
  conversion_id: string;
  status: PdfStatus;
  /** Why the conversion failed, for the applicant. */
  message: string | null;
  /** The converted PDF's storage key once COMPLETED. */
  pdf_key: string | null;
  created_at: string;
  updated_at: string;
}

/** The newest application PDF of an applicant (migration 004). */
export interface ApplicationPdfsTable {
  user_id: string;
  render_id: string;
  /** A hash of everything the PDF shows; when it changes, the PDF is rendered again. */
  fingerprint: string;
  status: PdfStatus;
  pdf_key: string | null;
  updated_at: string;
}

/** One durable job (migration 004). Timestamps are ISO-8601 text, which sorts as time. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  run_after: string;
  locked_by: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  /** When the job finished (done) or was given up (failed); null while it is still to run. */
  finished_at: string | null;
}

/** One searchable lookup record (migration 003); `record` is the whole record as JSON text. */
export interface LookupRecordsTable {
  category: string;
  id: string;
  text: string;
  sub_text: string;
  search: string;
  record: string;
}

/** One distinct normalised word of a lookup record's name, with the record's search text. */
export interface LookupWordsTable {
  category: string;
  word: string;
  search: string;
  record_id: string;
}

/** One distinct word of a category's names and how many records hold it (migration 008). */
export interface LookupVocabularyTable {
  category: string;
  word: string;
  records: number;
}

/** A staff member's read-only link to one application (migration 005); only the token's SHA-256 is kept. */
export interface ServiceTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A staff member's or a CRM's key to the /service routes (migration 007); only its SHA-256 is kept. */
export interface StaffKeysTable {
  id: string;
  name: string;
  key_hash: string;
  created_at: string;
  /** When the key was revoked; a revoked key opens nothing. */
  revoked_at: string | null;
}

/** The answers of a prefill link (migration 007): JSON text, found by the SHA-256 of the link's token. */
export interface TmpAnswersTable {
  token_hash: string;
  answer: string;
  /** The staff key's name, or `cli` for `npm run prefill`. */
  created_by: string;
  created_at: string;
  expires_at: string;
}

/** Every table, keyed by name, for Kysely<Database>. */
export interface Database {
  users: UsersTable;
  confirmation_codes: ConfirmationCodesTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  logins: LoginsTable;
  answers: AnswersTable;
  web_status: WebStatusTable;
  rate_events: RateEventsTable;
  applications: ApplicationsTable;
  add_another_counts: AddAnotherCountsTable;
  chosen_tabs: ChosenTabsTable;
  validation_failures: ValidationFailuresTable;
  documents: DocumentsTable;
  application_pdfs: ApplicationPdfsTable;
  jobs: JobsTable;
  lookup_records: LookupRecordsTable;
  lookup_words: LookupWordsTable;
  lookup_vocabulary: LookupVocabularyTable;
  service_tokens: ServiceTokensTable;
  staff_keys: StaffKeysTable;
  tmp_answers: TmpAnswersTable;
}
