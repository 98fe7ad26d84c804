import {
  listSiteRoomNames,
  sumHourlyCountersByHour,
  sumShiftCountersByPeriod,
  sumShiftCountersByRoom,
  type ReadModelDatabase,
  type RoomRecord,
  type ShiftPeriodSums,
  type SiteRecord,
} from '@facility/projections';
import type { TimeType, ViewUnit } from '@facility/contracts';
import type { Kysely } from 'kysely';
import { parseRoomFilter } from '../../stats-query/room-filter.ts';
import { resolveTimeFilter, type TimeFilter } from '../../stats-query/time-filter.ts';
import {
  arrivalRows,
  arrivalTotals,
  exposureRows,
  hourOfDayProfile,
  periodWindows,
  roomBreakdown,
  type ArrivalCounts,
  type ArrivalRole,
  type ArrivalRow,
  type ExposureRow,
  type HourOfDay,
  type RoomArrivals,
} from './room-stats.maths.ts';

type Db = Kysely<ReadModelDatabase>;
const DAY_MS = 86_400_000;

/** The room screens' query: the time filter, shift and days (spec §2). */
export interface RoomStatsQuery {
  timeType?: TimeType | undefined;
  timeFrom?: string | undefined;
  timeTo?: string | undefined;
  viewTimeBy?: ViewUnit | undefined;
  shift?: string | undefined;
  days?: string | undefined;
}

/** The resolved time filter, as every response states it. */
export interface ResolvedRange {
  timezone: string;
  timeType: TimeType;
  /** First and last day of the range, site-local, inclusive. */
  timeFrom: string;
  timeTo: string;
  viewTimeBy: ViewUnit;
}

export interface RoomRef {
  roomId: string;
  siteId: string;
  displayName: string;
}

export interface CleanerArrivalStats extends RoomRef, ResolvedRange {
  rows: ArrivalRow[];
  total: ArrivalCounts;
}

export interface RoomExposureStats extends RoomRef, ResolvedRange {
  rows: ExposureRow[];
  total: { count: number; visits: number };
}

export interface SiteArrivalStats<R extends ArrivalRole = ArrivalRole> extends ResolvedRange {
  siteId: string;
  role: R;
  rows: ArrivalRow[];
  total: ArrivalCounts;
  rooms: RoomArrivals[];
}

export interface HourDataStats extends RoomRef, Omit<ResolvedRange, 'viewTimeBy'> {
  hourData: HourOfDay[];
}

function resolve(site: SiteRecord, query: RoomStatsQuery, now: Date) {
  const time = resolveTimeFilter({ ...query, timezone: site.timezone, now });
  const { shifts, weekdays } = parseRoomFilter({ shift: query.shift, days: query.days });
  const range: ResolvedRange = { timezone: site.timezone, timeType: time.timeType, timeFrom: time.start, timeTo: time.end, viewTimeBy: time.viewTimeBy };
  return { time, shifts, weekdays, range };
}

const roomRef = (room: RoomRecord): RoomRef => ({ roomId: room.roomId, siteId: room.siteId, displayName: room.displayName });

async function periodSums(
  db: Db,
  site: SiteRecord,
  time: TimeFilter,
  filter: { roomIds?: string[]; shifts?: number[] | undefined; weekdays?: number[] | undefined },
): Promise<Map<string, ShiftPeriodSums>> {
  const rows = await sumShiftCountersByPeriod(db, { siteId: site.siteId, unit: time.viewTimeBy, fromDate: time.start, toDate: time.end, ...filter });
  return new Map(rows.map((row) => [row.period, row]));
}

/** A room's cleaner arrivals per period, with the calls opened and the other staff's arrivals. */
export async function loadCleanerArrivals(db: Db, site: SiteRecord, room: RoomRecord, query: RoomStatsQuery, now: Date): Promise<CleanerArrivalStats> {
  const { time, shifts, weekdays, range } = resolve(site, query, now);
  const sums = await periodSums(db, site, time, { roomIds: [room.roomId], shifts, weekdays });
  const rows = arrivalRows(periodWindows(time), sums, 'cleaner');
  return { ...roomRef(room), ...range, rows, total: arrivalTotals(rows) };
}

/** A room's exposures (and visits) per period. */
export async function loadRoomExposures(db: Db, site: SiteRecord, room: RoomRecord, query: RoomStatsQuery, now: Date): Promise<RoomExposureStats> {
  const { time, shifts, weekdays, range } = resolve(site, query, now);
  const sums = await periodSums(db, site, time, { roomIds: [room.roomId], shifts, weekdays });
  const rows = exposureRows(periodWindows(time), sums);
  const total = rows.reduce((sum, row) => ({ count: sum.count + row.count, visits: sum.visits + row.visits }), { count: 0, visits: 0 });
  return { ...roomRef(room), ...range, rows, total };
}

/** A site's arrivals of `role` per period, and per room. */
export async function loadSiteArrivals<R extends ArrivalRole>(
  db: Db,
  site: SiteRecord,
  role: R,
  query: RoomStatsQuery,
  now: Date,
): Promise<SiteArrivalStats<R>> {
  const { time, shifts, weekdays, range } = resolve(site, query, now);
  const filter = { siteId: site.siteId, fromDate: time.start, toDate: time.end, shifts, weekdays };
  const [sums, byRoom, names] = await Promise.all([
    periodSums(db, site, time, { shifts, weekdays }),
    sumShiftCountersByRoom(db, filter),
    listSiteRoomNames(db, site.siteId),
  ]);
  const rows = arrivalRows(periodWindows(time), sums, role);
  return { siteId: site.siteId, role, ...range, rows, total: arrivalTotals(rows), rooms: roomBreakdown(names, byRoom, role) };
}

/** A room's activity by site-local hour of day over the range. */
export async function loadHourData(db: Db, site: SiteRecord, room: RoomRecord, query: RoomStatsQuery, now: Date): Promise<HourDataStats> {
  const { time, shifts, weekdays, range } = resolve(site, query, now);
  // A night shift's hours after the last midnight still count for the range's last day,
  // so read a day past it; the profile keeps only hours that count for a day in range.
  const hours = await sumHourlyCountersByHour(db, {
    siteId: site.siteId,
    roomIds: [room.roomId],
    from: time.fromUtc,
    to: new Date(time.toUtc.getTime() + DAY_MS),
  });
  const { viewTimeBy: _viewTimeBy, ...rest } = range;
  return {
    ...roomRef(room),
    ...rest,
    hourData: hourOfDayProfile(hours, site, { roomId: room.roomId, start: time.start, end: time.end, shifts, weekdays }),
  };
}
