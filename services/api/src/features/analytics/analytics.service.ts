import {
  addDays,
  filtersRooms,
  hourlyProblemCounts,
  listRooms,
  localMidnightUtc,
  sumProblemsByRoom,
  sumHourlyCountersByHour,
  sumShiftCountersByRoom,
  sumSiteHourlyCountersByHour,
  type AnalyticsCounterSums,
  type ReadModelDatabase,
  type RoomProblemCount,
  type RoomRecord,
  type SiteRecord,
} from '@facility/projections';
import type { TimeType, UserLanguage, ViewUnit } from '@facility/contracts';
import type { Kysely } from 'kysely';
import { isSelected, placeHour, placesPerRoom, type CalendarSelection, type HourPlace } from '../../stats-query/hour-placement.ts';
import { applyFiltered, complaintCounts, resolveComplaintFilter, tallyFiltered, withoutHour, type ComplaintFilter } from '../../stats-query/complaint-filter.ts';
import { loadPlacedComplaints } from '../../stats-query/placed-complaints.ts';
import { parseRoomFilter, roomMatches, type RoomFilterQuery } from '../../stats-query/room-filter.ts';
import { resolveTimeFilter, type TimeFilter } from '../../stats-query/time-filter.ts';
import {
  addSums,
  chartsOf,
  columnsOf,
  emptySums,
  hasActivity,
  hourDataOf,
  tallyProblem,
  topProblems,
  type AnalyticsColumns,
  type ComplaintCategory,
  type HourColumns,
  type ProblemChart,
  type ProblemCount,
  type ProblemTally,
} from './analytics.maths.ts';

/** How many problems a room's `topComplaints` lists. */
export const TOP_COMPLAINTS = 3;

/** The query of the analytics routes: the time filter, the room filters, shift and days. */
export interface AnalyticsQuery extends RoomFilterQuery {
  timeType?: TimeType | undefined;
  timeFrom?: string | undefined;
  timeTo?: string | undefined;
  viewTimeBy?: ViewUnit | undefined;
  language?: UserLanguage | undefined;
}

export interface AnalyticsRow extends AnalyticsColumns {
  roomId: string;
  displayName: string;
  roomNameEn: string;
  /** The room was removed since; it is listed because it had activity in the range. */
  removed: boolean;
  topComplaints: ProblemCount[];
}

export interface AnalyticsResult {
  siteId: string;
  timezone: string;
  language: UserLanguage;
  timeType: TimeType;
  timeFrom: string;
  timeTo: string;
  rows: AnalyticsRow[];
  totals: AnalyticsColumns & { topComplaints: ProblemCount[] };
  hourData: HourColumns[];
  charts: Record<ComplaintCategory, ProblemChart>;
}

/** What both the analytics table and the suggestions select: the resolved range and the listed rooms. */
export interface AnalyticsScope {
  time: TimeFilter;
  selection: CalendarSelection;
  /** The site's rooms that are not removed and pass the room filters, pinned first then by name. */
  rooms: RoomRecord[];
  roomIds: string[];
  /**
   * The site's removed rooms that pass the room filters, by name. What happened in them
   * before still counts in the site's figures, as in the overview's.
   */
  removedRooms: RoomRecord[];
  /** The rooms whose activity counts: `roomIds` and the removed rooms'. */
  countedRoomIds: string[];
  /** No room filter applies: the counted rooms are all the site's rooms. */
  wholeSite: boolean;
  /** UTC hours to read from the hourly read models: the range, and the day after it for night shifts that started on its last day. */
  hours: { from: Date; to: Date };
  /** The service name and hour: which complaints count; null when neither is set. */
  complaintFilter: ComplaintFilter | null;
}

/** Resolves the time filter in the site's zone and lists the rooms the room filters keep. */
export async function resolveScope(db: Kysely<ReadModelDatabase>, site: SiteRecord, query: AnalyticsQuery, now: Date): Promise<AnalyticsScope> {
  const time = resolveTimeFilter({ ...query, timezone: site.timezone, now });
  const filter = parseRoomFilter(query);
  const matching = (await listRooms(db, site.siteId, { withRemoved: true })).filter((room) => roomMatches(room, filter));
  const rooms = matching.filter((room) => !room.removed);
  const removedRooms = matching.filter((room) => room.removed);
  const roomIds = rooms.map((room) => room.roomId);
  return {
    time,
    selection: { start: time.start, end: time.end, shifts: filter.shifts, weekdays: filter.weekdays },
    rooms,
    roomIds,
    removedRooms,
    countedRoomIds: [...roomIds, ...removedRooms.map((room) => room.roomId)],
    wholeSite: !filtersRooms(filter),
    hours: { from: time.fromUtc, to: localMidnightUtc(addDays(time.end, 2), site.timezone) },
    complaintFilter: resolveComplaintFilter(site.callSettings.services, filter.servikName, filter.hour),
  };
}

/**
 * The analytics table of a site (spec §3): a row per listed room (zeros without activity)
 * and per removed room that had activity in the range, the totals over the rows, activity
 * by site-local hour of day and complaints by problem. Every part covers the same rooms,
 * days, shifts and weekdays, so the hours add up to the totals, and the totals to the
 * overview's: a room removed since still counts for its past.
 */
export async function loadAnalytics(
  db: Kysely<ReadModelDatabase>,
  site: SiteRecord,
  query: AnalyticsQuery,
  now: Date,
  /** The query's scope when the caller has resolved it already (the analysis report). */
  resolved?: AnalyticsScope,
): Promise<AnalyticsResult> {
  const scope = resolved ?? (await resolveScope(db, site, query, now));
  const { selection, countedRoomIds: roomIds } = scope;
  const range = { siteId: site.siteId, roomIds, ...scope.hours };
  const perRoom = placesPerRoom(site, roomIds);
  // When an hour lands alike in every room, place each hour once rather than once per row,
  // and let SQL add the complaints up over the selected hours instead of sending every
  // room's hours (a month of 200 rooms is some 40,000 rows).
  const places = new Map<number, HourPlace>();
  const place = (hourStart: number, roomId: string | null): HourPlace => {
    if (perRoom) return placeHour(site, hourStart, roomId ?? undefined);
    let placed = places.get(hourStart);
    if (!placed) places.set(hourStart, (placed = placeHour(site, hourStart)));
    return placed;
  };
  const { complaintFilter } = scope;
  // A service name or an hour counts complaints from the placed complaints per problem
  // and complaint-opened calls instead (see loadPlacedComplaints).
  const placedQuery = complaintFilter ? loadPlacedComplaints(db, site, range, selection) : Promise.resolve([]);
  const problemsQuery: Promise<RoomProblemCount[]> = complaintFilter
    ? placedQuery.then((placed) => placed.flatMap((entry) => (entry.category !== 'call' && complaintCounts(complaintFilter, entry.problem, entry.place.hour) ? [{ ...entry, category: entry.category }] : [])))
    : perRoom
      ? hourlyProblemCounts(db, range).then((entries) => entries.filter((entry) => isSelected(place(entry.hourStart, entry.roomId), selection)))
      : sumProblemsByRoom(db, { ...range, hours: hoursOf(range).filter((hour) => isSelected(place(hour.getTime(), null), selection)) });
  // Over the whole site, the hours come from the site rollup, which holds every room's,
  // removed ones' included: a year of a 200-room site is 8,760 rows instead of 1.75 million.
  const hoursQuery =
    scope.wholeSite && !perRoom
      ? sumSiteHourlyCountersByHour(db, { siteId: site.siteId, ...scope.hours })
      : sumHourlyCountersByHour(db, { ...range, byRoom: perRoom });
  const [roomSums, hourSums, problems, placed] = await Promise.all([
    sumShiftCountersByRoom(db, { siteId: site.siteId, fromDate: selection.start, toDate: selection.end, roomIds, shifts: selection.shifts, weekdays: selection.weekdays }),
    hoursQuery,
    problemsQuery,
    placedQuery,
  ]);
  // Per room the filter counts only its hour; per hour of day it shows every hour (the chart the hour is chosen on).
  const filteredByRoom = complaintFilter ? tallyFiltered(placed, complaintFilter, (entry) => entry.roomId) : null;
  const filteredByHour = complaintFilter ? tallyFiltered(placed, withoutHour(complaintFilter), (entry) => entry.place.hour) : null;

  const byHour = new Map<number, AnalyticsCounterSums>();
  for (const sums of hourSums) {
    const placedHour = place(sums.hourStart, sums.roomId);
    if (!isSelected(placedHour, selection)) continue;
    addSums(byHour.get(placedHour.hour) ?? byHour.set(placedHour.hour, emptySums()).get(placedHour.hour)!, sums);
  }
  if (filteredByHour) {
    for (let hour = 0; hour < 24; hour++) applyFiltered(byHour.get(hour) ?? byHour.set(hour, emptySums()).get(hour)!, filteredByHour.get(hour));
  }

  const siteProblems: ProblemTally = new Map();
  const roomProblems = new Map<string, ProblemTally>();
  for (const entry of problems) {
    tallyProblem(siteProblems, entry.problem, entry.category, entry.count);
    const tally = roomProblems.get(entry.roomId) ?? roomProblems.set(entry.roomId, new Map()).get(entry.roomId)!;
    tallyProblem(tally, entry.problem, entry.category, entry.count);
  }

  const sumsByRoom = new Map(roomSums.map(({ roomId, ...sums }) => [roomId, sums]));
  const sumsOf = (room: RoomRecord) => {
    const sums = sumsByRoom.get(room.roomId) ?? emptySums();
    if (filteredByRoom) applyFiltered(sums, filteredByRoom.get(room.roomId));
    return { room, sums };
  };
  // Removed rooms follow the listed ones, and only where something happened in the range.
  const counted = [...scope.rooms.map(sumsOf), ...scope.removedRooms.map(sumsOf).filter(({ room, sums }) => hasActivity(sums) || roomProblems.has(room.roomId))];
  const total = emptySums();
  const rows = counted.map(({ room, sums }): AnalyticsRow => {
    addSums(total, sums);
    return {
      roomId: room.roomId,
      displayName: room.displayName,
      roomNameEn: room.roomNameEn,
      removed: room.removed,
      ...columnsOf(sums),
      topComplaints: topProblems(roomProblems.get(room.roomId) ?? new Map(), TOP_COMPLAINTS),
    };
  });

  return {
    siteId: site.siteId,
    timezone: site.timezone,
    language: query.language ?? 'en',
    timeType: scope.time.timeType,
    timeFrom: scope.time.start,
    timeTo: scope.time.end,
    rows,
    totals: { ...columnsOf(total), topComplaints: topProblems(siteProblems, TOP_COMPLAINTS) },
    hourData: hourDataOf(byHour),
    charts: chartsOf(siteProblems),
  };
}

const HOUR_MS = 3_600_000;

/** The UTC hour starts (the hourly read models' buckets) in `[from, to)`; a zone with a half-hour offset starts its day mid-hour. */
function hoursOf(range: { from: Date; to: Date }): Date[] {
  const hours: Date[] = [];
  for (let at = Math.ceil(range.from.getTime() / HOUR_MS) * HOUR_MS; at < range.to.getTime(); at += HOUR_MS) hours.push(new Date(at));
  return hours;
}
