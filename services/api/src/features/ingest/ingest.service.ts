import { deviceStreamId } from '@facility/contracts';
import type { AppendResult, EventStore } from '@facility/event-store';
import type { InvalidParam } from '../../plugins/problem-details.ts';
import { validateBatch, type IncomingEvent } from './ingest.validation.ts';

/** The registry's view of a device at ingest time. */
export interface IngestingDevice {
  deviceId: string;
  roomId: string;
  siteId: string;
}

export type IngestOutcome = { ok: true; result: AppendResult } | { ok: false; invalid: InvalidParam[] };

/**
 * Validates a device's batch and appends it to the device's stream in one transaction,
 * stamped with the device's room and site: the one ingest path, used by `POST /api/ingest`
 * and by the demo's seed and simulator alike. All or nothing.
 */
export async function ingestBatch(
  store: EventStore,
  device: IngestingDevice,
  events: readonly IncomingEvent[],
): Promise<IngestOutcome> {
  const { valid, invalid } = validateBatch(events);
  if (invalid.length > 0) return { ok: false, invalid };
  const stamp = { deviceId: device.deviceId, roomId: device.roomId, siteId: device.siteId };
  const result = await store.append(
    deviceStreamId(device.deviceId),
    valid.map((event) => ({
      id: event.id,
      type: event.type,
      occurredAt: event.occurredAt,
      data: { ...event.payload, ...stamp },
      metadata: { source: 'ingest', actor: { kind: 'device' as const, id: device.deviceId } },
    })),
  );
  return { ok: true, result };
}
