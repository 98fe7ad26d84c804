import { SUGGESTION_LIMITS } from '@facility/contracts';

/**
 * The suggestion screen's ranking (spec §3 "Suggestions: top suggestions grouped by key,
 * each item carrying an hour"). Pure.
 *
 * A suggestion tells a manager where and when a round pays off: for each problem that
 * visitors report, the rooms where it is reported, each at its peak site-local hour of
 * day, so a cleaning round (or, for maintenance problems, a check) can be scheduled in
 * the hour before; and, under `visits_peak`, each room's busiest hour.
 */

export type SuggestionCategory = 'cleaning' | 'maintenance' | 'visits';

/** Something counted in one room at one site-local hour of day (summed over the days of the range). */
export interface Observation {
  /** A problem label key (`dirty_floor`), or `visits_peak` for visitors. */
  key: string;
  category: SuggestionCategory;
  roomId: string;
  /** Site-local hour of day, 0..23. */
  hour: number;
  count: number;
}

export interface SuggestionItem {
  roomId: string;
  /** The room's peak hour of day for the key (the earliest of equal peaks). */
  hour: number;
  /** The hour to schedule the round in: the one before the peak. */
  suggestedHour: number;
  /** The count at the peak hour. */
  count: number;
  /** The room's count for the key over all hours. */
  roomTotal: number;
}

export interface SuggestionGroup {
  key: string;
  category: SuggestionCategory;
  /** The key's count over every room and hour. */
  total: number;
  items: SuggestionItem[];
}

export interface RankingLimits {
  /** Problem keys kept, most reported first (`visits_peak` comes on top of these). */
  maxKeys: number;
  /** Rooms kept per key. */
  maxItems: number;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Groups observations by key and ranks them. Each key lists one item per room (its peak
 * hour), by count at the peak, then by the room's total, then room id. Problem keys come
 * first, most reported first (ties by key), at most `maxKeys`; `visits_peak` closes the
 * list, as visitor numbers are not comparable with complaint counts. Keys with nothing
 * counted are left out.
 */
export function rankSuggestions(observations: readonly Observation[], limits: RankingLimits = SUGGESTION_LIMITS): SuggestionGroup[] {
  const keys = new Map<string, { category: SuggestionCategory; rooms: Map<string, Map<number, number>> }>();
  for (const { key, category, roomId, hour, count } of observations) {
    if (count <= 0) continue;
    const group = keys.get(key) ?? keys.set(key, { category, rooms: new Map() }).get(key)!;
    const hours = group.rooms.get(roomId) ?? group.rooms.set(roomId, new Map()).get(roomId)!;
    hours.set(hour, (hours.get(hour) ?? 0) + count);
  }

  const groups: SuggestionGroup[] = [...keys].map(([key, { category, rooms }]) => {
    const items = [...rooms].map(([roomId, hours]): SuggestionItem => {
      let peak = { hour: 24, count: 0 };
      let roomTotal = 0;
      for (const [hour, count] of hours) {
        roomTotal += count;
        if (count > peak.count || (count === peak.count && hour < peak.hour)) peak = { hour, count };
      }
      return { roomId, hour: peak.hour, suggestedHour: (peak.hour + 23) % 24, count: peak.count, roomTotal };
    });
    items.sort((a, b) => b.count - a.count || b.roomTotal - a.roomTotal || byText(a.roomId, b.roomId));
    return { key, category, total: items.reduce((sum, item) => sum + item.roomTotal, 0), items: items.slice(0, limits.maxItems) };
  });

  const ranked = (list: SuggestionGroup[]) => list.sort((a, b) => b.total - a.total || byText(a.key, b.key));
  return [
    ...ranked(groups.filter((group) => group.category !== 'visits')).slice(0, limits.maxKeys),
    ...ranked(groups.filter((group) => group.category === 'visits')),
  ];
}
