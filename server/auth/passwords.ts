/**
 * Memory-hard password hashes with node:crypto scrypt. The cost parameters travel in
 * the stored string ("scrypt$logN$r$p$salt$key"), so raising them later leaves old
 * hashes verifiable.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** Scrypt cost parameters: N = 2^logN, block size r, parallelism p. */
export interface PasswordCost {
  logN: number;
  r: number;
  p: number;
}

/** The cost of new hashes: N = 2^17, r = 8, p = 1 (128 MiB, about 0.2 s a hash). */
export const PASSWORD_COST: PasswordCost = { logN: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password for storage. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost.logN, cost.r, cost.p);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether the password matches the stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse parameters that would exhaust memory rather than trusting the stored string blindly.
  if (!(logN >= 10 && logN <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, salt, logN, r, p);
  return timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash of a random password, verified against when the account does not
 * exist, so a wrong e-mail takes as long as a wrong password.
 */
export const DUMMY_PASSWORD_HASH = [
  'scrypt',
  PASSWORD_COST.logN,
  PASSWORD_COST.r,
  PASSWORD_COST.p,
  randomBytes(SALT_BYTES).toString('base64url'),
  randomBytes(KEY_BYTES).toString('base64url'),
].join('$');
