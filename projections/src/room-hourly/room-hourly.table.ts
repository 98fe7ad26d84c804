import type { ColumnType } from 'kysely';

/**
 * Per room and hour (UTC hour start), the counters behind the overview series of DOMAIN.md.
 * Whole-hour time zones roll these up into local days exactly; local rollups for zones with
 * a fractional offset come with the site-zone-aware buckets of the analytics read models.
 */
export interface RoomHourlyCountersTable {
  room_id: string;
  hour_start: ColumnType<Date, string, string>;
  site_id: string;
  visits: number;
  exposures: number;
  complaints: number;
  maintenance_complaints: number;
  arrivals: number;
  maintenance_arrivals: number;
  supervisor_arrivals: number;
  score_sum: number;
  score_count: number;
  cleaner_calls: number;
  /** Events for this hour arrived after it had ended (a device uploaded late). */
  is_amended: boolean;
}

/** The last press of a problem button per device that counted: the 60 s repeat rule's memory. */
export interface ComplaintPressesTable {
  device_id: string;
  problem: string;
  last_counted_at: ColumnType<Date, string, string>;
}
