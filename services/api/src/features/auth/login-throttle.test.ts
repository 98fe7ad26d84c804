import { describe, expect, it } from 'vitest';
import { decideAttempt, delayAfter, type ThrottlePolicy } from './login-throttle.ts';

const policy: ThrottlePolicy = { freeAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 10_000, quietMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);

describe('login throttle policy', () => {
  it('checks the free attempts at once, then doubles the wait up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => delayAfter(failures, policy))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 10_000]);
  });

  it('refuses an attempt made before the delay is over and says how long to wait', () => {
    const state = { failures: 3, blockedUntil: at(1_000), updatedAt: at(0) };
    expect(decideAttempt(state, at(400), policy)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(decideAttempt(state, at(1_000), policy)).toEqual({ allowed: true, next: { failures: 4, blockedUntil: at(3_000) } });
  });

  it('counts a first attempt without delay', () => {
    expect(decideAttempt(null, at(0), policy)).toEqual({ allowed: true, next: { failures: 1, blockedUntil: at(0) } });
  });

  it('starts again after a quiet window', () => {
    const state = { failures: 9, blockedUntil: at(10_000), updatedAt: at(0) };
    expect(decideAttempt(state, at(60_000), policy)).toEqual({ allowed: true, next: { failures: 1, blockedUntil: at(60_000) } });
  });
});
