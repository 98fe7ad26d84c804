import { createHash, randomBytes } from 'node:crypto';

/** The session cookie's name. */
export const SESSION_COOKIE = 'sid';
/** A session lasts a working week; logging out ends it at once. */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;

/** 256 random bits for a session cookie or a device token; only its hash is ever stored. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
