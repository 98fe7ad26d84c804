import { arrivalsByRoomDayShift, siteOperatingDays, sumShiftCountersByPeriod, type ReadModelDatabase, type SiteRecord } from '@facility/projections';
import type { Overview, TimeType, ViewUnit } from '@facility/contracts';
import type { Kysely } from 'kysely';
import { buildOverview, EMPTY_PERIOD, type PeriodSums } from './overview.maths.ts';
import { roomMatches, type RoomFilter } from '../../stats-query/room-filter.ts';
import { periodStarts, resolveTimeFilter } from '../../stats-query/time-filter.ts';
import { roomsOfTheRange } from './room-presence.ts';
import { timeSavedByDay } from './time-saved.maths.ts';
import { applyFiltered, resolveComplaintFilter, tallyFiltered } from '../../stats-query/complaint-filter.ts';
import { loadPlacedComplaints } from '../../stats-query/placed-complaints.ts';

const DAY_MS = 86_400_000;

/** The overview request once the route has checked the user may see the site. */
export interface OverviewQuery extends RoomFilter {
  site: SiteRecord;
  timeType?: TimeType | undefined;
  timeFrom?: string | undefined;
  timeTo?: string | undefined;
  viewTimeBy?: ViewUnit | undefined;
}

/**
 * The performance overview of a site: the time filter in its zone, the day-and-shift
 * counters per period (so the shift and days filters see whole shifts), time saved from
 * the shifts and the cleaner arrivals, series and trends. A service name or an hour
 * narrows the complaint figures (complaints, complaint calls and what derives from them).
 */
export async function loadOverview(db: Kysely<ReadModelDatabase>, query: OverviewQuery, now: Date): Promise<Overview> {
  const { site } = query;
  const filter = resolveTimeFilter({ ...query, timezone: site.timezone, now });
  const scope = {
    siteId: site.siteId,
    fromDate: filter.start,
    toDate: filter.end,
    roomIds: query.roomIds,
    buildings: query.buildings,
    floors: query.floors,
    genders: query.genders,
    shifts: query.shifts,
    weekdays: query.weekdays,
  };
  const saving = site.isTimeSave ? site.timeSaving : null;
  // Summed by day and rolled up into the view's periods by buildOverview, so that the
  // trend compares the halves of the days whatever the view (a year's 372 rows at most).
  const days = periodStarts(filter.start, filter.end, 'day');
  // The reads are independent: one round trip's wait instead of four.
  const [rows, siteRooms, arrivals, operatingDays] = await Promise.all([
    sumShiftCountersByPeriod(db, { ...scope, unit: 'day' }),
    saving ? roomsOfTheRange(db, site, filter.start) : null,
    saving ? arrivalsByRoomDayShift(db, scope) : [],
    saving ? siteOperatingDays(db, site.siteId, filter.start, filter.end) : [],
  ]);
  const sums = new Map<string, PeriodSums>(rows.map(({ period, cleanerCalls: _, ...row }) => [period, { ...row, timeSavedMinutes: null }]));

  // A service name or an hour narrows the complaint figures: recount them from the
  // complaints per problem and the complaint-opened calls, placed in the site's calendar.
  const complaintFilter = resolveComplaintFilter(site.callSettings.services, query.servikName, query.hour);
  if (complaintFilter) {
    const placed = await loadPlacedComplaints(
      db,
      site,
      { siteId: site.siteId, roomIds: query.roomIds, buildings: query.buildings, floors: query.floors, genders: query.genders, from: filter.fromUtc, to: new Date(filter.toUtc.getTime() + DAY_MS) },
      { start: filter.start, end: filter.end, shifts: query.shifts, weekdays: query.weekdays },
    );
    const byDay = tallyFiltered(placed, complaintFilter, (entry) => entry.place.date);
    for (const day of byDay.keys()) if (!sums.has(String(day))) sums.set(String(day), { ...EMPTY_PERIOD });
    for (const [day, daySums] of sums) applyFiltered(daySums, byDay.get(day));
  }

  if (saving && siteRooms) {
    const byDay = timeSavedByDay({
      calendar: site,
      roundIntervalMinutes: saving.roundIntervalMinutes,
      cleaningMinutesPerRoom: saving.cleaningMinutesPerRoom,
      roomIds: siteRooms.rooms.filter((room) => roomMatches(room, query)).map((room) => room.roomId),
      presence: siteRooms.presence,
      start: filter.start,
      end: filter.end,
      shifts: query.shifts,
      weekdays: query.weekdays,
      arrivals,
      operatingDays: new Set(operatingDays),
    });
    // Every day of the range computes time saved (0 where no shift worked).
    for (const day of days) if (!sums.has(day)) sums.set(day, { ...EMPTY_PERIOD, timeSavedMinutes: 0 });
    for (const daySums of sums.values()) daySums.timeSavedMinutes ??= 0;
    for (const [date, minutes] of byDay) sums.get(date)!.timeSavedMinutes! += minutes;
  }

  return {
    siteId: site.siteId,
    timezone: site.timezone,
    timeType: filter.timeType,
    timeFrom: filter.start,
    timeTo: filter.end,
    viewTimeBy: filter.viewTimeBy,
    currency: saving?.currency ?? null,
    ...buildOverview(days, sums, { employerCostPerHour: saving?.employerCostPerHour ?? null }, filter.viewTimeBy),
  };
}
