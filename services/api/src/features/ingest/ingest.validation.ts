import { DEVICE_TELEMETRY, TELEMETRY_EVENT_TYPES, TelemetryPayloads, type DeviceType, type TelemetryEventType } from '@facility/contracts';
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

/**
 * How far a device's clock may be from the server's: an event may arrive up to
 * `maxLateMs` after it happened (a device offline for a while uploads its backlog) and
 * `maxEarlyMs` before (a clock running fast). Anything else is refused: an event dated in
 * the year 9999 would keep a room "cleaned" forever.
 */
export interface AcceptedWindow {
  now: Date;
  maxLateMs: number;
  maxEarlyMs: number;
}

/** The device ingest's window (README "Device API"): 30 days late, 5 minutes early. */
export const INGEST_WINDOW = { maxLateMs: 30 * 24 * 3_600_000, maxEarlyMs: 5 * 60_000 } as const;

export interface BatchRules {
  /** The sending device's kind: types it does not report are refused (`DEVICE_TELEMETRY`). */
  deviceType?: DeviceType;
  /** Refuse events outside this window of the server's clock. */
  window?: AcceptedWindow;
}

const ENVELOPE_FIELDS = new Set(['id', 'type', 'occurredAt']);
const validators = Object.fromEntries(
  TELEMETRY_EVENT_TYPES.map((type) => [type, Compile(TelemetryPayloads[type])]),
) as Record<TelemetryEventType, ReturnType<typeof Compile>>;
const knownFields = Object.fromEntries(
  TELEMETRY_EVENT_TYPES.map((type) => [type, Object.keys(TelemetryPayloads[type].properties)]),
) as Record<TelemetryEventType, string[]>;

// Own keys only: `constructor` or `__proto__` is no event type, whatever `in` would say.
const isTelemetryType = (type: string): type is TelemetryEventType => Object.hasOwn(validators, type);

function outsideWindow(occurredAt: Date, window: AcceptedWindow): string | null {
  const lateMs = window.now.getTime() - occurredAt.getTime();
  if (lateMs > window.maxLateMs) return `is more than ${Math.round(window.maxLateMs / 86_400_000)} days before the server's clock`;
  if (-lateMs > window.maxEarlyMs) return `is more than ${Math.round(window.maxEarlyMs / 60_000)} minutes after the server's clock`;
  return null;
}

/**
 * Checks every event of a batch against its type's payload schema, the device's kind and the
 * accepted time window, and names each invalid field as `body/events/<index>/<field>`. Pure.
 * Fields a newer firmware adds beyond the schema are dropped rather than refused, so an
 * upgrade in the field never loses data.
 */
export function validateBatch(events: readonly IncomingEvent[], rules: BatchRules = {}): { valid: ValidEvent[]; invalid: InvalidParam[] } {
  const valid: ValidEvent[] = [];
  const invalid: InvalidParam[] = [];
  const allowed = rules.deviceType ? DEVICE_TELEMETRY[rules.deviceType] : TELEMETRY_EVENT_TYPES;
  events.forEach((event, index) => {
    const at = `body/events/${index}`;
    if (!isTelemetryType(event.type)) {
      invalid.push({ name: `${at}/type`, reason: `must be one of ${TELEMETRY_EVENT_TYPES.join(', ')}` });
      return;
    }
    if (!allowed.includes(event.type)) {
      invalid.push({ name: `${at}/type`, reason: `a ${rules.deviceType} device does not report ${event.type}; it reports ${allowed.join(', ')}` });
      return;
    }
    const occurredAt = new Date(event.occurredAt);
    const late = rules.window ? outsideWindow(occurredAt, rules.window) : null;
    if (late) invalid.push({ name: `${at}/occurredAt`, reason: late });
    const payload = Object.fromEntries(
      knownFields[event.type].filter((field) => Object.hasOwn(event, field) && !ENVELOPE_FIELDS.has(field)).map((field) => [field, event[field]]),
    );
    const errors = [...validators[event.type].Errors(payload)];
    // A union (`staffId`: a string or null) reports each branch that failed: name the field once.
    const named = new Set<string>();
    const add = (name: string, reason: string) => {
      if (!named.has(name)) invalid.push({ name, reason });
      named.add(name);
    };
    for (const error of errors) {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties;
      if (missing) missing.forEach((field) => add(`${at}/${field}`, 'is required'));
      else add(`${at}${error.instancePath}`, error.message);
    }
    if (errors.length === 0 && !late) valid.push({ id: event.id, type: event.type, occurredAt, payload });
  });
  return { valid, invalid };
}
