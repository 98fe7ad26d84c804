import { deviceStreamId, type DeviceType } from '@facility/contracts';
import { EventIdConflictError, type AppendResult, type EventStore } from '@facility/event-store';
import type { InvalidParam } from '../../plugins/problem-details.ts';
import { validateBatch, type AcceptedWindow, type IncomingEvent } from './ingest.validation.ts';

/** The registry's view of a device at ingest time. */
export interface IngestingDevice {
  deviceId: string;
  roomId: string;
  siteId: string;
  /** Its kind: when given, event types it does not report are refused. */
  deviceType?: DeviceType;
}

export type IngestOutcome =
  | { ok: true; result: AppendResult }
  /** `conflict`: an event id was already used for a different event (409); otherwise invalid fields (400). */
  | { ok: false; invalid: InvalidParam[]; conflict?: boolean };

export interface IngestOptions {
  /** Refuse events dated outside this window of the server's clock (the HTTP ingest always sets it). */
  window?: AcceptedWindow;
}

/**
 * Validates a device's batch and appends it to the device's stream in one transaction,
 * stamped with the device's room and site: the one ingest path, used by `POST /api/ingest`
 * and by the demo's seed and simulator alike. All or nothing.
 */
export async function ingestBatch(
  store: EventStore,
  device: IngestingDevice,
  events: readonly IncomingEvent[],
  options: IngestOptions = {},
): Promise<IngestOutcome> {
  const { valid, invalid } = validateBatch(events, { deviceType: device.deviceType, window: options.window });
  if (invalid.length > 0) return { ok: false, invalid };
  const stamp = { deviceId: device.deviceId, roomId: device.roomId, siteId: device.siteId };
  try {
    const result = await store.append(
      deviceStreamId(device.deviceId),
      valid.map((event) => ({
        id: event.id,
        type: event.type,
        occurredAt: event.occurredAt,
        data: { ...event.payload, ...stamp },
        metadata: { source: 'ingest', actor: { kind: 'device' as const, id: device.deviceId } },
      })),
      // A device chooses its ids: one already used for another event is an error, never a silent drop.
      { strictIds: true },
    );
    return { ok: true, result };
  } catch (error) {
    if (!(error instanceof EventIdConflictError)) throw error;
    return {
      ok: false,
      conflict: true,
      invalid: [{ name: `body/events/${error.index}/id`, reason: 'is already used by a different event; give each event its own id' }],
    };
  }
}
