/**
 * Reading environment variables for the configuration (./config.ts, ./config-sweep.ts):
 * a bad value throws an error naming the variable, so start-up stops with it.
 */

/** The environment, as process.env holds it. */
export type Env = Record<string, string | undefined>;

/** Throws the configuration error for a variable and the value it had. */
export function fail(name: string, expected: string, value: string): never {
  throw new Error(`Invalid configuration: ${name} must be ${expected} (got '${value}')`);
}

/** The variable's value, treating an empty string as unset (as shells and .env files often do). */
export function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A whole number from `min` to `max`, or `fallback` when the variable is unset. */
export function readWhole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    fail(name, `a whole number from ${min} to ${max}`, raw);
  return value;
}
