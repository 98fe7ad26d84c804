import { sumCountersByPeriod, type ReadModelDatabase } from '@facility/projections';
import type { RoomGender } from '@facility/contracts';
import type { Kysely } from 'kysely';
import { buildOverview, type Overview, type PeriodSums } from './overview.maths.ts';
import { resolveTimeFilter, type TimeType, type ViewUnit } from './time-filter.ts';

/** The overview request once the route has checked the user may see the site. */
export interface OverviewQuery {
  siteId: string;
  timezone: string;
  timeType?: TimeType | undefined;
  timeFrom?: string | undefined;
  timeTo?: string | undefined;
  viewTimeBy?: ViewUnit | undefined;
  roomIds?: string[] | undefined;
  buildings?: string[] | undefined;
  floors?: number[] | undefined;
  genders?: RoomGender[] | undefined;
}

export interface OverviewResult extends Overview {
  siteId: string;
  timezone: string;
  timeType: TimeType;
  /** The resolved range, site-local and inclusive. */
  timeFrom: string;
  timeTo: string;
  viewTimeBy: ViewUnit;
}

/** The performance overview of a site: time filter in its zone, counters per period, series and trends. */
export async function loadOverview(db: Kysely<ReadModelDatabase>, query: OverviewQuery, now: Date): Promise<OverviewResult> {
  const filter = resolveTimeFilter({ ...query, now });
  const rows = await sumCountersByPeriod(db, {
    siteId: query.siteId,
    timezone: query.timezone,
    unit: filter.viewTimeBy,
    from: filter.fromUtc,
    to: filter.toUtc,
    roomIds: query.roomIds,
    buildings: query.buildings,
    floors: query.floors,
    genders: query.genders,
  });
  const sums = new Map<string, PeriodSums>(rows.map(({ period, ...row }) => [period, row]));
  return {
    siteId: query.siteId,
    timezone: query.timezone,
    timeType: filter.timeType,
    timeFrom: filter.start,
    timeTo: filter.end,
    viewTimeBy: filter.viewTimeBy,
    ...buildOverview(filter.periods, sums),
  };
}
