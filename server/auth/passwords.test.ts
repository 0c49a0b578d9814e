import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('stores the cost with the hash and verifies only the right password', async () => {
    const hash = await hashPassword('Correct-Horse-42');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('Correct-Horse-42', hash)).toBe(true);
    expect(await verifyPassword('Correct-Horse-43', hash)).toBe(false);
    expect(await verifyPassword('Correct-Horse-42', DUMMY_PASSWORD_HASH)).toBe(false);
  });

  it('verifies hashes made with other costs and refuses malformed ones', async () => {
    const cheap = await hashPassword('x', { logN: 10, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$10$8$1$')).toBe(true);
    expect(await verifyPassword('x', cheap)).toBe(true);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', cheap.replace('$10$', '$30$'))).toBe(false);
    expect(await verifyPassword('x', cheap.slice(0, -4))).toBe(false);
  });
});
