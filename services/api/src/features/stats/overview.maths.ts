import { SERIES_NAMES, SERIES_POLARITY, type Overview, type OverviewPoint, type OverviewTrend, type SeriesName } from '@facility/contracts';
import { callsOpened, COUNTER_FIELDS, emptyCounters, type CounterField, type RoomCounters } from '@facility/projections';
import { roundSla, roundTo } from '../../stats-query/rounding.ts';
import { periodStartOf } from '../../stats-query/time-filter.ts';
import type { ViewUnit } from '@facility/contracts';
/**
 * The overview series and their trends (spec §3 "Overview series", §9 "Overview maths",
 * DOMAIN.md "Overview series"), from per-period sums of the hourly counters. Pure.
 */

/** What the hourly counters add up to over one period (one local day, week, month or year); cleaner calls have no series. */
export interface PeriodSums extends Omit<RoomCounters, 'cleanerCalls'> {
  /** Minutes saved against the planned cleaning rounds; null where the site does not compute time saving. */
  timeSavedMinutes: number | null;
  /** Some hour of the period received events after it had ended (a late upload). */
  isAmended: boolean;
}

/** The figures of a site's overview, as the contract answers them. */
export type OverviewFigures = Pick<Overview, 'series' | 'trends' | 'totals'>;

/** The counters a period sums. */
const PERIOD_COUNTERS = COUNTER_FIELDS.map(({ field }) => field).filter((field): field is Exclude<CounterField, 'cleanerCalls'> => field !== 'cleanerCalls');

const { cleanerCalls: _, ...zeros } = emptyCounters();
/** A period without counters (time saved not computed). */
export const EMPTY_PERIOD: Readonly<PeriodSums> = { ...zeros, timeSavedMinutes: null, isAmended: false };

/** Settings the series depend on beyond the counters. */
export interface OverviewSettings {
  /** Employer cost per hour of cleaning, for `est_ROI`; null when the site has no time-saving parameters. */
  employerCostPerHour: number | null;
}

/**
 * The unrounded value of each series over some sums. Ratios and means are taken of sums,
 * so a half or a period is weighted by its ratings, visits and calls, not by its days.
 */
const value = (name: SeriesName, s: PeriodSums, settings: OverviewSettings): number | null => {
  switch (name) {
    case 'response_time_SLA':
      return s.resolvedCalls > 0 ? s.responseMinutesSum / s.resolvedCalls : null;
    case 'time_saved':
      return s.timeSavedMinutes;
    case 'est_ROI':
      return s.timeSavedMinutes === null || settings.employerCostPerHour === null ? null : (s.timeSavedMinutes / 60) * settings.employerCostPerHour;
    default:
      return VALUE[name](s);
  }
};

const VALUE: Record<Exclude<SeriesName, 'response_time_SLA' | 'time_saved' | 'est_ROI'>, (sums: PeriodSums) => number | null> = {
  visits: (s) => s.visits,
  exposures: (s) => s.exposures,
  complaints: (s) => s.complaints,
  maintenanceComplaint: (s) => s.maintenanceComplaints,
  arrivals: (s) => s.arrivals,
  maintenanceArrivals: (s) => s.maintenanceArrivals,
  supervisor_arrival: (s) => s.supervisorArrivals,
  avg_score: (s) => (s.scoreCount > 0 ? s.scoreSum / s.scoreCount : null),
  complaints_vs_visits: (s) => (s.visits > 0 ? (s.complaints / s.visits) * 100 : null),
  counterCalls: (s) => s.counterCalls,
  cleandexCalls: (s) => s.cleandexCalls,
  manualCalls: (s) => s.manualCalls,
  complaintCalls: (s) => s.complaintCalls,
  taskCalls: (s) => s.taskCalls,
  callsOpened: (s) => callsOpened(s),
};

/** How a point shows its value (spec §9): score rounded, ratio to 3 decimals, SLA rounded up below 1; minutes and money to 2 decimals. */
const DISPLAY: Partial<Record<SeriesName, (value: number) => number>> = {
  avg_score: (value) => Math.round(value),
  complaints_vs_visits: (value) => roundTo(value, 3),
  response_time_SLA: (value) => roundSla(value),
  time_saved: (value) => roundTo(value, 2),
  est_ROI: (value) => roundTo(value, 2),
};

/**
 * Every series with one point per period of `unit` (periods without counters are zeros),
 * and the trend of each. `days` are the local days of the time filter; `sums` holds the
 * days that had counters. The trend compares the halves of the days, whatever the view:
 * by weeks, a month's last two days are a week's point but not a week's weight.
 */
export function buildOverview(
  days: readonly string[],
  sums: ReadonlyMap<string, PeriodSums>,
  settings: OverviewSettings = { employerCostPerHour: null },
  unit: ViewUnit = 'day',
): OverviewFigures {
  const perDay = days.map((day) => sums.get(day) ?? EMPTY_PERIOD);
  const byPeriod = new Map<string, PeriodSums[]>();
  days.forEach((day, index) => {
    const period = periodStartOf(day, unit);
    const list = byPeriod.get(period);
    if (list) list.push(perDay[index]!);
    else byPeriod.set(period, [perDay[index]!]);
  });
  const periods = [...byPeriod.keys()];
  const perPeriod = periods.map((period) => sumAll(byPeriod.get(period)!));
  const series = {} as Record<SeriesName, OverviewPoint[]>;
  const trends = {} as Record<SeriesName, OverviewTrend>;
  const totals = {} as Record<SeriesName, number | null>;
  const whole = sumAll(perDay);
  for (const name of SERIES_NAMES) {
    series[name] = periods.map((time, index) => {
      const period = perPeriod[index]!;
      return { time, year: Number(time.slice(0, 4)), count: displayed(name, value(name, period, settings)), isAmended: period.isAmended };
    });
    trends[name] = trendOf(name, perDay, settings);
    totals[name] = displayed(name, value(name, whole, settings));
  }
  return { series, trends, totals };
}

/** A value rounded as the series shows it (DISPLAY); counts stay as they are. */
function displayed(name: SeriesName, raw: number | null): number | null {
  const display = DISPLAY[name];
  return raw === null || !display ? raw : display(raw);
}

/**
 * Compares the first half of the days (or periods) with the second (the middle one of an
 * odd count belongs to neither, so both halves span the same time).
 */
export function trendOf(name: SeriesName, perPeriod: readonly PeriodSums[], settings: OverviewSettings = { employerCostPerHour: null }): OverviewTrend {
  const half = Math.floor(perPeriod.length / 2);
  const before = value(name, sumAll(perPeriod.slice(0, half)), settings);
  const after = value(name, sumAll(perPeriod.slice(perPeriod.length - half)), settings);
  if (half === 0 || before === null || after === null) return { percent: null, direction: 'flat', good: null };
  const percent = before === 0 ? null : roundTo(((after - before) / before) * 100, 1);
  // A change that rounds to 0.0 % is no change: flat, as the dashboard shows it (never "-0%").
  if (before === after || percent === 0) return { percent: 0, direction: 'flat', good: null };
  const direction: OverviewTrend['direction'] = after > before ? 'up' : 'down';
  // One table of good directions for the API and the dashboard (contracts SERIES_POLARITY).
  const polarity = SERIES_POLARITY[name];
  return { percent, direction, good: polarity === 'neutral' ? null : polarity === direction };
}

function sumAll(list: readonly PeriodSums[]): PeriodSums {
  const total = { ...EMPTY_PERIOD };
  for (const sums of list) {
    for (const field of PERIOD_COUNTERS) total[field] += sums[field];
    // Time saved adds up where it is computed; a half with none computed stays null.
    if (sums.timeSavedMinutes !== null) total.timeSavedMinutes = (total.timeSavedMinutes ?? 0) + sums.timeSavedMinutes;
    total.isAmended ||= sums.isAmended;
  }
  return total;
}
