import type { OverviewQuerystring, TimeType } from '@facility/contracts';
import type { QueryValue } from '../lib/api-client.ts';
import type { FilterSelection } from './filter-rules.ts';

/**
 * The filter's query parameters, named as the statistics routes' querystrings name them
 * (the site, the time filter and the room filters: `OverviewQuerystring`); null or
 * undefined leaves one out.
 */
export type StatsQuery = { [Name in keyof OverviewQuerystring]?: QueryValue };

export interface StatsQueryOptions {
  /** The overview always shows last month (spec §2). */
  fixedTimeType?: Extract<TimeType, 'last_month'>;
  /** Room screens take only shift and days from the extra filter (spec §2). */
  shiftAndDaysOnly?: boolean;
  /** Routes that name the room in their path (`stats/room/*`) know its site and refuse a siteId. */
  roomInPath?: boolean;
  /** Screens without periods (suggestions) leave view-by out. */
  withoutViewBy?: boolean;
}

/**
 * The query parameters of the statistics routes for a selection: the site, the time filter
 * (dates only for a custom range; presets are resolved by the server in the site's zone)
 * and the extra filter, lists comma-separated.
 */
export function statsQuery(selection: FilterSelection, options: StatsQueryOptions = {}): StatsQuery {
  const timeType = options.fixedTimeType ?? selection.timeType;
  const custom = timeType === 'custom_time';
  const query: StatsQuery = {
    siteId: options.roomInPath ? null : selection.site,
    timeType,
    timeFrom: custom ? selection.time.timeFrom : null,
    timeTo: custom ? selection.time.timeTo : null,
    viewTimeBy: options.withoutViewBy ? null : options.fixedTimeType ? 'day' : selection.viewTimeBy,
    shift: selection.shift,
    days: selection.days,
  };
  if (options.shiftAndDaysOnly || options.roomInPath) return query;
  return {
    ...query,
    rooms: selection.rooms,
    building: selection.building,
    floor: selection.floor,
    gender: selection.gender,
    servikName: selection.servikName,
    // The site-local hour of day chosen on the analyses' hour chart: complaint figures count only it.
    hour: selection.hour,
  };
}
