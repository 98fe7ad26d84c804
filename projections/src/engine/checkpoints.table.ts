import type { ColumnType } from 'kysely';

/** One row per projection: how far it has applied the global log, and for which version. */
export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  transaction_id: number;
  position: number;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** Events a projection could not apply; it carried on past them (see the projector's policy). */
export interface ProjectionDeadLettersTable {
  id: ColumnType<number, never, never>;
  projection: string;
  event_id: string;
  event_type: string;
  transaction_id: number;
  global_position: number;
  error: string;
  failed_at: ColumnType<Date, string | undefined, never>;
}
