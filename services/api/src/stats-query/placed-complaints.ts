import { complaintCallOpenings, hourlyProblemCounts, type HourlyRangeFilter, type ReadModelDatabase, type SiteCalendar } from '@facility/projections';
import type { Kysely } from 'kysely';
import type { PlacedComplaint } from './complaint-filter.ts';
import { isSelected, placeHour, type CalendarSelection } from './hour-placement.ts';

/**
 * The complaints per problem and the complaint-opened calls of a site over a range, each
 * placed in the site's calendar (local day, shift, weekday, hour of day) and kept when the
 * calendar selection selects it: what the service-name and hour filters then narrow. Only
 * read when one of them is set. `range` should reach a day past the selection's last day
 * (a night shift's hours after midnight count for the day it started).
 */
export async function loadPlacedComplaints(
  db: Kysely<ReadModelDatabase>,
  site: SiteCalendar,
  range: HourlyRangeFilter,
  selection: CalendarSelection,
): Promise<PlacedComplaint[]> {
  const [problems, calls] = await Promise.all([hourlyProblemCounts(db, range), complaintCallOpenings(db, range)]);
  const placed: PlacedComplaint[] = [];
  for (const entry of problems) {
    const place = placeHour(site, entry.hourStart, entry.roomId);
    if (isSelected(place, selection)) placed.push({ roomId: entry.roomId, problem: entry.problem, category: entry.category, count: entry.count, place });
  }
  for (const call of calls) {
    const place = placeHour(site, call.openedAt, call.roomId);
    if (isSelected(place, selection)) placed.push({ roomId: call.roomId, problem: call.problem, category: 'call', count: 1, place });
  }
  return placed;
}
