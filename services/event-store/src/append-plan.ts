import { ConcurrencyError, EventIdConflictError } from './errors.ts';
import type { AppendResult, ExpectedVersion } from './types.ts';
import type { EventMetadata } from '@facility/contracts';

/** An event ready to be written: id, time and schema version already decided. */
export interface PreparedEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  occurredAt: Date;
  schemaVersion: number;
}

/** One caller's append, waiting in the group-commit queue. */
export interface AppendRequest {
  streamId: string;
  events: PreparedEvent[];
  expected: ExpectedVersion;
  /** See `AppendOptions.strictIds`. */
  strictIds?: boolean;
}

/** What makes a stored event the same event as one appended again with its id. */
export interface EventIdentity {
  streamId: string;
  type: string;
  occurredAt: Date;
}

const sameEvent = (a: EventIdentity, b: EventIdentity) =>
  a.streamId === b.streamId && a.type === b.type && a.occurredAt.getTime() === b.occurredAt.getTime();

/** A row of the events table as the batch insert receives it. */
export interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  occurred_at: string;
}

export type AppendOutcome = { ok: true; result: AppendResult } | { ok: false; error: ConcurrencyError | EventIdConflictError };

/** Does a stream at version `current` (0 = no events) satisfy `expected`? */
export function satisfies(expected: ExpectedVersion, current: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === 0;
    case 'stream_exists':
      return current > 0;
    default:
      return current === expected;
  }
}

/**
 * Decides, for a batch of queued appends, which events to write and what each caller hears.
 * Pure: the caller reads `versions` (current version per stream) and `storedIds` (ids of
 * the batch that are already stored) inside the transaction, under the stream locks.
 *
 * Requests are taken in queue order, so two appends to one stream in the same batch behave
 * as if they had been committed one after the other. Events whose id is already stored (or
 * earlier in this batch) are duplicates: skipped and counted. A request made only of
 * duplicates succeeds without a version check, so a retried append is harmless.
 *
 * A `strictIds` request whose id stands for a different event (`stored` has the stored
 * events' identities; ids planned earlier in the batch are known too) fails as a whole.
 */
export function planBatch(
  requests: readonly AppendRequest[],
  versions: ReadonlyMap<string, number>,
  storedIds: ReadonlySet<string>,
  stored: ReadonlyMap<string, EventIdentity> = new Map(),
): { outcomes: AppendOutcome[]; rows: EventRow[] } {
  const current = new Map(versions);
  const seen = new Set(storedIds);
  const identities = new Map(stored);
  const rows: EventRow[] = [];
  const outcomes = requests.map((request): AppendOutcome => {
    const version = current.get(request.streamId) ?? 0;
    const fresh: PreparedEvent[] = [];
    const inRequest = new Map<string, EventIdentity>();
    for (const [index, event] of request.events.entries()) {
      const identity = { streamId: request.streamId, type: event.type, occurredAt: event.occurredAt };
      const earlier = inRequest.get(event.id) ?? identities.get(event.id);
      if (request.strictIds && earlier && !sameEvent(earlier, identity)) {
        return { ok: false, error: new EventIdConflictError(request.streamId, index, event.id) };
      }
      if (seen.has(event.id) || inRequest.has(event.id)) continue;
      inRequest.set(event.id, identity);
      fresh.push(event);
    }
    const duplicates = request.events.length - fresh.length;
    if (fresh.length === 0) return { ok: true, result: { nextExpectedVersion: version, appended: 0, duplicates } };
    if (!satisfies(request.expected, version)) {
      return { ok: false, error: new ConcurrencyError(request.streamId, request.expected, version) };
    }
    fresh.forEach((event, index) => {
      seen.add(event.id);
      identities.set(event.id, inRequest.get(event.id)!);
      rows.push({
        event_id: event.id,
        stream_id: request.streamId,
        stream_version: version + index + 1,
        event_type: event.type,
        schema_version: event.schemaVersion,
        data: event.data,
        metadata: event.metadata,
        occurred_at: event.occurredAt.toISOString(),
      });
    });
    const next = version + fresh.length;
    current.set(request.streamId, next);
    return { ok: true, result: { nextExpectedVersion: next, appended: fresh.length, duplicates } };
  });
  return { outcomes, rows };
}
