import { describe, expect, it } from 'vitest';
import { axisMax, largestOf } from './axis-max.ts';

describe('axisMax (spec §9 chart axes)', () => {
  it('fixes the score axis at 0..100 whatever the data', () => {
    expect(axisMax('avg_score', 64)).toBe(100);
    expect(axisMax('avg_score', null)).toBe(100);
  });

  it('leaves the spec headroom over the largest value', () => {
    expect(axisMax('complaints', 40)).toBeCloseTo(76);
    expect(axisMax('visits', 1000)).toBeCloseTo(1300);
    expect(axisMax('time_saved', 250)).toBe(1000);
    expect(axisMax('est_ROI', 30)).toBe(120);
  });

  it('gives other series 1.2 x', () => {
    expect(axisMax('arrivals', 50)).toBeCloseTo(60);
    expect(axisMax('response_time_SLA', 35)).toBeCloseTo(42);
  });

  it('keeps an axis above zero for an empty or all-zero series', () => {
    expect(axisMax('visits', 0)).toBeCloseTo(1.3);
    expect(axisMax('arrivals', null)).toBeCloseTo(1.2);
    expect(axisMax('arrivals', -3)).toBeCloseTo(1.2);
  });
});

describe('largestOf', () => {
  it('ignores gaps', () => {
    expect(largestOf([3, null, 9, undefined, 4])).toBe(9);
    expect(largestOf([null, null])).toBeNull();
    expect(largestOf([])).toBeNull();
  });
});
