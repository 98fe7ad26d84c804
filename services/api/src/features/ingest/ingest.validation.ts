import { TELEMETRY_EVENT_TYPES, TelemetryPayloads, type TelemetryEventType } from '@facility/contracts';
import Compile from 'typebox/compile';
import type { InvalidParam } from '../../plugins/problem-details.ts';

/** What a device sends per event: envelope fields plus the payload of its type. */
export interface IncomingEvent {
  id: string;
  type: string;
  occurredAt: string;
  [field: string]: unknown;
}

export interface ValidEvent {
  id: string;
  type: TelemetryEventType;
  occurredAt: Date;
  payload: Record<string, unknown>;
}

const ENVELOPE_FIELDS = new Set(['id', 'type', 'occurredAt']);
const validators = Object.fromEntries(
  TELEMETRY_EVENT_TYPES.map((type) => [type, Compile(TelemetryPayloads[type])]),
) as Record<TelemetryEventType, ReturnType<typeof Compile>>;
const knownFields = Object.fromEntries(
  TELEMETRY_EVENT_TYPES.map((type) => [type, Object.keys(TelemetryPayloads[type].properties)]),
) as Record<TelemetryEventType, string[]>;

const isTelemetryType = (type: string): type is TelemetryEventType => type in validators;

/**
 * Checks every event of a batch against its type's payload schema and names each invalid
 * field as `body/events/<index>/<field>`. Pure. Fields a newer firmware adds beyond the
 * schema are dropped rather than refused, so an upgrade in the field never loses data.
 */
export function validateBatch(events: readonly IncomingEvent[]): { valid: ValidEvent[]; invalid: InvalidParam[] } {
  const valid: ValidEvent[] = [];
  const invalid: InvalidParam[] = [];
  events.forEach((event, index) => {
    const at = `body/events/${index}`;
    if (!isTelemetryType(event.type)) {
      invalid.push({ name: `${at}/type`, reason: `must be one of ${TELEMETRY_EVENT_TYPES.join(', ')}` });
      return;
    }
    const payload = Object.fromEntries(
      knownFields[event.type].filter((field) => field in event && !ENVELOPE_FIELDS.has(field)).map((field) => [field, event[field]]),
    );
    const errors = [...validators[event.type].Errors(payload)];
    for (const error of errors) {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties;
      if (missing) missing.forEach((field) => invalid.push({ name: `${at}/${field}`, reason: 'is required' }));
      else invalid.push({ name: `${at}${error.instancePath}`, reason: error.message });
    }
    if (errors.length === 0) valid.push({ id: event.id, type: event.type, occurredAt: new Date(event.occurredAt), payload });
  });
  return { valid, invalid };
}
