import Type from 'typebox';
import {
  ARRIVAL_METHODS,
  COMPLAINT_CATEGORIES,
  COUNTER_KINDS,
  DISPENSER_ITEMS,
  DISPENSER_LEVELS,
  STAFF_ROLES,
  type DeviceType,
} from '../domain/enums.ts';

/** A label-dictionary key such as `dirty_floor`, `missing_toilet_paper` or `problem_leak`. */
const LabelKey = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9_]+$' });
/** An identifier or a short reading a device reports (a staff badge, a firmware version, an SSID). */
const ShortText = (options: { minLength?: number } = {}) => Type.String({ maxLength: 100, ...options });

/**
 * Telemetry payloads as devices send them (DOMAIN.md "Telemetry events"), keyed by event
 * type. The ingest adds the envelope fields (`id`, `occurredAt`) and stamps `roomId` and
 * `siteId` from the device registry as it stood then ({@link TelemetryStamp}).
 */
export const TelemetryPayloads = {
  /** A visitor pressed a problem button or a QR option. */
  ComplaintReported: Type.Object({
    problem: LabelKey,
    category: Type.Enum(COMPLAINT_CATEGORIES),
  }),
  /** A visitor rated the room; a 1-5 scale maps to 0, 25, 50, 75, 100. */
  RatingGiven: Type.Object({
    score: Type.Integer({ minimum: 0, maximum: 100 }),
  }),
  /** A visitor pressed "call a cleaner". */
  CleanerCallRequested: Type.Object({}),
  /** A people counter reports the entries since its last report. */
  VisitorsCounted: Type.Object({
    count: Type.Integer({ minimum: 0, maximum: 100_000 }),
    counter: Type.Enum(COUNTER_KINDS),
  }),
  /** People detected in front of a feedback device. */
  ExposuresCounted: Type.Object({
    count: Type.Integer({ minimum: 0, maximum: 100_000 }),
  }),
  /** Staff checked in at the room. `staffId` is null for an anonymous button press. */
  StaffArrived: Type.Object({
    staffId: Type.Union([ShortText({ minLength: 1 }), Type.Null()]),
    role: Type.Enum(STAFF_ROLES),
    method: Type.Enum(ARRIVAL_METHODS),
  }),
  /** Maintenance marked a problem fixed (`problem` is a `fixed_*` key). */
  IssueFixed: Type.Object({
    problem: Type.String({ maxLength: 100, pattern: '^fixed_[a-z0-9_]+$' }),
  }),
  /** A consumable sensor's reading for one cell. */
  DispenserLevelReported: Type.Object({
    item: Type.Enum(DISPENSER_ITEMS),
    cell: Type.Integer({ minimum: 1, maximum: 20 }),
    level: Type.Enum(DISPENSER_LEVELS),
  }),
  /** A tablet survey submission. */
  SurveyAnswered: Type.Object({
    surveyId: ShortText({ minLength: 1 }),
    answers: Type.Array(
      Type.Object({
        stage: Type.Integer({ minimum: 0 }),
        button: Type.Optional(ShortText()),
        rating: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
        text: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      { maxItems: 100 },
    ),
  }),
  /**
   * Staff confirmed a task's occurrence at the room (the room's QR page or a kiosk): the
   * occurrence id is the one the device was given with today's tasks (`GET /api/devices/self`).
   */
  TaskCompleted: Type.Object({
    taskId: ShortText({ minLength: 1 }),
    occurrenceId: ShortText({ minLength: 1 }),
    staffId: Type.Union([ShortText({ minLength: 1 }), Type.Null()]),
  }),
  /** The periodic signal a device sends; feeds device health. */
  DeviceHeartbeat: Type.Object({
    battery: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    version: Type.Optional(ShortText()),
    rssi: Type.Optional(Type.Number()),
    ssid: Type.Optional(ShortText()),
    simId: Type.Optional(ShortText()),
    state: Type.Optional(ShortText()),
    counterState: Type.Optional(ShortText()),
    userFlags: Type.Optional(Type.Integer()),
    sensorFlags: Type.Optional(Type.Integer()),
  }),
} as const;

/** The telemetry event types. */
export type TelemetryEventType = keyof typeof TelemetryPayloads;
export const TELEMETRY_EVENT_TYPES = Object.keys(TelemetryPayloads) as TelemetryEventType[];

/**
 * What each kind of device may report (DOMAIN.md "Telemetry events"): the ingest refuses any
 * other type from it, so a counter cannot open complaint calls or check staff in.
 * - Feedback devices (pads, tablets) take presses, ratings, staff check-ins, fixes, survey
 *   answers (pad and tablet surveys) and task confirmations, and count the people in front
 *   of them; the pad9+ also has a built-in people counter.
 * - A QR tag is a page a phone opens: presses, ratings, check-ins, fixes, surveys and task
 *   confirmations, but no readings of its own (no counts, no heartbeat).
 * - A tag (NFC) checks staff in and signals its health.
 * - Counters count visitors; dispenser sensors report levels; every powered device sends
 *   heartbeats.
 */
const FEEDBACK = [
  'ComplaintReported',
  'RatingGiven',
  'CleanerCallRequested',
  'StaffArrived',
  'IssueFixed',
  'SurveyAnswered',
  'TaskCompleted',
  'ExposuresCounted',
  'DeviceHeartbeat',
] as const;
const COUNTER = ['VisitorsCounted', 'DeviceHeartbeat'] as const;
const DISPENSER = ['DispenserLevelReported', 'DeviceHeartbeat'] as const;
export const DEVICE_TELEMETRY: Record<DeviceType, readonly TelemetryEventType[]> = {
  pad9: FEEDBACK,
  pad9plus: [...FEEDBACK, 'VisitorsCounted'],
  tablet: FEEDBACK,
  qr_tag: ['ComplaintReported', 'RatingGiven', 'CleanerCallRequested', 'StaffArrived', 'IssueFixed', 'SurveyAnswered', 'TaskCompleted'],
  tag: ['StaffArrived', 'DeviceHeartbeat'],
  counter_women: COUNTER,
  counter_men: COUNTER,
  counter_handicap: COUNTER,
  counter_shared: COUNTER,
  liquid_sensor: DISPENSER,
  toilet_paper: DISPENSER,
  double_toilet_paper: DISPENSER,
};

/** Where the device stood when the event was ingested; moving a device later does not rewrite it. */
export const TelemetryStamp = Type.Object({
  deviceId: Type.String({ minLength: 1 }),
  roomId: Type.String({ minLength: 1 }),
  siteId: Type.String({ minLength: 1 }),
});
export type TelemetryStamp = Type.Static<typeof TelemetryStamp>;

/** The stored `data` of a telemetry event of type `T`: its payload plus the ingest stamp. */
export type TelemetryData<T extends TelemetryEventType> = Type.Static<(typeof TelemetryPayloads)[T]> &
  TelemetryStamp;

/** Telemetry events live in one stream per device. */
export const deviceStreamId = (deviceId: string): string => `device-${deviceId}`;
