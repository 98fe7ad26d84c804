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

/** Both ends of the trend line across all `values.length` periods, or null when there is none. */
export function trendEndpoints(values: readonly (number | null | undefined)[]): { from: { x: number; y: number }; to: { x: number; y: number } } | null {
  const line = leastSquares(values);
  if (!line) return null;
  const last = values.length - 1;
  return { from: { x: 0, y: fittedAt(line, 0) }, to: { x: last, y: fittedAt(line, last) } };
}
