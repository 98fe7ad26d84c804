import Type from 'typebox';
import { CALL_SOURCES, CALL_STATES, COMPLAINT_CATEGORIES, ROOM_STATES } from '../domain/enums.ts';
import { StaticRoom } from './rooms.schemas.ts';
import { DeviceStatusItem } from './sensors.schemas.ts';
import { Nullable } from './schema-helpers.ts';

const Instant = Type.String({ format: 'date-time' });

/** `/api/room/{id}` and `/api/room/{id}/calls`: the room. */
export const RoomStatusParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type RoomStatusParams = Type.Static<typeof RoomStatusParams>;

/** An open call of a room, judged against its SLA at request time. */
export const OpenCall = Type.Object({
  callId: Type.String(),
  source: Type.Enum(CALL_SOURCES),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  problems: Type.Array(Type.String(), { description: 'Label keys (dirty_floor, missing_toilet_paper, call_cleaner, visitors_threshold...), first report first' }),
  complaintCount: Type.Integer({ description: 'Reports that opened or joined the call' }),
  openedAt: Instant,
  minutesOpen: Type.Number(),
  state: Type.Enum(CALL_STATES, { description: 'Against the SLA of the shift active when it opened (or now, if it opened out of hours)' }),
  minSla: Nullable(Type.Integer()),
  maxSla: Nullable(Type.Integer()),
  escalatedAt: Nullable(Instant),
});
export type OpenCall = Type.Static<typeof OpenCall>;

/** `GET /api/room/{id}` (INTERFACES.md "Room"): the room's fields and its live status. */
export const RoomStatusResponse = Type.Object({
  ...StaticRoom.properties,
  state: Type.Enum(ROOM_STATES, {
    description: 'escalated > late > call_open (any open call) > offline (every device offline) > clean (cleaned within the round interval) > in_use',
  }),
  visitsSinceClean: Type.Integer({ description: 'Visitors counted since the last cleaner arrival' }),
  lastCleanedAt: Nullable(Instant),
  lastMaintainedAt: Nullable(Instant),
  lastVisitAt: Nullable(Instant),
  lastComplaint: Nullable(Type.Object({ problem: Type.String(), category: Type.String(), at: Instant })),
  openCalls: Type.Array(OpenCall),
  dispenserAlerts: Type.Array(
    Type.Object({ item: Type.String(), cell: Type.Integer(), level: Type.Enum(['almost_empty', 'empty']), at: Instant }),
    { description: 'Dispenser cells whose latest reading is not ok' },
  ),
  devices: Type.Array(DeviceStatusItem, { description: 'The devices installed in the room, with spec §4 health' }),
});
export type RoomStatus = Type.Static<typeof RoomStatusResponse>;

/** `POST /api/room/{id}/calls`: a manager's "call cleaner" (DOMAIN.md: opens a manual call). */
export const ManualCallBody = Type.Object(
  {
    category: Type.Optional(Type.Enum(COMPLAINT_CATEGORIES, { description: 'Default cleaning' })),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ManualCallBody = Type.Static<typeof ManualCallBody>;

/** `POST /api/room/{id}/calls` answers 202 once the request is recorded; the call reactor opens the call. */
export const ManualCallAccepted = Type.Object({ requested: Type.Literal(true) });
export type ManualCallAccepted = Type.Static<typeof ManualCallAccepted>;

/** `GET /api/room/realtime?siteId=`. */
export const RealtimeQuerystring = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type RealtimeQuerystring = Type.Static<typeof RealtimeQuerystring>;

/** An open call as the real-time board and the live messages carry it. */
export const LiveCall = Type.Omit(OpenCall, ['escalatedAt']);
export type LiveCall = Type.Static<typeof LiveCall>;

/** A room's live state as the real-time board shows it: `GET /api/room/realtime` and the `room-status` live messages. */
export const LiveRoom = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  building: Nullable(Type.String()),
  floor: Nullable(Type.Integer()),
  roomType: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  state: Type.Enum(ROOM_STATES),
  visitsSinceClean: Type.Integer(),
  lastCleanedAt: Nullable(Instant),
  lastVisitAt: Nullable(Instant),
  lastComplaint: Nullable(Type.Object({ problem: Type.String(), category: Type.String(), at: Instant })),
  openCalls: Type.Array(LiveCall),
  dispenserAlerts: Type.Array(Type.Object({ item: Type.String(), cell: Type.Integer(), level: Type.Enum(['almost_empty', 'empty']), at: Instant })),
  /** Devices in the room and how many are not healthy (spec §4 health). */
  devices: Type.Object({ total: Type.Integer(), offline: Type.Integer(), warning: Type.Integer(), lowBattery: Type.Integer() }),
});
export type LiveRoom = Type.Static<typeof LiveRoom>;

/**
 * `GET /api/room/realtime?siteId=`: the board's snapshot. Apply only live messages with a
 * greater position; `activeShift` is the shift working now with its SLA, null outside every shift.
 */
export const RealtimeSnapshotResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  position: Type.Integer({ description: 'Global event position the snapshot reflects at least' }),
  activeShift: Nullable(Type.Object({ shiftNumber: Type.Integer(), shiftName: Type.String(), minSla: Type.Integer(), maxSla: Type.Integer() })),
  rooms: Type.Array(LiveRoom),
});
export type RealtimeSnapshot = Type.Static<typeof RealtimeSnapshotResponse>;
