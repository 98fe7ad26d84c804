/**
 * The Cleandex (README "Cleandex"): a room's cleanliness score from 0 (needs cleaning now)
 * to 100 (just cleaned), computed from what happened since the last cleaner arrival:
 *
 * - use: visitors counted since the cleaning, against the room's counter threshold `T`
 *   (the room's own, else the site's): `USE_WEIGHT x min(1, visits / (2T))`, so a room
 *   that has seen its threshold has lost half of the use weight;
 * - complaints: cleaning complaints since the cleaning (after the 60 s repeat rule),
 *   `COMPLAINT_WEIGHT` each, at most `COMPLAINT_CAP` together;
 * - ratings: the mean rating (0-100) given since the cleaning, `RATING_WEIGHT x (1 - mean / 100)`;
 *   no penalty without ratings.
 *
 * score = round(100 - use - complaints - ratings), clamped to 0..100. A cleaner arrival
 * starts the room again at 100. The call reactor opens a `cleandex` call when the score
 * falls below the site's threshold ({@link DEFAULT_CLEANDEX_THRESHOLD} unless set), the
 * read model keeps the score, and both use this one function, so they never disagree.
 */

export const USE_WEIGHT = 50;
export const COMPLAINT_WEIGHT = 15;
export const COMPLAINT_CAP = 45;
export const RATING_WEIGHT = 20;
export const DEFAULT_CLEANDEX_THRESHOLD = 60;

/** What the score is computed from: counted since the room's last cleaner arrival. */
export interface CleandexInputs {
  visits: number;
  complaints: number;
  ratingSum: number;
  ratingCount: number;
  /** The counter threshold that applies to the room (visitors that open a counter call). */
  threshold: number;
}

export const emptyCleandexInputs = (threshold: number): CleandexInputs => ({ visits: 0, complaints: 0, ratingSum: 0, ratingCount: 0, threshold });

/** The room's Cleandex score, 0..100 (an integer). */
export function cleandexScore(inputs: CleandexInputs): number {
  const threshold = Math.max(1, inputs.threshold);
  const use = USE_WEIGHT * Math.min(1, Math.max(0, inputs.visits) / (2 * threshold));
  const complaints = Math.min(COMPLAINT_CAP, COMPLAINT_WEIGHT * Math.max(0, inputs.complaints));
  const ratings = inputs.ratingCount > 0 ? RATING_WEIGHT * (1 - Math.min(100, Math.max(0, inputs.ratingSum / inputs.ratingCount)) / 100) : 0;
  return Math.min(100, Math.max(0, Math.round(100 - use - complaints - ratings)));
}

/** Whether a change from `before` to `after` crosses below `threshold` (the moment a Cleandex call opens). */
export const crossesBelow = (before: number, after: number, threshold: number): boolean => before >= threshold && after < threshold;
