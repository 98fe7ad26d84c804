import type { SiteService } from '@facility/contracts';
import type { HourPlace } from './hour-placement.ts';

/**
 * The analyses' complaint filters (spec §3 filter selection `servikName` and `hour`): a
 * named service narrows complaints, complaint-opened calls and complaints by problem to the
 * problems it answers for; an hour narrows them to one site-local hour of day. Pure.
 */
export interface ComplaintFilter {
  /** The problems counted; null: every problem. */
  problems: ReadonlySet<string> | null;
  /** The site-local hour of day counted (0..23); null: every hour. */
  hour: number | null;
}

/**
 * The complaint filter of a request, or null when it names neither a service nor an hour.
 * A service the site does not define counts no problem (matches nothing), as a room filter
 * naming an unknown room would.
 */
export function resolveComplaintFilter(services: readonly SiteService[], servikName?: string, hour?: number): ComplaintFilter | null {
  if (!servikName && hour === undefined) return null;
  const service = servikName ? services.find((entry) => entry.name === servikName) : undefined;
  return {
    problems: servikName ? new Set(service?.problems ?? []) : null,
    hour: hour ?? null,
  };
}

/** Whether complaints of `problem` in local hour `localHour` count under the filter. */
export function complaintCounts(filter: ComplaintFilter, problem: string, localHour: number): boolean {
  return (filter.problems === null || filter.problems.has(problem)) && (filter.hour === null || filter.hour === localHour);
}

/** The same filter without its hour: what an hour-of-day chart shows (every hour, the service's problems). */
export const withoutHour = (filter: ComplaintFilter): ComplaintFilter => ({ ...filter, hour: null });

/** A count placed in the site's calendar: complaints of a problem, or one complaint-opened call. */
export interface PlacedComplaint {
  roomId: string;
  problem: string;
  category: 'cleaning' | 'maintenance' | 'call';
  count: number;
  place: HourPlace;
}

/** What the filter keeps of some placed counts, per key. */
export interface FilteredComplaints {
  complaints: number;
  maintenanceComplaints: number;
  complaintCalls: number;
}

/**
 * The placed counts the filter keeps, added up per key (a period, a room, an hour of day;
 * `keyOf` returns null for counts to leave out).
 */
export function tallyFiltered(
  placed: readonly PlacedComplaint[],
  filter: ComplaintFilter,
  keyOf: (entry: PlacedComplaint) => string | number | null,
): Map<string | number, FilteredComplaints> {
  const tally = new Map<string | number, FilteredComplaints>();
  for (const entry of placed) {
    if (!complaintCounts(filter, entry.problem, entry.place.hour)) continue;
    const key = keyOf(entry);
    if (key === null) continue;
    let sums = tally.get(key);
    if (!sums) tally.set(key, (sums = { complaints: 0, maintenanceComplaints: 0, complaintCalls: 0 }));
    if (entry.category === 'call') sums.complaintCalls += entry.count;
    else if (entry.category === 'maintenance') sums.maintenanceComplaints += entry.count;
    else sums.complaints += entry.count;
  }
  return tally;
}

/** Replaces the complaint figures of some sums by the filtered ones (zeros where the filter kept nothing). */
export function applyFiltered<T extends FilteredComplaints>(sums: T, filtered: FilteredComplaints | undefined): T {
  sums.complaints = filtered?.complaints ?? 0;
  sums.maintenanceComplaints = filtered?.maintenanceComplaints ?? 0;
  sums.complaintCalls = filtered?.complaintCalls ?? 0;
  return sums;
}
