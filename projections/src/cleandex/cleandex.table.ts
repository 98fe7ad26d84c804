import type { ColumnType } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, string | null, string | null>;

/** Per room, the Cleandex inputs since its last cleaner arrival and the score they give (projection `cleandex`). */
export interface CleandexRoomsTable {
  room_id: string;
  site_id: string;
  /** The room's own counter threshold; null = the site's. */
  visitor_threshold: number | null;
  last_cleaned_at: NullableTimestamp;
  visits: number;
  complaints: number;
  rating_sum: number;
  rating_count: number;
  score: number;
  /** Event time of the telemetry that last moved the score; null: no telemetry yet (no data). */
  score_updated_at: NullableTimestamp;
}

/** The Cleandex projection's copy of each site's rules (`rules`) and Cleandex call threshold. */
export interface CleandexSitesTable {
  site_id: string;
  rules: ColumnType<unknown, string, string>;
  cleandex_threshold: number | null;
}

/** The Cleandex projection's 60 s repeat-rule memory: the last counted press per device and problem. */
export interface CleandexPressesTable {
  device_id: string;
  problem: string;
  last_counted_at: ColumnType<Date, string, string>;
}

/**
 * Per room and UTC hour, the scores the room took there: the lowest, and their sum and
 * number (each score change is a sample), for the series' lowest and mean per period.
 */
export interface CleandexHourlyTable {
  room_id: string;
  hour_start: ColumnType<Date, string, string>;
  site_id: string;
  low_score: number;
  score_sum: number;
  samples: number;
}
