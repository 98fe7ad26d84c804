import { randomBytes, randomUUID } from 'node:crypto';
import { PERMISSIONS, userStreamId } from '@facility/contracts';
import { handleCommand, hashPassword, userDecider } from '@facility/api';
import type { EventStore } from '@facility/event-store';
import { findUserByEmail } from '@facility/projections';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FirstAdmin {
  email: string;
  password: string;
  /** True when the password was made up here (none was configured): it is shown once. */
  generated: boolean;
}

/** A password for a first admin nobody chose one for: 18 random bytes, URL-safe. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/**
 * Creates the provider's first admin (level buzzz, type admin, every permission) through the
 * user decider, as the admin panel would, so the organisation can then be set up in the
 * browser. Only for an empty log: `npm start -- --no-demo` calls it before anything else is
 * written, so an existing organisation never gets a second, unexpected admin.
 */
export async function createFirstAdmin(store: EventStore, admin: { email: string; password: string }, now: Date): Promise<void> {
  const userId = randomUUID();
  await handleCommand(
    store,
    userStreamId(userId),
    userDecider,
    {
      type: 'CreateUser',
      data: {
        userId,
        passwordHash: await hashPassword(admin.password),
        username: 'administrator',
        firstName: 'Admin',
        lastName: 'Provider',
        email: admin.email,
        phone: null,
        gender: null,
        language: null,
        type: 'admin',
        roles: [...PERMISSIONS],
        level: 'buzzz',
        scopes: { franchiseIds: [], companyIds: [], siteIds: [] },
      },
    },
    { now, actor: { kind: 'system', id: 'first-start' } },
  );
}

/** Resolves once the user with `email` is in the read model (the projector has caught up with its creation). */
export async function waitForUser(db: Parameters<typeof findUserByEmail>[0], email: string, signal: AbortSignal, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await findUserByEmail(db, email))) {
    if (Date.now() > deadline) throw new Error(`The first admin ${email} did not reach the read model within ${timeoutMs / 1000} s`);
    await sleep(50, undefined, { signal });
  }
}
