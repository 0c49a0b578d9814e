/**
 * Everything GET /api/profile shows, read in one statement: the account, its answers,
 * logins, statuses and documents as one `union all`, so the busiest logged-in call is one
 * round trip (PostgreSQL) and one statement (SQLite) instead of five. Each branch fills
 * the same four columns; `part` says which list a row belongs to, and the order by
 * (part, a, b) is each list's own order (logins and statuses by time, then id).
 */
import { type Kysely, sql } from 'kysely';
import type { Profile } from '../../engine/contract';
import type { Database } from '../db/database';
import { prepareQuery } from '../db/prepared';

interface Row {
  part: number | string;
  a: string;
  b: string | null;
  c: string | null;
}

const ACCOUNT = 0;
const ANSWER = 1;
const LOGIN = 2;
const STATUS = 3;
const DOCUMENT = 4;

/** The profile query over any Kysely whose database holds the application's tables. */
export function profileRepository(db: Kysely<Database>) {
  // Built and compiled once: every logged-in page load runs it.
  const read = prepareQuery(
    db,
    1,
    (userId: string) => sql<Row>`
        select ${ACCOUNT} as part, username as a, last_page as b, null as c from users where id = ${userId}
        union all
        select ${ANSWER}, "key", "value", null from answers where user_id = ${userId}
        union all
        select ${LOGIN}, logged_in_at, id, null from logins where user_id = ${userId}
        union all
        select ${STATUS}, created_at, id, web_status from web_status where user_id = ${userId}
        union all
        select ${DOCUMENT}, answer_key, file_name, cast(file_size as text) from documents
          where user_id = ${userId} and status <> 'FAILED'
        order by part, a, b`,
  );
  return {
    /** The applicant's profile data, or undefined when the account no longer exists. */
    async load(userId: string): Promise<Profile | undefined> {
      const rows = await read(userId);
      let profile: Profile | undefined;
      for (const row of rows) {
        const part = Number(row.part);
        if (part === ACCOUNT) {
          // Null-prototype maps: answer and question keys are data and must not reach Object.prototype.
          profile = {
            username: row.a,
            last_page: row.b,
            answer: Object.create(null),
            successful_login: [],
            web_status: [],
            document_answer: Object.create(null),
          };
        } else if (!profile) {
          // The account row sorts first; without it the account is gone.
          return undefined;
        } else if (part === ANSWER) {
          profile.answer[row.a] = row.b ?? '';
        } else if (part === LOGIN) {
          profile.successful_login.push({ logged_in_at: row.a });
        } else if (part === STATUS) {
          profile.web_status.push({ web_status: row.c ?? '', created_at: row.a });
        } else if (part === DOCUMENT) {
          profile.document_answer[row.a] = { file_name: row.b ?? '', file_size: Number(row.c) };
        }
      }
      return profile;
    },
  };
}
