/** Helpers of the staff tests: the environment a CLI needs to reach a test app's database, and a staff key. */
import { expect } from 'vitest';
import { runStaffKey } from '../../../scripts/staff-key';
import type { TestApp } from './harness';

/** The environment under which a CLI opens the same database as the test app. */
export function cliEnv(t: TestApp): Record<string, string> {
  const { database } = t.app.config;
  return {
    DATA_DIR: t.dataDir,
    PUBLIC_URL: 'http://admit.test',
    ...(database.kind === 'postgres'
      ? { DATABASE_URL: database.url, ...(database.schema ? { DATABASE_SCHEMA: database.schema } : {}) }
      : {}),
  };
}

/** Issues a staff key through the CLI; returns the key. */
export async function staffKey(t: TestApp, name: string): Promise<string> {
  const outcome = await runStaffKey([name], cliEnv(t), t.clock.now);
  expect(outcome.code, outcome.notes.join('\n')).toBe(0);
  return outcome.lines[0] ?? '';
}

/** The Authorization header of a staff key. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
