import { CALL_SOURCES, COMPLAINT_CATEGORIES } from '@facility/contracts';
import { Type } from '@fastify/type-provider-typebox';
import { DeviceStatusItem } from '../sensors/device-status.view.ts';
import { StaticRoom } from '../organisation/site/site.schemas.ts';
import { ROOM_STATES } from './room-state.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

export const RoomParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export const OpenCallSchema = Type.Object({
  callId: Type.String(),
  source: Type.Enum(CALL_SOURCES),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  problems: Type.Array(Type.String(), { description: 'Label keys (dirty_floor, missing_toilet_paper, call_cleaner, visitors_threshold...), first report first' }),
  complaintCount: Type.Integer({ description: 'Reports that opened or joined the call' }),
  openedAt: Instant,
  minutesOpen: Type.Number(),
  state: Type.Enum(['open', 'late', 'escalated'], { description: 'Against the SLA of the shift active when it opened (or now, if it opened out of hours)' }),
  minSla: Nullable(Type.Integer()),
  maxSla: Nullable(Type.Integer()),
  escalatedAt: Nullable(Instant),
});

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
  openCalls: Type.Array(OpenCallSchema),
  dispenserAlerts: Type.Array(
    Type.Object({ item: Type.String(), cell: Type.Integer(), level: Type.Enum(['almost_empty', 'empty']), at: Instant }),
    { description: 'Dispenser cells whose latest reading is not ok' },
  ),
  devices: Type.Array(DeviceStatusItem, { description: 'The devices installed in the room, with spec §4 health' }),
});

export const ManualCallBody = Type.Object(
  {
    category: Type.Optional(Type.Enum(COMPLAINT_CATEGORIES, { description: 'Default cleaning' })),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const RealtimeQuerystring = Type.Object({ siteId: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

/** contracts `LiveRoom`: a room as the real-time board and the `room-status` live messages carry it. */
export const LiveRoomSchema = Type.Object({
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
  openCalls: Type.Array(Type.Omit(OpenCallSchema, ['escalatedAt'])),
  dispenserAlerts: Type.Array(Type.Object({ item: Type.String(), cell: Type.Integer(), level: Type.Enum(['almost_empty', 'empty']), at: Instant })),
  devices: Type.Object({ total: Type.Integer(), offline: Type.Integer(), warning: Type.Integer(), lowBattery: Type.Integer() }),
});

export const RealtimeSnapshotResponse = Type.Object({
  siteId: Type.String(),
  timezone: Type.String(),
  position: Type.Integer({ description: 'Global event position the snapshot reflects at least' }),
  activeShift: Nullable(Type.Object({ shiftNumber: Type.Integer(), shiftName: Type.String(), minSla: Type.Integer(), maxSla: Type.Integer() })),
  rooms: Type.Array(LiveRoomSchema),
});
