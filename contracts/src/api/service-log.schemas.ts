import Type from 'typebox';
import { CALL_SOURCES, COMPLAINT_CATEGORIES, SLA_STATES } from '../domain/enums.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TRIGGERS } from '../events/notification.events.ts';
import { NOTIFICATION_STATUSES } from './notifications.schemas.ts';
import { RoomStatsQuerystring } from './room-stats.schemas.ts';
import { Nullable } from './schema-helpers.ts';

/** Request and response schemas of the service log (the dashboard's "clean log" and "maintenance log"). */

/** The newest calls a service log lists when the query names no limit. */
export const DEFAULT_SERVICE_LOG_LIMIT = 500;
/** The largest `limit` a service log query may ask for. */
export const MAX_SERVICE_LOG_LIMIT = 1_000;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Instant = (description: string) => Type.String({ format: 'date-time', description });
const LocalDay = (description: string) => Type.String({ description: `${description}, site-local yyyy-mm-dd` });

/** `GET /api/stats/room/service-log/{id}`: the room screens' time filter, shift and days, plus the category and a limit. */
export const ServiceLogQuerystring = Type.Object(
  {
    ...RoomStatsQuerystring.properties,
    category: Type.Enum(COMPLAINT_CATEGORIES, { description: 'cleaning: the clean log; maintenance: the maintenance log' }),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_SERVICE_LOG_LIMIT,
        default: DEFAULT_SERVICE_LOG_LIMIT,
        description: `The newest calls listed at most (default ${DEFAULT_SERVICE_LOG_LIMIT}); total counts them all`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type ServiceLogQuerystring = Type.Static<typeof ServiceLogQuerystring>;

/**
 * A call's notification state (spec §4 "notification states notified, arrival, supervisor
 * arrival, cleaner arrived, solved"): null until a notification about the call was sent;
 * then the furthest stage reached after the first one was sent: `notified`, then
 * `supervisor_arrival` (a supervisor checked in at the room), then `arrival` (maintenance
 * staff checked in) or `cleaner_arrived` (a cleaner checked in), then `solved` (resolved).
 */
export const CALL_NOTIFICATION_STATES = ['notified', 'supervisor_arrival', 'arrival', 'cleaner_arrived', 'solved'] as const;
export type CallNotificationState = (typeof CALL_NOTIFICATION_STATES)[number];

/** One notification about a call: by which channel, about what, and what became of it (at: sent, else requested). */
export const CallNotificationDelivery = Type.Object({
  channel: Type.Enum(NOTIFICATION_CHANNELS),
  trigger: Type.Enum(NOTIFICATION_TRIGGERS),
  status: Type.Enum(NOTIFICATION_STATUSES),
  at: Instant('When it was sent; before that, when it was requested'),
});
export type CallNotificationDelivery = Type.Static<typeof CallNotificationDelivery>;

export const CallNotification = Type.Object({
  state: Nullable(Type.Enum(CALL_NOTIFICATION_STATES)),
  deliveries: Type.Array(CallNotificationDelivery, { description: 'Oldest first' }),
});
export type CallNotification = Type.Static<typeof CallNotification>;

/** One call of a service log, with its response time and SLA state. */
export const ServiceLogCall = Type.Object({
  callId: Id,
  source: Type.Enum(CALL_SOURCES, { description: 'What opened the call' }),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  problems: Type.Array(Type.String(), { description: 'Label keys (dirty_floor, call_cleaner, visitors_threshold...), first report first' }),
  complaintCount: Type.Integer({ minimum: 0, description: 'Reports that opened or joined the call' }),
  openedAt: Instant('When the call opened'),
  resolvedAt: Nullable(Instant('When staff of the category arrived and resolved it')),
  responseMinutes: Nullable(Type.Number({ minimum: 0, description: 'Minutes from opening to resolution' })),
  resolvedBy: Nullable(Type.String({ description: 'Staff id of the resolver; null for an anonymous check-in' })),
  shiftNumber: Nullable(Type.Integer({ description: 'The shift active at opening; null outside every shift' })),
  minSla: Nullable(Type.Integer({ description: "Minutes: that shift's min SLA" })),
  maxSla: Nullable(Type.Integer({ description: "Minutes: that shift's max SLA (escalation)" })),
  escalated: Type.Boolean({ description: 'The call escalated (stayed open past its max SLA)' }),
  escalatedAt: Nullable(Instant('When it escalated')),
  slaState: Type.Enum(SLA_STATES, {
    description: 'escalated when it escalated; else open while unresolved; else late when responseMinutes > minSla; else in_sla (also without an SLA)',
  }),
  notification: CallNotification,
});
export type ServiceLogCall = Type.Static<typeof ServiceLogCall>;

/** A room's cleaning or maintenance calls opened in the time filter's range, newest first. */
export const ServiceLogResponse = Type.Object({
  roomId: Id,
  siteId: Id,
  timezone: Type.String({ description: "The site's IANA time zone: the range's days and the days filter are local to it" }),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  timeFrom: LocalDay('First day of the range, inclusive'),
  timeTo: LocalDay('Last day of the range, inclusive (yesterday for the presets)'),
  calls: Type.Array(ServiceLogCall, { description: 'The calls opened in the range that pass the shift and days filters, newest first, at most `limit`' }),
  total: Type.Integer({ minimum: 0, description: 'The calls that matched, before the limit' }),
});
export type ServiceLog = Type.Static<typeof ServiceLogResponse>;
