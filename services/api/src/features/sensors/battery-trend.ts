/**
 * Where a battery is heading: the least-squares line through the days' last readings.
 * Pure maths.
 */

export interface Point {
  x: number;
  y: number;
}

/** The least-squares slope of `y` over `x`; null under two distinct `x`. */
export function leastSquaresSlope(points: readonly Point[]): number | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((sum, { x }) => sum + x, 0) / n;
  const meanY = points.reduce((sum, { y }) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? null : covariance / variance;
}

export interface BatteryTrend {
  /** Percentage points per day; null under two days of readings. */
  trendPerDay: number | null;
  /** Days from the last reading until the line's slope takes it to 0; null unless falling. */
  daysLeft: number | null;
}

/**
 * The trend of a battery from its daily last readings (`x` = day number, oldest first).
 * Days left count from the last of those readings at that slope.
 */
export function batteryTrend(daily: readonly Point[]): BatteryTrend {
  const trendPerDay = leastSquaresSlope(daily);
  const last = daily.at(-1);
  const daysLeft = trendPerDay !== null && trendPerDay < 0 && last ? Math.max(0, last.y) / -trendPerDay : null;
  return { trendPerDay, daysLeft };
}
