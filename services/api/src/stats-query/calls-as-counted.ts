import { listRoomCallsInRange, type CallView, type ReadModelDatabase, type SiteCalendar } from '@facility/projections';
import type { ComplaintCategory } from '@facility/contracts';
import type { Kysely } from 'kysely';
import { isSelected, placeHour, type CalendarSelection } from './hour-placement.ts';
import type { TimeFilter } from './time-filter.ts';

const DAY_MS = 86_400_000;
/** More calls than a room opens in any range a filter allows: the list is cut after placing. */
const SCAN_LIMIT = 100_000;

/**
 * A room's calls of a category that the statistics count for a filter, newest first (at
 * most `limit`), and how many there are. Each call is placed in the site's calendar as the
 * counters place its CallOpened event (a night shift's call after midnight counts for the
 * day the shift started, with that shift and weekday), so a service log lists exactly the
 * calls the room screens count as opened (issue 17).
 */
export async function roomCallsAsCounted(
  db: Kysely<ReadModelDatabase>,
  site: SiteCalendar,
  filter: { roomId: string; category: ComplaintCategory; time: Pick<TimeFilter, 'start' | 'end' | 'fromUtc' | 'toUtc'>; shifts?: number[] | undefined; weekdays?: number[] | undefined; limit: number },
): Promise<{ calls: CallView[]; total: number }> {
  const { calls } = await listRoomCallsInRange(db, {
    roomId: filter.roomId,
    category: filter.category,
    // A day either side: the calls a night shift carries over a range's edge.
    from: new Date(filter.time.fromUtc.getTime() - DAY_MS),
    to: new Date(filter.time.toUtc.getTime() + DAY_MS),
    timezone: site.timezone,
    limit: SCAN_LIMIT,
  });
  const selection: CalendarSelection = { start: filter.time.start, end: filter.time.end, shifts: filter.shifts, weekdays: filter.weekdays };
  const counted = calls.filter((call) => isSelected(placeHour(site, call.openedAt.getTime(), filter.roomId), selection));
  return { calls: counted.slice(0, filter.limit), total: counted.length };
}
