/** Random secrets (session ids, reset ids, confirmation codes) and how they are stored. */
import { hash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: a session cookie value or a reset link id. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A six-digit confirmation code, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The SHA-256 (hex) under which a secret is stored, so a database leak reveals no live
 * secret. One-shot `hash`: every /api request hashes its session cookie, and a Hash
 * object per call cost twice as much.
 */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/**
 * The stored form of a confirmation code. Bound to the account so equal codes of two
 * accounts differ; six digits can be brute-forced from a leaked hash, which is why
 * codes also expire after a day and die after five wrong tries.
 */
export function codeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}
