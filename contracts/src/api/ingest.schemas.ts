import Type from 'typebox';
import { DeviceFlags } from './device-flags.schemas.ts';

/** The most events one ingest batch may carry. */
export const MAX_EVENTS_PER_BATCH = 1_000;

/**
 * `POST /api/ingest` (INTERFACES.md): 1..1000 telemetry events of one device. The envelope
 * is checked here; each event's own fields are checked against its telemetry schema.
 */
export const IngestBody = Type.Object({
  events: Type.Array(
    Type.Object(
      {
        id: Type.String({ format: 'uuid', description: 'Chosen by the device; the same id twice is one event, and an id may not be used for another event (409)' }),
        type: Type.String({ maxLength: 64, description: 'ComplaintReported, RatingGiven, VisitorsCounted, StaffArrived, ...; each kind of device reports its own (see DEVICE_TELEMETRY)' }),
        occurredAt: Type.String({
          format: 'date-time',
          maxLength: 40,
          description: "The device's clock: at most 30 days before the server's clock and 5 minutes after it",
        }),
      },
      { additionalProperties: true, description: 'Envelope fields plus the fields of the event type (DOMAIN.md)' },
    ),
    { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH },
  ),
});
export type IngestBody = Type.Static<typeof IngestBody>;

/** The answer of an ingest (202, after the commit that holds the events). */
export const IngestAccepted = Type.Object({
  accepted: Type.Integer({ description: 'Events stored by this call' }),
  duplicates: Type.Integer({ description: 'Events already stored earlier (same id)' }),
  flags: Type.Optional(
    Type.Object(DeviceFlags.properties, {
      description:
        'Only in the answer to a batch holding a DeviceHeartbeat, and only when an update or restart waits for the device (pads and counters, spec §3): do it, then POST /api/devices/flags/ack',
    }),
  ),
});
export type IngestAccepted = Type.Static<typeof IngestAccepted>;
