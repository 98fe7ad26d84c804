import type { ColumnType } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, string | null, string | null>;

/** A dispenser cell's latest reading, keyed `<item>:<cell>` in {@link RoomStatusTable.dispensers}. */
export interface DispenserReading {
  item: string;
  cell: number;
  level: string;
  at: string;
}

/**
 * Per room, the facts behind its live state (projection `room-status`); the state itself
 * depends on the clock (late, escalated, clean within the round interval) and is worked
 * out when asked, with the open calls and device health.
 */
export interface RoomStatusTable {
  room_id: string;
  site_id: string;
  last_cleaned_at: NullableTimestamp;
  last_maintained_at: NullableTimestamp;
  /** Visitors counted since the last cleaner arrival. */
  visits_since_clean: number;
  last_visit_at: NullableTimestamp;
  last_complaint_at: NullableTimestamp;
  last_complaint_problem: string | null;
  last_complaint_category: string | null;
  dispensers: ColumnType<Record<string, DispenserReading>, string, string>;
}
