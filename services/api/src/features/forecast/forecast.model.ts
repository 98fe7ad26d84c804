import { addDays, bucketDateOf, localClock, localMidnightUtc, localTimeUtc, type SiteCalendar } from '@facility/projections';
import { placeHour, placesPerRoom } from '../../stats-query/hour-placement.ts';

/**
 * The 7-day forecast (issue 18): a weekly-profile model, pure.
 *
 * Method: the expected count of a room in a future site-local hour (weekday W, hour of day H)
 * is the weighted mean of the same room's count in the same local hour of the same weekday
 * over the last `weeks` weeks (date - 7, date - 14, ...), weighted linearly toward recent
 * weeks (4, 3, 2, 1 for four weeks): a site's week repeats, but its level drifts, and linear
 * weights follow the drift without letting one odd week (a holiday) decide alone. The hours
 * are then placed in the site's calendar by the same rules as the counters (the shift working
 * at the hour's start; a night shift's hours after midnight count for the day it started) and
 * summed per day, shift and room.
 *
 * Hours are matched by local wall clock, so DST is handled by construction: an hour a spring
 * forward skips is not forecast (the UTC hours that exist are the ones enumerated) and is no
 * sample for later weeks; an hour a fall back repeats is forecast twice (it happens twice),
 * and as a sample its count is divided by the two UTC hours it spans.
 *
 * A room has no history (null, not 0) when nothing at all was counted in it before the
 * forecast: no sample says it is quiet. Weeks before a room's first counted hour are no
 * samples either, so a room added two weeks ago is the mean of those two weeks, not half of it.
 */

const HOUR_MS = 3_600_000;

/** One room-hour of the hourly counters. */
export interface HourCount {
  roomId: string;
  /** UTC hour start, epoch milliseconds. */
  hourStart: number;
  visits: number;
  /** Complaints after the 60 s repeat rule, cleaning and maintenance. */
  complaints: number;
}

/** The expected counts of one room in one shift of one site-local day (shift 0: outside every shift). */
export interface ForecastCell {
  date: string;
  shiftNumber: number;
  roomId: string;
  /** Null: the room has no history to forecast from. */
  visits: number | null;
  complaints: number | null;
}

export interface ForecastInput {
  calendar: SiteCalendar;
  roomIds: readonly string[];
  /** The counters known; only those before the first forecast day are used. */
  history: readonly HourCount[];
  /** First site-local day to forecast. */
  startDate: string;
  days: number;
  /** Past weeks averaged (4 by default). */
  weeks?: number;
}

export const DEFAULT_WEEKS = 4;

const sampleKey = (date: string, hour: number) => `${date}|${hour}`;
const cellKey = (date: string, shiftNumber: number, roomId: string) => `${date}|${shiftNumber}|${roomId}`;

/** The UTC hour starts whose hour touches local days [firstDate, lastDate + 1] (the extra day catches night shifts). */
function hoursOfDays(firstDate: string, lastDate: string, timezone: string): number[] {
  const from = Math.floor(localMidnightUtc(firstDate, timezone).getTime() / HOUR_MS) * HOUR_MS;
  const to = localMidnightUtc(addDays(lastDate, 2), timezone).getTime();
  const hours: number[] = [];
  for (let hour = from; hour < to; hour += HOUR_MS) hours.push(hour);
  return hours;
}

/** Forecasts each room's visits and complaints per site-local day and shift of [startDate, startDate + days). */
export function forecastCells(input: ForecastInput): ForecastCell[] {
  const { calendar, roomIds, startDate, days } = input;
  const weeks = input.weeks ?? DEFAULT_WEEKS;
  const { timezone } = calendar;
  const lastDate = addDays(startDate, days - 1);
  const horizonStart = localMidnightUtc(startDate, timezone).getTime();
  const historyStart = localMidnightUtc(addDays(startDate, -7 * weeks), timezone).getTime();

  // How many UTC hours of the history window each local (date, hour) spans: 0 for a skipped hour, 2 for a repeated one.
  const hoursPerSample = new Map<string, number>();
  for (let hour = Math.floor(historyStart / HOUR_MS) * HOUR_MS; hour < horizonStart; hour += HOUR_MS) {
    const clock = localClock(hour, timezone);
    const key = sampleKey(clock.date, Math.floor(clock.minute / 60));
    hoursPerSample.set(key, (hoursPerSample.get(key) ?? 0) + 1);
  }
  const samples = new Map<string, { visits: number; complaints: number }>();
  const firstSeen = new Map<string, string>();
  for (const entry of input.history) {
    if (entry.hourStart >= horizonStart) continue;
    const clock = localClock(entry.hourStart, timezone);
    const seen = firstSeen.get(entry.roomId);
    if (seen === undefined || clock.date < seen) firstSeen.set(entry.roomId, clock.date);
    if (entry.hourStart < historyStart) continue;
    const key = `${entry.roomId}|${sampleKey(clock.date, Math.floor(clock.minute / 60))}`;
    const sample = samples.get(key) ?? { visits: 0, complaints: 0 };
    sample.visits += entry.visits;
    sample.complaints += entry.complaints;
    samples.set(key, sample);
  }

  /** The weighted mean of the room's past same-weekday same-hour counts, or null without any sample. */
  const expected = (roomId: string, date: string, hour: number): { visits: number; complaints: number } | null => {
    const since = firstSeen.get(roomId);
    if (since === undefined) return null;
    let visits = 0;
    let complaints = 0;
    let weightSum = 0;
    for (let week = 1; week <= weeks; week++) {
      const sampleDate = addDays(date, -7 * week);
      const spans = hoursPerSample.get(sampleKey(sampleDate, hour)) ?? 0;
      if (spans === 0 || sampleDate < since) continue;
      const weight = weeks + 1 - week;
      const sample = samples.get(`${roomId}|${sampleKey(sampleDate, hour)}`);
      visits += (weight * (sample?.visits ?? 0)) / spans;
      complaints += (weight * (sample?.complaints ?? 0)) / spans;
      weightSum += weight;
    }
    return weightSum === 0 ? null : { visits: visits / weightSum, complaints: complaints / weightSum };
  };

  const cells = new Map<string, ForecastCell>();
  const perRoom = placesPerRoom(calendar, roomIds);
  for (const hour of hoursOfDays(startDate, lastDate, timezone)) {
    const clock = localClock(hour, timezone);
    const hourOfDay = Math.floor(clock.minute / 60);
    const sitePlace = perRoom ? null : placeHour(calendar, hour);
    for (const roomId of roomIds) {
      const place = sitePlace ?? placeHour(calendar, hour, roomId);
      if (place.date < startDate || place.date > lastDate) continue;
      const key = cellKey(place.date, place.shiftNumber, roomId);
      let cell = cells.get(key);
      if (!cell) {
        cell = { date: place.date, shiftNumber: place.shiftNumber, roomId, visits: null, complaints: null };
        cells.set(key, cell);
      }
      const value = expected(roomId, clock.date, hourOfDay);
      if (!value) continue;
      cell.visits = (cell.visits ?? 0) + value.visits;
      cell.complaints = (cell.complaints ?? 0) + value.complaints;
    }
  }
  return [...cells.values()].sort((a, b) => a.date.localeCompare(b.date) || a.shiftNumber - b.shiftNumber || a.roomId.localeCompare(b.roomId));
}

/**
 * The site's scheduled rounds (call settings' `scheduledCallTimes`) per day, shift and room
 * of [startDate, startDate + days): a scheduled time calls every room whose working shift
 * covers it, so it counts for the shift (and the day it started) working at that time.
 */
export function scheduledRounds(calendar: SiteCalendar, times: readonly string[], roomIds: readonly string[], startDate: string, days: number): Map<string, number> {
  const rounds = new Map<string, number>();
  const lastDate = addDays(startDate, days - 1);
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(startDate, offset);
    for (const time of times) {
      const instant = localTimeUtc(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), calendar.timezone).getTime();
      for (const roomId of roomIds) {
        const place = bucketDateOf(calendar, instant, roomId);
        if (place.shiftNumber === 0 || place.date < startDate || place.date > lastDate) continue;
        const key = cellKey(place.date, place.shiftNumber, roomId);
        rounds.set(key, (rounds.get(key) ?? 0) + 1);
      }
    }
  }
  return rounds;
}

/** The key of a cell in {@link scheduledRounds}' answer. */
export const roundsKey = (cell: Pick<ForecastCell, 'date' | 'shiftNumber' | 'roomId'>) => cellKey(cell.date, cell.shiftNumber, cell.roomId);

/**
 * The cleaning rounds a cell's expected visitors imply: one per `threshold` visitors (the
 * counter threshold that opens a counter call), rounded up, and never fewer than the rounds
 * already scheduled. Rounded up because a room that is used at all in a shift is cleaned in
 * it at least once; a room expecting nobody needs none. Null when the room has no history
 * and nothing is scheduled.
 */
export function impliedRounds(visits: number | null, threshold: number, scheduled: number): number | null {
  if (visits === null) return scheduled > 0 ? scheduled : null;
  // The tolerance keeps 60.0000001 / 30 from asking for a third round.
  return Math.max(Math.ceil(visits / threshold - 1e-9), scheduled);
}

/** The actual counts per day, shift and room of [startDate, startDate + days), placed like the forecast. */
export function actualCells(calendar: SiteCalendar, history: readonly HourCount[], startDate: string, days: number): Map<string, { visits: number; complaints: number }> {
  const lastDate = addDays(startDate, days - 1);
  const actual = new Map<string, { visits: number; complaints: number }>();
  for (const entry of history) {
    const place = placeHour(calendar, entry.hourStart, entry.roomId);
    if (place.date < startDate || place.date > lastDate) continue;
    const key = cellKey(place.date, place.shiftNumber, entry.roomId);
    const cell = actual.get(key) ?? { visits: 0, complaints: 0 };
    cell.visits += entry.visits;
    cell.complaints += entry.complaints;
    actual.set(key, cell);
  }
  return actual;
}

/** Forecast error over the room-shifts of a held-out week. */
export interface ErrorMeasure {
  /** Mean absolute error per room-shift. */
  mae: number;
  /** Weighted absolute percentage error: the absolute errors' sum over the actual sum (null when nothing happened). Unlike MAPE it survives room-shifts with zero. */
  wape: number | null;
}

export interface Backtest {
  /** The held-out week, site-local days inclusive. */
  from: string;
  to: string;
  /** Room-shifts compared (those with a forecast). */
  cells: number;
  visits: ErrorMeasure;
  complaints: ErrorMeasure;
}

function measure(pairs: readonly (readonly [number, number])[]): ErrorMeasure {
  let absolute = 0;
  let actualSum = 0;
  for (const [forecast, actual] of pairs) {
    absolute += Math.abs(forecast - actual);
    actualSum += actual;
  }
  return { mae: pairs.length ? absolute / pairs.length : 0, wape: actualSum > 0 ? absolute / actualSum : null };
}

/**
 * Back-tests the model: forecasts the week starting `heldOutStart` from the weeks before it
 * only, and compares it with what was counted, per room-shift. Null when no room-shift
 * could be forecast (too little history).
 */
export function backtest(input: Omit<ForecastInput, 'startDate' | 'days'> & { heldOutStart: string }): Backtest | null {
  const days = 7;
  const forecast = forecastCells({ ...input, startDate: input.heldOutStart, days });
  const actual = actualCells(input.calendar, input.history, input.heldOutStart, days);
  const visits: [number, number][] = [];
  const complaints: [number, number][] = [];
  for (const cell of forecast) {
    if (cell.visits === null || cell.complaints === null) continue;
    const counted = actual.get(roundsKey(cell)) ?? { visits: 0, complaints: 0 };
    visits.push([cell.visits, counted.visits]);
    complaints.push([cell.complaints, counted.complaints]);
  }
  if (visits.length === 0) return null;
  return { from: input.heldOutStart, to: addDays(input.heldOutStart, days - 1), cells: visits.length, visits: measure(visits), complaints: measure(complaints) };
}
