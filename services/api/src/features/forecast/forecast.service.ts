import type { Forecast, ForecastQuerystring, ForecastRoom, ForecastShift } from '@facility/contracts';
import { addDays, listRooms, localClock, localDateOf, localMidnightUtc, localTimeUtc, type ReadModelDatabase, type SiteRecord } from '@facility/projections';
import type { Kysely } from 'kysely';
import { parseRoomFilter, roomMatches } from '../../stats-query/room-filter.ts';
import { backtest, DEFAULT_WEEKS, forecastCells, impliedRounds, roundsKey, scheduledRounds, type ForecastCell, type HourCount } from './forecast.model.ts';

export const FORECAST_METHOD =
  `Weekly profile: each room's count in the same site-local weekday and hour over the last ${DEFAULT_WEEKS} weeks, ` +
  'weighted 4-3-2-1 toward the most recent week, summed per shift (a night shift counts for the day it starts)';

/** The hourly counters (visitors and all complaints) of a site's rooms in [from, to). */
export async function readHourCounts(db: Kysely<ReadModelDatabase>, siteId: string, roomIds: readonly string[], from: Date, to: Date): Promise<HourCount[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .selectFrom('room_hourly_counters')
    .select(['room_id', 'hour_start', 'visits', 'complaints', 'maintenance_complaints'])
    .where('site_id', '=', siteId)
    .where('room_id', 'in', [...roomIds])
    .where('hour_start', '>=', from)
    .where('hour_start', '<', to)
    .execute();
  return rows.map((row) => ({
    roomId: row.room_id,
    hourStart: new Date(row.hour_start).getTime(),
    visits: row.visits,
    complaints: row.complaints + row.maintenance_complaints,
  }));
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const sumOrNull = (values: (number | null)[]) => (values.every((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + (value ?? 0), 0));

/**
 * The site's (filtered rooms') forecast from today for `days` site-local days, with the
 * back-test of the last complete week (the seven days before today, forecast from the
 * weeks before them).
 */
export async function loadForecast(db: Kysely<ReadModelDatabase>, site: SiteRecord, query: Omit<ForecastQuerystring, 'siteId'>, now: Date): Promise<Forecast> {
  const { days = 7, ...roomQuery } = query;
  // `days` here is the horizon, not the weekday filter of the statistics queries.
  const filter = parseRoomFilter(roomQuery);
  const rooms = (await listRooms(db, site.siteId)).filter((room) => roomMatches(room, filter));
  const roomIds = rooms.map((room) => room.roomId);
  const today = localDateOf(now, site.timezone);
  const heldOutStart = addDays(today, -7);
  // The back-test's training weeks, then the held-out week, up to now: the held-out week's last
  // night shift ends this morning. The forecast itself reads nothing from today on.
  const history = await readHourCounts(db, site.siteId, roomIds, localMidnightUtc(addDays(heldOutStart, -7 * DEFAULT_WEEKS), site.timezone), now);

  const calendar = site;
  const cells = forecastCells({ calendar, roomIds, history, startDate: today, days });
  const scheduled = scheduledRounds(calendar, site.callSettings.scheduledCallTimes, roomIds, today, days);
  const roomById = new Map(rooms.map((room) => [room.roomId, room]));
  const shiftNames = new Map(site.shifts.map((shift) => [shift.shiftNumber, shift.shiftName]));

  const byDayShift = new Map<string, Map<number, ForecastCell[]>>();
  for (const cell of cells) {
    const shifts = byDayShift.get(cell.date) ?? new Map<number, ForecastCell[]>();
    shifts.set(cell.shiftNumber, [...(shifts.get(cell.shiftNumber) ?? []), cell]);
    byDayShift.set(cell.date, shifts);
  }

  const forecastDays = Array.from({ length: days }, (_, offset) => {
    const date = addDays(today, offset);
    const shifts: ForecastShift[] = [];
    for (const [shiftNumber, shiftCells] of [...(byDayShift.get(date) ?? new Map<number, ForecastCell[]>())].sort(([a], [b]) => a - b)) {
      const roomRows: ForecastRoom[] = shiftCells.map((cell) => {
        const room = roomById.get(cell.roomId)!;
        const threshold = room.visitorThreshold ?? site.counterThreshold;
        return {
          roomId: cell.roomId,
          displayName: room.displayName,
          visits: oneDecimal(cell.visits),
          complaints: oneDecimal(cell.complaints),
          rounds: impliedRounds(cell.visits, threshold, scheduled.get(roundsKey(cell)) ?? 0),
        };
      });
      roomRows.sort((a, b) => (b.visits ?? -1) - (a.visits ?? -1) || a.displayName.localeCompare(b.displayName) || a.roomId.localeCompare(b.roomId));
      const visits = sumOrNull(shiftCells.map((cell) => cell.visits));
      const complaints = sumOrNull(shiftCells.map((cell) => cell.complaints));
      // Outside every shift nobody is on duty to plan for: listed only when something is expected there.
      if (shiftNumber === 0 && !visits && !complaints) continue;
      shifts.push({
        shiftNumber,
        shiftName: shiftNames.get(shiftNumber) ?? '',
        visits: oneDecimal(visits),
        complaints: oneDecimal(complaints),
        rounds: sumOrNull(roomRows.map((room) => room.rounds)),
        rooms: roomRows,
      });
    }
    return { date, weekday: localClock(localTimeUtc(date, 12 * 60, site.timezone).getTime(), site.timezone).weekday, shifts };
  });

  const tested = backtest({ calendar, roomIds, history, heldOutStart });
  const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
  return {
    siteId: site.siteId,
    timezone: site.timezone,
    method: FORECAST_METHOD,
    weeks: DEFAULT_WEEKS,
    days: forecastDays,
    backtest: tested && {
      ...tested,
      visits: { mae: rounded(tested.visits.mae)!, wape: rounded(tested.visits.wape) },
      complaints: { mae: rounded(tested.complaints.mae)!, wape: rounded(tested.complaints.wape) },
    },
  };
}
