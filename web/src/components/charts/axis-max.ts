/**
 * The upper end of a series' y axis (spec §9 "Chart axes"): the score axis always runs
 * 0..100; other series leave headroom above their largest value, more for series drawn
 * together with a larger one (complaints over visits, savings over everything) so their
 * bars stay apart from the others.
 */

/** Headroom factor over the largest value, per overview series name; other series get {@link DEFAULT_HEADROOM}. */
export const AXIS_HEADROOM: Readonly<Record<string, number>> = {
  complaints: 1.9,
  visits: 1.3,
  time_saved: 4,
  est_ROI: 4,
};
export const DEFAULT_HEADROOM = 1.2;

/** The score axis is fixed (spec §9: "avg_score 0 to 100"). */
export const SCORE_AXIS_MAX = 100;

/**
 * The y-axis maximum for `series` whose largest value is `largest`. A series with nothing
 * above zero still gets an axis of 1 × its factor, so its zero line sits at the bottom
 * rather than in the middle of an empty range.
 */
export function axisMax(series: string, largest: number | null | undefined): number {
  if (series === 'avg_score') return SCORE_AXIS_MAX;
  const factor = AXIS_HEADROOM[series] ?? DEFAULT_HEADROOM;
  const top = largest !== null && largest !== undefined && Number.isFinite(largest) && largest > 0 ? largest : 1;
  return top * factor;
}

/** The largest defined value of a list, or null when none is defined. */
export function largestOf(values: readonly (number | null | undefined)[]): number | null {
  let largest: number | null = null;
  for (const value of values) if (value !== null && value !== undefined && Number.isFinite(value) && (largest === null || value > largest)) largest = value;
  return largest;
}
