/**
 * The dashboard's time filter (spec §3 "Filter selection", §9): which range a statistics
 * query covers and which periods it is viewed by. The server resolves it in the site's time
 * zone; the presets end yesterday, site-local.
 */

/**
 * Time types; `custom_time` takes `timeFrom` and `timeTo`. `last_6_months` is the spec §9
 * "also offered as presets: 6 months": six calendar months back, ending yesterday.
 */
export const TIME_TYPES = ['custom_time', 'last_day', 'last_week', 'last_month', 'last_quarter', 'last_6_months', 'last_year'] as const;
export type TimeType = (typeof TIME_TYPES)[number];

/** The time type of a query that names none. */
export const DEFAULT_TIME_TYPE: TimeType = 'last_month';

/** Periods a range is viewed by; `last_quarter`, `last_6_months` and `last_year` are never viewed by day. */
export const VIEW_UNITS = ['day', 'week', 'month', 'year'] as const;
export type ViewUnit = (typeof VIEW_UNITS)[number];

/** The view-by of a query that names none. */
export const DEFAULT_VIEW_UNIT: ViewUnit = 'day';

/** Time types too long to view by day: a request for days is answered by weeks. */
export const NEVER_BY_DAY: readonly TimeType[] = ['last_quarter', 'last_6_months', 'last_year'];
