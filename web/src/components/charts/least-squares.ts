/**
 * Least-squares trend lines (spec §9 "Trend lines are least squares") over evenly spaced
 * periods: x is the period index, so a gap (a null value) keeps its place on the axis
 * instead of pulling the later points closer.
 */

/** y = slope · x + intercept, x being the period index. */
export interface FittedLine {
  slope: number;
  intercept: number;
}

/**
 * The ordinary least-squares line through the defined values; null with fewer than two
 * of them (one point has no direction).
 */
export function leastSquares(values: readonly (number | null | undefined)[]): FittedLine | null {
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  let sumXY = 0;
  let sumXX = 0;
  values.forEach((y, x) => {
    if (y === null || y === undefined || !Number.isFinite(y)) return;
    count += 1;
    sumX += x;
    sumY += y;
    sumXY += x * y;
    sumXX += x * x;
  });
  if (count < 2) return null;
  const denominator = count * sumXX - sumX * sumX;
  // Two or more distinct indexes always spread x, but guard against rounding to zero.
  if (denominator === 0) return null;
  const slope = (count * sumXY - sumX * sumY) / denominator;
  return { slope, intercept: (sumY - slope * sumX) / count };
}

/** The line's value at period index `x`. */
export function fittedAt(line: FittedLine, x: number): number {
  return line.slope * x + line.intercept;
}

export interface TrendOptions {
  /**
   * Per period, whether it has data at all. The overview fills periods without counters
   * with zeros, so a year that started mid-way has empty months that are not real zeros:
   * they are left out of the fit and the line is not drawn over them.
   */
  withData?: readonly boolean[];
  /** The line may not go below this (0 for counts, minutes, money): it stops where it meets it. */
  floor?: number;
}

type Point = { x: number; y: number };

/**
 * The trend line's two ends, over the periods that have data only (from the first such
 * period to the last), or null with fewer than two of them. With a floor, an end below it
 * moves along the line to where the line meets the floor, so the slope stays true.
 */
export function trendEndpoints(values: readonly (number | null | undefined)[], options: TrendOptions = {}): { from: Point; to: Point } | null {
  const fitted = values.map((value, x) => (options.withData && options.withData[x] === false ? null : value));
  const line = leastSquares(fitted);
  if (!line) return null;
  const defined = fitted.flatMap((value, x) => (value === null || value === undefined || !Number.isFinite(value) ? [] : [x]));
  const first = defined[0]!;
  const last = defined[defined.length - 1]!;
  let from = { x: first, y: fittedAt(line, first) };
  let to = { x: last, y: fittedAt(line, last) };
  const floor = options.floor;
  if (floor !== undefined) {
    if (from.y < floor && to.y < floor) return null;
    // Where the line crosses the floor (slope is not 0 here: one end is above, one below).
    const crossing = (): Point => ({ x: (floor - line.intercept) / line.slope, y: floor });
    if (from.y < floor) from = crossing();
    if (to.y < floor) to = crossing();
  }
  return { from, to };
}
