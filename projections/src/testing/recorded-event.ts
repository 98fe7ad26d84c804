import type { RecordedEvent } from '@facility/contracts';

/**
 * A builder of stored events for the pure fold tests: each call takes the next global
 * position (one counter per builder, so a test file's events keep the order they were made
 * in). Test support only; no I/O.
 */
export function recordedEvents(): (streamId: string, type: string, occurredAt: string, data?: Record<string, unknown>) => RecordedEvent {
  let position = 0;
  return (streamId, type, occurredAt, data = {}) => {
    position += 1;
    return {
      id: `e-${position}`,
      type,
      streamId,
      streamVersion: position,
      globalPosition: position,
      transactionId: 1,
      occurredAt: new Date(occurredAt),
      recordedAt: new Date('2026-06-02T00:00:00.000Z'),
      schemaVersion: 1,
      data,
      metadata: {},
    };
  };
}

/**
 * A builder of one device's telemetry in room `r1` of site `s1`, for the call reactor's
 * tests: ids are UUIDs (the reactor derives its output ids from them) in the given `series`
 * (four hex digits), so two test files never make the same id.
 */
export function deviceEvents(series: string): (type: string, occurredAt: string, data?: Record<string, unknown>) => RecordedEvent {
  let position = 0;
  return (type, occurredAt, data = {}) => {
    position += 1;
    return {
      id: `00000000-0000-4000-${series}-${String(position).padStart(12, '0')}`,
      type,
      streamId: 'device-d1',
      streamVersion: position,
      globalPosition: position,
      transactionId: 1,
      occurredAt: new Date(occurredAt),
      recordedAt: new Date(occurredAt),
      schemaVersion: 1,
      data: { deviceId: 'd1', roomId: 'r1', siteId: 's1', ...data },
      metadata: {},
    };
  };
}
