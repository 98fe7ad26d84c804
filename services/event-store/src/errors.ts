import type { ExpectedVersion } from './types.ts';

/** The stream was not at the version the caller expected (HTTP 412 upstream). */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly actual: number;

  constructor(streamId: string, expected: ExpectedVersion, actual: number) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** An append request is malformed (bad stream id, event type, id or data). */
export class InvalidAppendError extends Error {
  override readonly name = 'InvalidAppendError';
}

/** A stored event's schema version has no upcaster path to the current one. */
export class UpcastError extends Error {
  override readonly name = 'UpcastError';
}

/**
 * An event id was reused for a different event (another stream, type or time): nothing of
 * the append was written. `index` is the event's place in the append.
 */
export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError';
  readonly streamId: string;
  readonly index: number;
  readonly eventId: string;

  constructor(streamId: string, index: number, eventId: string) {
    super(`Event ${eventId} (events[${index}]) is already stored as a different event`);
    this.streamId = streamId;
    this.index = index;
    this.eventId = eventId;
  }
}

/**
 * An append inside a transaction that had already written something else was refused: a
 * transaction that began writing after it appended to one of its streams in the meantime,
 * so its events would sort before that stream's earlier versions in the global order.
 * Nothing of the transaction is kept; running it again succeeds (it then gets a later id).
 * Carries SQLSTATE 40001, so it counts as a transient database error.
 */
export class StreamOrderConflictError extends Error {
  override readonly name = 'StreamOrderConflictError';
  readonly code = '40001';
}
