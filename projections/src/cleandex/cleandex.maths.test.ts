import { describe, expect, it } from 'vitest';
import { cleandexScore, crossesBelow, emptyCleandexInputs } from './cleandex.maths.ts';

describe('the Cleandex score', () => {
  it('is 100 for a room just cleaned and falls with use, complaints and low ratings', () => {
    const fresh = emptyCleandexInputs(30);
    expect(cleandexScore(fresh)).toBe(100);
    expect(cleandexScore({ ...fresh, visits: 30 })).toBe(75);
    expect(cleandexScore({ ...fresh, visits: 600 })).toBe(50);
    expect(cleandexScore({ ...fresh, complaints: 2 })).toBe(70);
    expect(cleandexScore({ ...fresh, complaints: 10 })).toBe(55);
    expect(cleandexScore({ ...fresh, ratingSum: 100, ratingCount: 2 })).toBe(90);
    expect(cleandexScore({ ...fresh, ratingSum: 200, ratingCount: 2 })).toBe(100);
  });

  it('never leaves 0..100', () => {
    expect(cleandexScore({ visits: 1e6, complaints: 99, ratingSum: 0, ratingCount: 5, threshold: 1 })).toBe(0);
    expect(cleandexScore({ visits: -5, complaints: -1, ratingSum: 500, ratingCount: 1, threshold: 0 })).toBe(100);
  });

  it('crosses below a threshold only on the way down', () => {
    expect(crossesBelow(61, 59, 60)).toBe(true);
    expect(crossesBelow(60, 59, 60)).toBe(true);
    expect(crossesBelow(59, 40, 60)).toBe(false);
    expect(crossesBelow(40, 70, 60)).toBe(false);
  });
});
