import type { ColumnType } from 'kysely';
import type { CounterColumns } from './counter-fields.ts';

/**
 * Per room and hour (UTC hour start), the counters behind the overview series of DOMAIN.md,
 * for hour-of-day figures; local days and shifts come from {@link RoomShiftCountersTable}.
 */
export interface RoomHourlyCountersTable extends CounterColumns {
  room_id: string;
  hour_start: ColumnType<Date, string, string>;
  site_id: string;
  /** Events for this hour arrived after it had ended (a device uploaded late). */
  is_amended: boolean;
}

/**
 * The same counters per room, site-local day and shift (`shift_number` 0 = outside every
 * shift). A night shift's hours after midnight count for the day it started on, so a
 * shift filter and the days filter see whole shifts. Local dates are exact in any zone.
 */
export interface RoomShiftCountersTable extends Omit<RoomHourlyCountersTable, 'hour_start'> {
  local_date: ColumnType<string, string, string>;
  shift_number: number;
  /** 1 = Sunday ... 7 = Saturday, of `local_date`. */
  weekday: number;
}

/**
 * The same counters summed over every room of a site, per UTC hour: statistics over the
 * whole site read these instead of each room's rows. Kept by the same projection, in the
 * same transaction as the room rows, so they always add up to them.
 */
export type SiteHourlyCountersTable = Omit<RoomHourlyCountersTable, 'room_id'>;

/** The day-and-shift counters summed over every room of a site (see {@link SiteHourlyCountersTable}). */
export type SiteShiftCountersTable = Omit<RoomShiftCountersTable, 'room_id'>;

/** Complaints per room, hour and problem label (after the repeat rule): top complaints and suggestions. */
export interface RoomHourlyProblemsTable {
  room_id: string;
  hour_start: ColumnType<Date, string, string>;
  problem: string;
  site_id: string;
  category: string;
  count: number;
}

/** The hourly projection's copy of each site's zone and shifts. */
export interface ShiftBucketSitesTable {
  site_id: string;
  rules: ColumnType<unknown, string, string>;
}

/** The last press of a problem button per device that counted: the 60 s repeat rule's memory. */
export interface ComplaintPressesTable {
  device_id: string;
  problem: string;
  last_counted_at: ColumnType<Date, string, string>;
}
