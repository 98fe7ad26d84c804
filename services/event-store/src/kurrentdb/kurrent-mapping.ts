import type { EventMetadata, RecordedEvent } from '@facility/contracts';
import type { AppendStreamState, CurrentStreamState, Position } from '@kurrent/kurrentdb-client';
import type { EventIdentity, EventRow } from '../append-plan.ts';
import { ConcurrencyError, InvalidAppendError } from '../errors.ts';
import { START, type Checkpoint, type ExpectedVersion } from '../types.ts';

// Pure translations between our contract and KurrentDB's. Constants are written as the
// client's own string values ('any', 'no_stream', 'stream_exists') so this module, and its
// unit tests, never load the gRPC client or its native read bridge.

/**
 * Our stream versions start at 1 (0 = no events); KurrentDB revisions start at 0. Both
 * count the same events: version = revision + 1.
 */
export const versionOfRevision = (revision: bigint): number => toSafeNumber(revision, 'stream revision') + 1;

/** The revision of the event at `version` (1-based). */
export function revisionOfVersion(version: number): bigint {
  if (!Number.isSafeInteger(version) || version < 1) throw new RangeError(`Stream version ${version} has no revision`);
  return BigInt(version - 1);
}

/**
 * KurrentDB positions are unsigned 64-bit byte offsets in its transaction log. They are
 * carried as JS numbers in our checkpoints (and PostgreSQL `bigint` checkpoint columns), which
 * is exact up to 2^53 bytes (8 PiB of log); past that we refuse rather than round silently,
 * since a rounded checkpoint would skip or repeat events.
 */
export function toSafeNumber(value: bigint, what: string): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} ${value} is beyond 2^53 and cannot be a checkpoint`);
  return Number(value);
}

/**
 * Checkpoint ↔ position: `transactionId` is the commit position, `position` the prepare
 * position. KurrentDB orders `$all` by (commit, prepare), exactly as we order by
 * (transactionId, position), and the events of one append share a commit position as the
 * rows of one PostgreSQL transaction share a transaction id.
 */
export const checkpointOfPosition = (position: Position): Checkpoint => ({
  transactionId: toSafeNumber(position.commit, 'commit position'),
  position: toSafeNumber(position.prepare, 'prepare position'),
});

/** Where a forward read of `$all` starts for "strictly after `checkpoint`" (the read is inclusive: see `isAfter`). */
export function readPositionAfter(checkpoint: Checkpoint): Position | 'start' {
  if (checkpoint.transactionId === START.transactionId && checkpoint.position === START.position) return 'start';
  return { commit: BigInt(checkpoint.transactionId), prepare: BigInt(checkpoint.position) };
}

/** True when `position` sorts strictly after `checkpoint` (KurrentDB reads from a position inclusively). */
export function isAfter(position: Position, checkpoint: Checkpoint): boolean {
  const commit = BigInt(checkpoint.transactionId);
  return position.commit > commit || (position.commit === commit && position.prepare > BigInt(checkpoint.position));
}

/**
 * The caller's expectation in KurrentDB's terms. The string cases have the same meaning on
 * both sides; an exact version `n` is revision `n - 1`, and version 0 (no events) is
 * KurrentDB's `no_stream`.
 */
export function streamStateOf(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any' || expected === 'no_stream' || expected === 'stream_exists') return expected;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new InvalidAppendError(`expectedVersion ${String(expected)} is not a stream version`);
  return expected === 0 ? 'no_stream' : revisionOfVersion(expected);
}

/** A stream's state as KurrentDB reports it, as our version (0 = no events). */
export const versionOfStreamState = (state: CurrentStreamState): number => (state === 'no_stream' ? 0 : versionOfRevision(state));

/**
 * How our envelope sits in a KurrentDB event's metadata. Wrapped under keys of its own so
 * that integrators' extra metadata keys cannot collide with `occurredAt`/`schemaVersion`;
 * `$correlationId`/`$causationId` are copied out because KurrentDB's own tooling (the
 * `$by_correlation_id` projection, the UI) reads them there.
 */
export interface StoredMetadata {
  occurredAt: string;
  schemaVersion: number;
  metadata: EventMetadata;
  $correlationId?: string;
  $causationId?: string;
}

export function encodeMetadata(row: Pick<EventRow, 'occurred_at' | 'schema_version' | 'metadata'>): StoredMetadata {
  return {
    occurredAt: row.occurred_at,
    schemaVersion: row.schema_version,
    metadata: row.metadata,
    ...(row.metadata.correlationId ? { $correlationId: row.metadata.correlationId } : {}),
    ...(row.metadata.causationId ? { $causationId: row.metadata.causationId } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/**
 * Reads our envelope back. Events written by other tools (no envelope) read as schema
 * version 1, occurred when the server recorded them, with no metadata, rather than failing
 * a projection on data it did not write.
 */
export function decodeMetadata(raw: unknown, recordedAt: Date): { occurredAt: Date; schemaVersion: number; metadata: EventMetadata } {
  const stored = isRecord(raw) ? raw : {};
  const occurredAt = typeof stored.occurredAt === 'string' ? new Date(stored.occurredAt) : recordedAt;
  const schemaVersion = Number.isSafeInteger(stored.schemaVersion) && (stored.schemaVersion as number) >= 1 ? (stored.schemaVersion as number) : 1;
  return {
    occurredAt: Number.isNaN(occurredAt.getTime()) ? recordedAt : occurredAt,
    schemaVersion,
    metadata: isRecord(stored.metadata) ? (stored.metadata as EventMetadata) : {},
  };
}

/** The parts of a KurrentDB recorded event the store reads (`RecordedEvent` of the client). */
export interface KurrentRecord {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: Position;
}

/**
 * A KurrentDB event as our `RecordedEvent`, before upcasting. A stream read may come without
 * a position (servers before 20.6 send none); its checkpoint fields are then 0, which only
 * readers of the global log use, and those always get one.
 */
export function toRecordedEvent(record: KurrentRecord): RecordedEvent {
  const { occurredAt, schemaVersion, metadata } = decodeMetadata(record.metadata, record.created);
  const checkpoint = record.position ? checkpointOfPosition(record.position) : START;
  return {
    // KurrentDB prints uuids in lower case already; PostgreSQL does too, so ids compare alike.
    id: record.id.toLowerCase(),
    type: record.type,
    streamId: record.streamId,
    streamVersion: versionOfRevision(record.revision),
    globalPosition: checkpoint.position,
    transactionId: checkpoint.transactionId,
    occurredAt,
    recordedAt: record.created,
    schemaVersion,
    data: isRecord(record.data) ? record.data : {},
    metadata,
  };
}

/** What makes a stored event "the same event" for `strictIds` (see append-plan.ts). */
export const identityOf = (event: RecordedEvent): EventIdentity => ({ streamId: event.streamId, type: event.type, occurredAt: event.occurredAt });

/**
 * KurrentDB's own records: `$`-typed events (stream metadata, link events, statistics,
 * projection state) and anything in a `$`-prefixed stream. Our log never contains them.
 */
export const isSystemRecord = (record: { type: string; streamId: string }): boolean => record.type.startsWith('$') || record.streamId.startsWith('$');

/** A server-side event-type filter that matches exactly these types (not as prefixes). */
export function exactTypesRegex(types: readonly string[]): string {
  const escaped = [...new Set(types)].map((type) => type.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  // An empty list matches nothing, as `event_type = any('{}')` does on PostgreSQL.
  return escaped.length === 0 ? '^(?!)$' : `^(?:${escaped.join('|')})$`;
}

/**
 * `esdb://` (the design card's and ARCHITECTURE.md's spelling) means the same server as
 * `kurrentdb://`; the client accepts it but prints a deprecation warning on every connect.
 */
export const normaliseConnectionString = (url: string): string => url.replace(/^esdb(\+discover)?:\/\//i, 'kurrentdb$1://');

/** KurrentDB client errors by their `type` (the client's `ErrorType` values). */
const errorType = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string' ? (error as { type: string }).type : undefined;

export const isWrongExpectedVersion = (error: unknown): error is { actualState: CurrentStreamState } => errorType(error) === 'wrong-expected-version';
export const isStreamNotFound = (error: unknown): boolean => errorType(error) === 'stream-not-found';

/**
 * A client error in our terms: a version conflict becomes {@link ConcurrencyError} with our
 * versions; a deleted stream or an over-large append becomes {@link InvalidAppendError} (the
 * request cannot succeed as sent); anything else (unavailable, access denied) passes through.
 */
export function translateError(error: unknown, streamId: string, expected: ExpectedVersion): unknown {
  if (isWrongExpectedVersion(error)) return new ConcurrencyError(streamId, expected, versionOfStreamState(error.actualState));
  switch (errorType(error)) {
    case 'stream-deleted':
    case 'stream-tombstoned':
      return new InvalidAppendError(`Stream ${streamId} was deleted in KurrentDB and takes no more events`);
    case 'maximum-append-size-exceeded':
    case 'append-record-size-exceeded':
    case 'transaction-max-size-exceeded':
      return new InvalidAppendError(`The append to ${streamId} is larger than KurrentDB accepts: ${(error as Error).message}`);
    default:
      return error;
  }
}
