import type { RecordedEvent } from '@facility/contracts';
import { sql } from 'kysely';

/** An events row as the reads select it (see {@link EVENT_COLUMNS}). */
export interface EventRecordRow {
  id: string;
  type: string;
  stream_id: string;
  stream_version: number;
  global_position: number;
  transaction_id: number;
  occurred_at: Date;
  recorded_at: Date;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
}

/** The columns of an {@link EventRecordRow}, from a table or subquery aliased `events`. */
export const EVENT_COLUMNS = sql`events.event_id::text as id, events.event_type as type, events.stream_id, events.stream_version,
  events.global_position, events.transaction_id::text::bigint as transaction_id, events.occurred_at, events.recorded_at,
  events.schema_version, events.data, events.metadata`;
