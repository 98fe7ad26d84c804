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

/** The fields of an {@link EventRecordRow} in the order a {@link PACKED_PAGE} lists them ({@link unpackEventRows} follows it). */
const PACKED_FIELDS = ['id', 'type', 'stream_id', 'stream_version', 'global_position', 'transaction_id', 'occurred_ms', 'recorded_ms', 'schema_version', 'data', 'metadata'] as const;

/**
 * A page of {@link EventRecordRow}s (from a subquery aliased `page` that selected
 * {@link EVENT_COLUMNS}) as one JSON value: an array of arrays, in log order. For PGlite,
 * whose protocol parser copies every field of every row into a buffer of its own before
 * decoding it: a page of 5,000 events is then one field instead of 55,000 (eleven a row),
 * and reading the log takes a third of the time (133k events in pages of 5,000: 0.61-0.67 s
 * against 1.9-2.2 s). The server keeps the columns, which node-postgres parses cheaply
 * (there the JSON took 0.74-0.91 s against 0.34-0.43 s).
 */
export const PACKED_PAGE = sql`json_agg(json_build_array(${sql.join(PACKED_FIELDS.map((field) => sql.ref(`page.${field}`)))})
  order by page.transaction_id, page.global_position)`;

/** The rows of a {@link PACKED_PAGE} (null for an empty page). */
export function unpackEventRows(packed: readonly unknown[][] | null): EventRecordRow[] {
  if (packed === null) return [];
  return packed.map(([id, type, streamId, streamVersion, globalPosition, transactionId, occurredMs, recordedMs, schemaVersion, data, metadata]) => ({
    id,
    type,
    stream_id: streamId,
    stream_version: streamVersion,
    global_position: globalPosition,
    transaction_id: transactionId,
    occurred_ms: occurredMs,
    recorded_ms: recordedMs,
    schema_version: schemaVersion,
    data,
    metadata,
  }) as EventRecordRow);
}
