import { describe, expect, it } from 'vitest';
import { UpcastError } from './errors.ts';
import { Upcasting } from './upcasting.ts';

// RatingGiven v1 carried `stars` 1..5; v2 `score` 0..100; v3 adds `scale`.
const upcasting = new Upcasting({
  RatingGiven: {
    current: 3,
    upcasters: {
      1: ({ stars, ...rest }) => ({ ...rest, score: (Number(stars) - 1) * 25 }),
      2: (data) => ({ ...data, scale: 'percent' }),
    },
  },
});

describe('Upcasting', () => {
  it('walks every step from the stored version to the current one', () => {
    expect(upcasting.upcast('RatingGiven', 1, { stars: 5 })).toEqual({
      data: { score: 100, scale: 'percent' },
      version: 3,
    });
    expect(upcasting.upcast('RatingGiven', 2, { score: 50 })).toEqual({
      data: { score: 50, scale: 'percent' },
      version: 3,
    });
  });

  it('leaves current and unknown types alone', () => {
    const data = { score: 1, scale: 'percent' };
    expect(upcasting.upcast('RatingGiven', 3, data).data).toBe(data);
    expect(upcasting.upcast('Other', 1, data)).toEqual({ data, version: 1 });
    expect(upcasting.currentVersion('RatingGiven')).toBe(3);
    expect(upcasting.currentVersion('Other')).toBe(1);
  });

  it('refuses a registry with a gap in its history', () => {
    expect(() => new Upcasting({ X: { current: 3, upcasters: { 1: (data) => data } } })).toThrow(UpcastError);
  });
});
