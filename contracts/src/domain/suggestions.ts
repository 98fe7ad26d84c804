/**
 * The suggestion screen (spec §3 "Suggestions"): the key under which each room's busiest
 * hour is listed, after the problem label keys.
 */
export const VISITS_PEAK = 'visits_peak';

/** How many problem keys, and rooms per key, the suggestions list at most. */
export const SUGGESTION_LIMITS = { maxKeys: 5, maxItems: 5 } as const;
