import { hourlyProblemCounts, hourlyRoomVisits, type ReadModelDatabase, type SiteRecord } from '@facility/projections';
import { VISITS_PEAK, type TimeType, type UserLanguage } from '@facility/contracts';
import type { Kysely } from 'kysely';
import { complaintCounts } from '../../stats-query/complaint-filter.ts';
import { isSelected, placeHour } from '../../stats-query/hour-placement.ts';
import { resolveScope, type AnalyticsQuery } from '../analytics/analytics.service.ts';
import { rankSuggestions, type Observation, type SuggestionGroup, type SuggestionItem } from './suggestions.ranking.ts';

export interface SuggestionsResult {
  siteId: string;
  timezone: string;
  language: UserLanguage;
  timeType: TimeType;
  timeFrom: string;
  timeTo: string;
  suggestions: (Omit<SuggestionGroup, 'items'> & { items: (SuggestionItem & { displayName: string })[] })[];
}

/**
 * The top suggestions of a site over the filter: complaints by problem and visitors, each
 * placed in the site-local hour of day (and day, shift, weekday) it happened in, then
 * ranked. The listed rooms are those of the analytics table.
 */
export async function loadSuggestions(db: Kysely<ReadModelDatabase>, site: SiteRecord, query: AnalyticsQuery, now: Date): Promise<SuggestionsResult> {
  const scope = await resolveScope(db, site, query, now);
  const range = { siteId: site.siteId, roomIds: scope.roomIds, ...scope.hours };
  const [problems, visits] = await Promise.all([hourlyProblemCounts(db, range), hourlyRoomVisits(db, range)]);

  const observations: Observation[] = [];
  const observe = (key: string, category: Observation['category'], roomId: string, hourStart: number, count: number) => {
    const place = placeHour(site, hourStart, roomId);
    if (isSelected(place, scope.selection)) observations.push({ key, category, roomId, hour: place.hour, count });
  };
  const { complaintFilter } = scope;
  for (const entry of problems) {
    // A service name or an hour keeps only the complaints they count.
    if (complaintFilter && !complaintCounts(complaintFilter, entry.problem, placeHour(site, entry.hourStart, entry.roomId).hour)) continue;
    observe(entry.problem, entry.category, entry.roomId, entry.hourStart, entry.count);
  }
  for (const entry of visits) observe(VISITS_PEAK, 'visits', entry.roomId, entry.hourStart, entry.visits);

  const names = new Map(scope.rooms.map((room) => [room.roomId, room.displayName]));
  return {
    siteId: site.siteId,
    timezone: site.timezone,
    language: query.language ?? 'en',
    timeType: scope.time.timeType,
    timeFrom: scope.time.start,
    timeTo: scope.time.end,
    suggestions: rankSuggestions(observations).map((group) => ({
      ...group,
      items: group.items.map((item) => ({ ...item, displayName: names.get(item.roomId) ?? item.roomId })),
    })),
  };
}
