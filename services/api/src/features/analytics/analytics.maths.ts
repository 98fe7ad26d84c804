import { callsOpened, COUNTER_FIELDS, emptyCounters, type AnalyticsCounterSums } from '@facility/projections';
import { roundSla, roundTo } from '../../stats-query/rounding.ts';

/**
 * The analytics table's maths (spec §3 "Analytics table columns", §9 "Overview maths"). Pure.
 */

/** The figures of one analytics row (a room, the totals, or an hour of the day). */
export interface AnalyticsColumns {
  visits: number;
  /** Cleaning complaints, after the 60 s repeat rule. */
  complaints: number;
  maintenanceComplaints: number;
  /** Cleaner arrivals. */
  arrivals: number;
  maintenanceArrivals: number;
  /** Supervisor arrivals. */
  supervisors: number;
  counterCalls: number;
  cleandexCalls: number;
  manualCalls: number;
  complaintCalls: number;
  taskCalls: number;
  /** Calls opened by every source: the sum of the five above. */
  callsOpened: number;
  /** Mean response minutes of the calls resolved in the range: rounded up below 1, else rounded; null without resolved calls. */
  avgResponseTime: number | null;
  exposures: number;
  /** complaints / visits x 100, 3 decimals; null without visits. */
  ratio: number | null;
  /** Mean rating 0..100, rounded; null without ratings. */
  score: number | null;
}

/** Sums of no buckets: every counter at zero. */
export const emptySums = (): AnalyticsCounterSums => emptyCounters();

const SUM_FIELDS = COUNTER_FIELDS.map(({ field }) => field);

/** Adds `sums` into `total` (in place) and returns it. */
export function addSums(total: AnalyticsCounterSums, sums: AnalyticsCounterSums): AnalyticsCounterSums {
  for (const field of SUM_FIELDS) total[field] += sums[field];
  return total;
}

/** Whether anything was counted at all (a removed room is listed only then). */
export const hasActivity = (sums: AnalyticsCounterSums): boolean => SUM_FIELDS.some((field) => sums[field] !== 0);

/** The displayed columns of some sums. Means are taken of sums, so a total weighs each room by its ratings, visits and calls. */
export function columnsOf(sums: AnalyticsCounterSums): AnalyticsColumns {
  return {
    visits: sums.visits,
    complaints: sums.complaints,
    maintenanceComplaints: sums.maintenanceComplaints,
    arrivals: sums.arrivals,
    maintenanceArrivals: sums.maintenanceArrivals,
    supervisors: sums.supervisorArrivals,
    counterCalls: sums.counterCalls,
    cleandexCalls: sums.cleandexCalls,
    manualCalls: sums.manualCalls,
    complaintCalls: sums.complaintCalls,
    taskCalls: sums.taskCalls,
    callsOpened: callsOpened(sums),
    avgResponseTime: sums.resolvedCalls > 0 ? roundSla(sums.responseMinutesSum / sums.resolvedCalls) : null,
    exposures: sums.exposures,
    ratio: sums.visits > 0 ? roundTo((sums.complaints / sums.visits) * 100, 3) : null,
    score: sums.scoreCount > 0 ? Math.round(sums.scoreSum / sums.scoreCount) : null,
  };
}

// ---------------------------------------------------------------- problems

export type ComplaintCategory = 'cleaning' | 'maintenance';

export interface ProblemCount {
  /** Label key such as `dirty_floor`, translated by the client's dictionary. */
  problem: string;
  category: ComplaintCategory;
  count: number;
}

/** Problem counts keyed by problem: what a room or the site adds up. */
export type ProblemTally = Map<string, { category: ComplaintCategory; count: number }>;

export function tallyProblem(tally: ProblemTally, problem: string, category: ComplaintCategory, count: number): void {
  const entry = tally.get(problem);
  if (entry) entry.count += count;
  else tally.set(problem, { category, count });
}

/** The most reported problems, most first (ties by label key, so the order is stable); at most `limit`. */
export function topProblems(tally: ProblemTally, limit = Infinity): ProblemCount[] {
  return [...tally]
    .map(([problem, { category, count }]) => ({ problem, category, count }))
    .sort((a, b) => b.count - a.count || (a.problem < b.problem ? -1 : a.problem > b.problem ? 1 : 0))
    .slice(0, limit);
}

/** A chart of complaints by problem: labels and counts in the same order, most first. */
export interface ProblemChart {
  labels: string[];
  counts: number[];
}

export function chartsOf(tally: ProblemTally): Record<ComplaintCategory, ProblemChart> {
  const chart = (category: ComplaintCategory): ProblemChart => {
    const ranked = topProblems(tally).filter((entry) => entry.category === category);
    return { labels: ranked.map((entry) => entry.problem), counts: ranked.map((entry) => entry.count) };
  };
  return { cleaning: chart('cleaning'), maintenance: chart('maintenance') };
}

// ---------------------------------------------------------------- hours of the day

export interface HourColumns extends AnalyticsColumns {
  /** Site-local hour of day, 0..23. */
  hour: number;
  /** The same hour as `HH:00`. */
  time: string;
}

/** All 24 hours of the day, in order, each with the columns of its sums (zeros when absent). */
export function hourDataOf(byHour: ReadonlyMap<number, AnalyticsCounterSums>): HourColumns[] {
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    time: `${String(hour).padStart(2, '0')}:00`,
    ...columnsOf(byHour.get(hour) ?? emptySums()),
  }));
}

// ---------------------------------------------------------------- placing hours
