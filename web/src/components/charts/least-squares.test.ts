import { describe, expect, it } from 'vitest';
import { fittedAt, leastSquares, trendEndpoints } from './least-squares.ts';

describe('leastSquares', () => {
  it('passes exactly through points on a line', () => {
    // y = 2x + 1 at x = 0..3.
    const line = leastSquares([1, 3, 5, 7])!;
    expect(line.slope).toBeCloseTo(2);
    expect(line.intercept).toBeCloseTo(1);
  });

  it('fits scattered points by hand-worked sums', () => {
    // x 0,1,2 and y 1,2,6: n 3, Σx 3, Σy 9, Σxy 14, Σx² 5.
    // slope (3·14 − 3·9) / (3·5 − 9) = 15 / 6 = 2.5; intercept (9 − 2.5·3) / 3 = 0.5.
    const line = leastSquares([1, 2, 6])!;
    expect(line.slope).toBeCloseTo(2.5);
    expect(line.intercept).toBeCloseTo(0.5);
    expect(fittedAt(line, 4)).toBeCloseTo(10.5);
  });

  it('skips gaps but keeps their x position', () => {
    // Points (0, 0) and (3, 6): slope 2, not 6 as if they were neighbours.
    const line = leastSquares([0, null, undefined, 6])!;
    expect(line.slope).toBeCloseTo(2);
    expect(line.intercept).toBeCloseTo(0);
  });

  it('gives a flat line for constant values and none for fewer than two points', () => {
    expect(leastSquares([4, 4, 4])).toEqual({ slope: 0, intercept: 4 });
    expect(leastSquares([5])).toBeNull();
    expect(leastSquares([null, 5, null])).toBeNull();
    expect(leastSquares([])).toBeNull();
  });
});

describe('trendEndpoints', () => {
  it('spans the periods with values only, not the gaps at the ends', () => {
    // Defined at x = 1 and 2 (y 2, 4): y = 2x, drawn from x 1 to x 2.
    expect(trendEndpoints([null, 2, 4, null])).toEqual({ from: { x: 1, y: 2 }, to: { x: 2, y: 4 } });
    expect(trendEndpoints([null, 2])).toBeNull();
  });

  it('leaves periods without data out of the fit (no fitting through empty months)', () => {
    // A year whose first three months had no counters (zeros from the API), then 10, 12, 14.
    const values = [0, 0, 0, 10, 12, 14];
    const withData = [false, false, false, true, true, true];
    const ends = trendEndpoints(values, { withData })!;
    expect(ends.from.x).toBe(3);
    expect(ends.from.y).toBeCloseTo(10);
    expect(ends.to.x).toBe(5);
    expect(ends.to.y).toBeCloseTo(14);
    // Fitted through the zeros the line would start below zero... and claim a steep rise.
    expect(trendEndpoints(values)!.from.y).toBeLessThan(0);
  });

  it('stops the line where it meets the floor instead of going below it', () => {
    // y = 10 − 5x at x 0..3: 10, 5, 0, −5 → meets 0 at x = 2.
    const ends = trendEndpoints([10, 5, 0, -5], { floor: 0 })!;
    expect(ends.from).toEqual({ x: 0, y: 10 });
    expect(ends.to.x).toBeCloseTo(2);
    expect(ends.to.y).toBe(0);
    expect(trendEndpoints([-1, -2], { floor: 0 })).toBeNull();
  });
});
