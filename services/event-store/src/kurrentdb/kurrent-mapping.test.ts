import { randomUUID } from 'node:crypto';
import { StreamDeletedError, StreamNotFoundError, UnavailableError, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { ConcurrencyError, InvalidAppendError } from '../errors.ts';
import { compareCheckpoints, START } from '../types.ts';
import {
  checkpointOfPosition,
  decodeMetadata,
  encodeMetadata,
  exactTypesRegex,
  isAfter,
  isStreamNotFound,
  isSystemRecord,
  isWrongExpectedVersion,
  normaliseConnectionString,
  readPositionAfter,
  revisionOfVersion,
  streamStateOf,
  toRecordedEvent,
  translateError,
  versionOfRevision,
  versionOfStreamState,
} from './kurrent-mapping.ts';

describe('stream versions and KurrentDB revisions', () => {
  it('maps the first event of a stream, revision 0, to version 1 and back', () => {
    expect(versionOfRevision(0n)).toBe(1);
    expect(versionOfRevision(41n)).toBe(42);
    expect(revisionOfVersion(1)).toBe(0n);
    expect(revisionOfVersion(42)).toBe(41n);
    for (const version of [1, 2, 1_000, 2 ** 40]) expect(versionOfRevision(revisionOfVersion(version))).toBe(version);
  });

  it('refuses versions that have no revision and revisions beyond exact numbers', () => {
    expect(() => revisionOfVersion(0)).toThrow(RangeError);
    expect(() => revisionOfVersion(1.5)).toThrow(RangeError);
    expect(() => versionOfRevision(2n ** 53n)).toThrow(RangeError);
  });

  it('reads a reported stream state as our version: no stream is 0', () => {
    expect(versionOfStreamState('no_stream')).toBe(0);
    expect(versionOfStreamState(0n)).toBe(1);
    expect(versionOfStreamState(9n)).toBe(10);
  });
});

describe('expected versions in KurrentDB terms', () => {
  it('keeps the named expectations and turns an exact version into the revision of that event', () => {
    expect(streamStateOf('any')).toBe('any');
    expect(streamStateOf('no_stream')).toBe('no_stream');
    expect(streamStateOf('stream_exists')).toBe('stream_exists');
    expect(streamStateOf(0)).toBe('no_stream');
    expect(streamStateOf(1)).toBe(0n);
    expect(streamStateOf(7)).toBe(6n);
  });

  it('rejects an exact version that is not a stream version as a malformed append', () => {
    for (const bad of [-1, 2.5, Number.NaN]) expect(() => streamStateOf(bad)).toThrow(InvalidAppendError);
  });
});

describe('checkpoints and $all positions', () => {
  it('carries the commit position as transactionId and the prepare position as position', () => {
    expect(checkpointOfPosition({ commit: 1_024n, prepare: 1_152n })).toEqual({ transactionId: 1_024, position: 1_152 });
    expect(readPositionAfter({ transactionId: 1_024, position: 1_152 })).toEqual({ commit: 1_024n, prepare: 1_152n });
  });

  it('reads from the start of $all for the START checkpoint', () => {
    expect(readPositionAfter(START)).toBe('start');
  });

  it('keeps positions up to 2^53 exact and refuses larger ones rather than rounding', () => {
    const largest = BigInt(Number.MAX_SAFE_INTEGER);
    expect(checkpointOfPosition({ commit: largest, prepare: largest })).toEqual({
      transactionId: Number.MAX_SAFE_INTEGER,
      position: Number.MAX_SAFE_INTEGER,
    });
    expect(() => checkpointOfPosition({ commit: largest + 1n, prepare: 0n })).toThrow(RangeError);
    expect(() => checkpointOfPosition({ commit: 0n, prepare: -1n })).toThrow(RangeError);
  });

  it('orders positions as (commit, prepare), like checkpoints, and resumes strictly after a checkpoint', () => {
    const positions = [
      { commit: 100n, prepare: 100n },
      { commit: 100n, prepare: 180n },
      { commit: 260n, prepare: 260n },
    ];
    const checkpoints = positions.map(checkpointOfPosition);
    expect(compareCheckpoints(checkpoints[0]!, checkpoints[1]!)).toBeLessThan(0);
    expect(compareCheckpoints(checkpoints[1]!, checkpoints[2]!)).toBeLessThan(0);
    // The read is inclusive: the event at the checkpoint itself is not after it.
    expect(positions.map((position) => isAfter(position, checkpoints[1]!))).toEqual([false, false, true]);
    expect(positions.every((position) => isAfter(position, START))).toBe(true);
  });
});

describe('event metadata', () => {
  const row = {
    occurred_at: '2026-05-01T10:00:00.000Z',
    schema_version: 2,
    metadata: { actor: { kind: 'device' as const, id: 'pad-1' }, correlationId: 'c-1', causationId: 'e-0', source: 'ingest' },
  };

  it('wraps our envelope and copies correlation and causation where KurrentDB tooling reads them', () => {
    expect(encodeMetadata(row)).toEqual({
      occurredAt: '2026-05-01T10:00:00.000Z',
      schemaVersion: 2,
      metadata: row.metadata,
      $correlationId: 'c-1',
      $causationId: 'e-0',
    });
    expect(encodeMetadata({ ...row, metadata: {} })).toEqual({ occurredAt: row.occurred_at, schemaVersion: 2, metadata: {} });
  });

  it('decodes what it encoded', () => {
    const recordedAt = new Date('2026-05-01T10:00:05.000Z');
    expect(decodeMetadata(JSON.parse(JSON.stringify(encodeMetadata(row))), recordedAt)).toEqual({
      occurredAt: new Date('2026-05-01T10:00:00.000Z'),
      schemaVersion: 2,
      metadata: row.metadata,
    });
  });

  it('reads events written by other tools as version 1, occurred when recorded, without metadata', () => {
    const recordedAt = new Date('2026-05-01T10:00:05.000Z');
    const plain = { occurredAt: recordedAt, schemaVersion: 1, metadata: {} };
    expect(decodeMetadata(undefined, recordedAt)).toEqual(plain);
    expect(decodeMetadata(new Uint8Array([1, 2]), recordedAt)).toEqual(plain);
    expect(decodeMetadata({ $correlationId: 'x' }, recordedAt)).toEqual(plain);
    expect(decodeMetadata({ occurredAt: 'yesterday', schemaVersion: 0, metadata: [] }, recordedAt)).toEqual(plain);
  });
});

describe('recorded events', () => {
  it('maps a KurrentDB event to ours: version from revision, checkpoint from position, envelope from metadata', () => {
    const id = randomUUID();
    const created = new Date('2026-05-01T10:00:05.000Z');
    const event = toRecordedEvent({
      id: id.toUpperCase(),
      streamId: 'room-1',
      revision: 4n,
      type: 'RoomCleaned',
      created,
      data: { roomId: 'r-1' },
      metadata: { occurredAt: '2026-05-01T10:00:00.000Z', schemaVersion: 3, metadata: { source: 'ingest' } },
      position: { commit: 5_000n, prepare: 5_120n },
    });
    expect(event).toEqual({
      id,
      type: 'RoomCleaned',
      streamId: 'room-1',
      streamVersion: 5,
      globalPosition: 5_120,
      transactionId: 5_000,
      occurredAt: new Date('2026-05-01T10:00:00.000Z'),
      recordedAt: created,
      schemaVersion: 3,
      data: { roomId: 'r-1' },
      metadata: { source: 'ingest' },
    });
  });

  it('gives non-object data as an empty object rather than failing a reader', () => {
    const event = toRecordedEvent({ id: randomUUID(), streamId: 's', revision: 0n, type: 'T', created: new Date(), data: new Uint8Array([1]), metadata: undefined });
    expect(event.data).toEqual({});
    expect({ transactionId: event.transactionId, position: event.globalPosition }).toEqual(START);
  });
});

describe('system records and type filters', () => {
  it('recognises KurrentDB records by a $ type or a $ stream', () => {
    expect(isSystemRecord({ type: '$metadata', streamId: '$$room-1' })).toBe(true);
    expect(isSystemRecord({ type: '$>', streamId: '$ce-room' })).toBe(true);
    expect(isSystemRecord({ type: 'Tested', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemRecord({ type: 'RoomCleaned', streamId: 'room-1' })).toBe(false);
  });

  it('matches exactly the requested types, not names that merely start with one', () => {
    const regex = new RegExp(exactTypesRegex(['CallOpened', 'Call.Closed', 'CallOpened']));
    expect(regex.source).toBe('^(?:CallOpened|Call\\.Closed)$');
    expect(['CallOpened', 'Call.Closed'].every((type) => regex.test(type))).toBe(true);
    expect(['CallOpenedTwice', 'CallxClosed', 'XCallOpened', '$>'].some((type) => regex.test(type))).toBe(false);
    expect(new RegExp(exactTypesRegex([])).test('Anything')).toBe(false);
  });
});

describe('connection strings', () => {
  it('reads the design card esdb:// spelling as kurrentdb://, keeping the rest', () => {
    expect(normaliseConnectionString('esdb://admin:changeit@localhost:2113?tls=false')).toBe('kurrentdb://admin:changeit@localhost:2113?tls=false');
    expect(normaliseConnectionString('esdb+discover://cluster.local:2113')).toBe('kurrentdb+discover://cluster.local:2113');
    expect(normaliseConnectionString('kurrentdb://localhost:2113?tls=false')).toBe('kurrentdb://localhost:2113?tls=false');
  });
});

describe('client errors in our terms', () => {
  it('turns a wrong expected version into a ConcurrencyError with our versions', () => {
    const conflict = new WrongExpectedVersionError(undefined, { streamName: 'room-1', expected: 1n, current: 2n });
    expect(isWrongExpectedVersion(conflict)).toBe(true);
    const error = translateError(conflict, 'room-1', 2);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId: 'room-1', expected: 2, actual: 3 });

    const missing = new WrongExpectedVersionError(undefined, { streamName: 'room-2', expected: 'stream_exists', current: 'no_stream' });
    expect(translateError(missing, 'room-2', 'stream_exists')).toMatchObject({ expected: 'stream_exists', actual: 0 });
  });

  it('turns a deleted stream into a malformed append, and passes other failures through', () => {
    expect(translateError(StreamDeletedError.fromStreamName('room-3'), 'room-3', 'any')).toBeInstanceOf(InvalidAppendError);
    const unavailable = new UnavailableError(undefined);
    expect(translateError(unavailable, 'room-3', 'any')).toBe(unavailable);
    const plain = new Error('socket hang up');
    expect(translateError(plain, 'room-3', 'any')).toBe(plain);
  });

  it('recognises a missing stream, which reads as empty', () => {
    expect(isStreamNotFound(new StreamNotFoundError(undefined, 'room-4'))).toBe(true);
    expect(isStreamNotFound(new Error('stream-not-found'))).toBe(false);
  });
});
