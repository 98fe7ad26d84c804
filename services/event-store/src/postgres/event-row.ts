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
  /** Milliseconds since the epoch (see {@link EVENT_COLUMNS}). */
  occurred_ms: number;
  recorded_ms: number;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
}

/**
 * The columns of an {@link EventRecordRow}, from a table or subquery aliased `events`. The
 * two times come as whole milliseconds since the epoch (truncated, as a JS Date holds them):
 * formatting a timestamptz as text and parsing it back with a regular expression cost more
 * than any other column of a replay's page reads, on both sides of the connection.
 */
export const EVENT_COLUMNS = sql`events.event_id::text as id, events.event_type as type, events.stream_id, events.stream_version,
  events.global_position, events.transaction_id::text::bigint as transaction_id,
  floor(extract(epoch from events.occurred_at) * 1000)::bigint as occurred_ms, floor(extract(epoch from events.recorded_at) * 1000)::bigint as recorded_ms,
  events.schema_version, events.data, events.metadata`;
