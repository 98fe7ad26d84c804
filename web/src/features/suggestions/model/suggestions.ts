import type { SuggestionGroup, SuggestionItem } from '@facility/contracts';

/**
 * A whole hour of the site's day as the language writes a time ("14:00", "2:00 PM"): the
 * locale's short time like every clock of the dashboard, never a fixed 24-hour "HH:00".
 */
export const formatHour = (hour: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, hour));

/** One suggestion card line: when to go, and the evidence behind it. */
export interface SuggestedAction {
  category: SuggestionGroup['category'];
  /** The round to schedule, "14:00" (or "2:00 PM"). */
  time: string;
  /** The hour the reports (or visitors) peak, "15:00". */
  peak: string;
  count: number;
  total: number;
  /** The peak hour's share of the room's count, 0..100, rounded. */
  share: number;
}

export function suggestedAction(group: Pick<SuggestionGroup, 'category'>, item: SuggestionItem, locale: string): SuggestedAction {
  return {
    category: group.category,
    time: formatHour(item.suggestedHour, locale),
    peak: formatHour(item.hour, locale),
    count: item.count,
    total: item.roomTotal,
    share: item.roomTotal > 0 ? Math.round((item.count / item.roomTotal) * 100) : 0,
  };
}

/** A room's rounds at one hour of the day plan, with every reason to be there. */
export interface PlannedRound {
  roomId: string;
  displayName: string;
  keys: string[];
}

export interface PlanHour {
  hour: number;
  time: string;
  rounds: PlannedRound[];
}

/**
 * Every suggestion on one timeline: by the hour to schedule the round, one entry per room
 * however many problems send a cleaner there then (one visit fixes them all). Rooms with
 * more reasons come first; hours run through the day.
 */
export function dayPlan(groups: readonly SuggestionGroup[], locale: string): PlanHour[] {
  const hours = new Map<number, Map<string, PlannedRound>>();
  for (const group of groups) {
    for (const item of group.items) {
      const rooms = hours.get(item.suggestedHour) ?? new Map<string, PlannedRound>();
      hours.set(item.suggestedHour, rooms);
      const round = rooms.get(item.roomId) ?? { roomId: item.roomId, displayName: item.displayName, keys: [] };
      rooms.set(item.roomId, round);
      if (!round.keys.includes(group.key)) round.keys.push(group.key);
    }
  }
  const collator = new Intl.Collator(locale, { numeric: true });
  return [...hours.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, rooms]) => ({
      hour,
      time: formatHour(hour, locale),
      rounds: [...rooms.values()].sort((a, b) => b.keys.length - a.keys.length || collator.compare(a.displayName, b.displayName)),
    }));
}
