/**
 * Score colour bands (spec §9): green at 100 down to red at 49 or lower, in steps of 3
 * points. 97-99 share a band, 94-96 the next, and so on; 100 is its own (best) band.
 */

/** Scores at or below this are in the last (red) band. */
export const SCORE_RED_AT = 49;
export const SCORE_BAND_POINTS = 3;
/** Bands from 100 (band 0) to 49 (band 17). */
export const SCORE_BAND_COUNT = Math.ceil((100 - SCORE_RED_AT) / SCORE_BAND_POINTS) + 1;

const GREEN_HUE = 130;

/** Which band a score falls into: 0 for 100 (or more), {@link SCORE_BAND_COUNT} − 1 for 49 or less. */
export function scoreBand(score: number): number {
  if (score <= SCORE_RED_AT) return SCORE_BAND_COUNT - 1;
  if (score >= 100) return 0;
  return Math.min(SCORE_BAND_COUNT - 1, Math.ceil((100 - score) / SCORE_BAND_POINTS));
}

/**
 * The colour of a 0-100 score: the hue walks from green to red band by band, dark
 * enough to read as text on white.
 */
export function scoreColour(score: number): string {
  const band = scoreBand(score);
  const hue = Math.round(GREEN_HUE * (1 - band / (SCORE_BAND_COUNT - 1)));
  return `hsl(${hue} 75% 34%)`;
}
