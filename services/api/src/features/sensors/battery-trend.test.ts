import { describe, expect, it } from 'vitest';
import { batteryTrend, leastSquaresSlope } from './battery-trend.ts';

describe('leastSquaresSlope', () => {
  it('fits the least-squares line', () => {
    expect(leastSquaresSlope([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toBe(2);
    // y = 1, 2, 2, 4 over x = 0..3: slope = sum((x-1.5)(y-2.25)) / sum((x-1.5)^2) = 4.5 / 5.
    expect(leastSquaresSlope([{ x: 0, y: 1 }, { x: 1, y: 2 }, { x: 2, y: 2 }, { x: 3, y: 4 }])).toBeCloseTo(0.9, 12);
  });

  it('is null under two distinct x', () => {
    expect(leastSquaresSlope([])).toBeNull();
    expect(leastSquaresSlope([{ x: 3, y: 50 }])).toBeNull();
    expect(leastSquaresSlope([{ x: 3, y: 50 }, { x: 3, y: 40 }])).toBeNull();
  });
});

describe('batteryTrend', () => {
  it('counts the days left from the last reading when falling', () => {
    expect(batteryTrend([{ x: 0, y: 90 }, { x: 2, y: 86 }, { x: 5, y: 80 }])).toEqual({ trendPerDay: expect.closeTo(-2, 12), daysLeft: expect.closeTo(40, 12) });
  });

  it('has no days left when steady or rising, and no trend under two days', () => {
    expect(batteryTrend([{ x: 0, y: 80 }, { x: 1, y: 80 }])).toEqual({ trendPerDay: 0, daysLeft: null });
    expect(batteryTrend([{ x: 0, y: 20 }, { x: 1, y: 100 }])).toEqual({ trendPerDay: 80, daysLeft: null });
    expect(batteryTrend([{ x: 0, y: 20 }])).toEqual({ trendPerDay: null, daysLeft: null });
    expect(batteryTrend([])).toEqual({ trendPerDay: null, daysLeft: null });
  });
});
