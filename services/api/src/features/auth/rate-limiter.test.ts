import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows up to the limit within the window, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.record('a');
      now += 1_000;
    }
    expect(limiter.retryAfter('a')).toBe(57_000);
    expect(limiter.retryAfter('b')).toBe(0);
    now += 57_000;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.record('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
