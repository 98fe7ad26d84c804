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
