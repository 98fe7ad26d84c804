import type { ThrottleDecision, ThrottleState } from '@facility/projections';

/**
 * How failed logins slow a guesser down. The first `freeAttempts` attempts under a key are
 * checked at once; after that each attempt must wait for a delay that doubles, from
 * `firstDelayMs` up to `maxDelayMs`. A key that stays quiet for `quietMs` starts again.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  quietMs: number;
}

export interface LoginThrottlePolicies {
  /**
   * One address guessing one email's password: the guesser is slowed, not the account, so
   * the real user at another address still signs in.
   */
  pair: ThrottlePolicy;
  /** One address trying many emails (credential stuffing): a higher allowance before the delays. */
  address: ThrottlePolicy;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicies = {
  pair: { freeAttempts: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, quietMs: 15 * 60_000 },
  address: { freeAttempts: 50, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, quietMs: 15 * 60_000 },
};

/** The delay an attempt imposes on the next one, once `failures` attempts have been counted. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeAttempts) return 0;
  const doublings = Math.min(failures - policy.freeAttempts, 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/** Pure: may one more attempt be checked now, and the key's state once it is counted. */
export function decideAttempt(state: ThrottleState | null, now: Date, policy: ThrottlePolicy): ThrottleDecision {
  const quiet = state === null || now.getTime() - state.updatedAt.getTime() >= policy.quietMs;
  if (state && state.blockedUntil > now) return { allowed: false, retryAfterMs: state.blockedUntil.getTime() - now.getTime() };
  const failures = (quiet ? 0 : state.failures) + 1;
  return { allowed: true, next: { failures, blockedUntil: new Date(now.getTime() + delayAfter(failures, policy)) } };
}

/** The throttle keys of a login: the address alone, and the address with the email. */
export function throttleKeys(address: string, email: string): { pair: string; address: string } {
  return { pair: `pair:${address}|${email}`, address: `address:${address}` };
}
