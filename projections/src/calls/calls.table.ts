import type { CallSource, ComplaintCategory } from '@facility/contracts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;
type NullableTimestamp = ColumnType<Date | null, string | null, string | null>;

/** One call (projection `calls`): opened, joined by later complaints, escalated, resolved. */
export interface CallsTable {
  call_id: string;
  room_id: string;
  site_id: string;
  /** Stored from the call events, so only contract values. */
  source: CallSource;
  category: ComplaintCategory;
  /** Label keys, first report first. */
  problems: ColumnType<string[], string, string>;
  /** Reports that opened or joined the call. */
  complaint_count: number;
  opened_at: Timestamp;
  /** The shift active at opening and its SLA minutes; null outside every shift. */
  shift_number: number | null;
  min_sla: number | null;
  max_sla: number | null;
  escalation_level: number;
  escalated_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
  response_minutes: number | null;
  resolved_by: string | null;
}

/** The call reactor's copy of each site's rules (zone, shifts, calendar, counter threshold). */
export interface CallReactorSitesTable {
  site_id: string;
  rules: ColumnType<unknown, string, string>;
}

/** The call reactor's per-room state ({@link ReactorRoom} as JSON). */
export interface CallReactorRoomsTable {
  room_id: string;
  state: ColumnType<unknown, string, string>;
}

/** The call reactor's repeat-rule memory (epoch milliseconds). */
export interface CallReactorPressesTable {
  device_id: string;
  problem: string;
  last_counted_at: ColumnType<number, number, number>;
}
