import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's work factors: CPU and memory (N), block size (r), parallelism (p). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// scrypt cost: N = 2^15 takes 50-170 ms (160 ms on this project's 2-core machine) and
// 32 MiB, which makes guessing expensive without making a login feel slow. The parameters
// travel with each hash, so raising them later does not lock anyone out.
const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/**
 * `scrypt$N$r$p$<salt>$<key>` (base64url): self-describing, so costs can change later.
 * Every caller but the test organisation seeds (`testing/test-app.ts`) uses the default cost.
 */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Verified when the email is unknown, so an unknown email takes as long to refuse as a
 * wrong password and response times do not reveal which emails have accounts.
 */
export const DUMMY_HASH = 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$' + Buffer.alloc(KEY_LENGTH).toString('base64url');
