import type { LiveCall, LiveRoom, RoomState } from '@facility/contracts';
import {
  listDeviceStatus,
  listOpenCallsOfSite,
  listRoomFacts,
  type CallView,
  type DeviceStatusRecord,
  type ReadModelDatabase,
  type RoomFactsView,
  type RoomRecord,
  type SiteRecord,
} from '@facility/projections';
import type { Kysely } from 'kysely';
import { toDeviceStatusItem } from '../sensors/device-status.view.ts';
import { callState, DEFAULT_ROUND_INTERVAL_MINUTES, roomState } from './room-state.ts';

const MINUTE_MS = 60_000;
/** Below this battery level (percent) a device counts as low on battery on the board. */
const LOW_BATTERY_PERCENT = 20;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export type DeviceStatusItemView = ReturnType<typeof toDeviceStatusItem>;

/** An open call as the board shows it (the contract's), plus when it escalated, for the room route. */
export interface OpenCallView extends LiveCall {
  escalatedAt: string | null;
}

/** A room's live status, worked out at `now` (states depend on the clock), in one shape for the room route, the board and the live hub. */
export interface RoomLiveView {
  room: RoomRecord;
  state: RoomState;
  visitsSinceClean: number;
  lastCleanedAt: string | null;
  lastMaintainedAt: string | null;
  lastVisitAt: string | null;
  lastComplaint: LiveRoom['lastComplaint'];
  openCalls: OpenCallView[];
  dispenserAlerts: LiveRoom['dispenserAlerts'];
  devices: DeviceStatusItemView[];
}

/** What a room's live status is worked out from: its facts, its open calls and its devices. */
export interface RoomLiveInputs {
  facts: readonly RoomFactsView[];
  calls: readonly CallView[];
  devices: readonly DeviceStatusRecord[];
}

/**
 * The live status of a site's rooms (or only `rooms`), from three reads whatever the room
 * count: facts, open calls and devices of the site.
 */
export async function loadRoomsLive(db: Kysely<ReadModelDatabase>, site: SiteRecord, rooms: readonly RoomRecord[], now: Date): Promise<RoomLiveView[]> {
  if (rooms.length === 0) return [];
  const roomIds = rooms.map((room) => room.roomId);
  const [facts, calls, devices] = await Promise.all([
    listRoomFacts(db, site.siteId, roomIds),
    listOpenCallsOfSite(db, site.siteId, roomIds),
    listDeviceStatus(db, site.siteId, roomIds),
  ]);
  return buildRoomsLive(site, rooms, { facts, calls, devices }, now);
}

/**
 * The rooms' live status at `now` from their inputs (pure): the read models' for the live
 * board, or the event log's as of a past moment for time travel — one rule for both.
 */
export function buildRoomsLive(site: SiteRecord, rooms: readonly RoomRecord[], inputs: RoomLiveInputs, now: Date): RoomLiveView[] {
  const factsOf = new Map(inputs.facts.map((fact) => [fact.roomId, fact]));
  // Grouped once: filtering the site's devices and calls for each room is rooms x devices.
  const devicesOf = groupByRoom(inputs.devices);
  const callsOf = groupByRoom(inputs.calls);
  return rooms.map((room) => {
    const fact = factsOf.get(room.roomId) ?? null;
    const devices = (devicesOf.get(room.roomId) ?? []).map((device) => toDeviceStatusItem(device, now));
    const openCalls = (callsOf.get(room.roomId) ?? []).map((call) => toOpenCall(call, site, now));
    const lastCleanedAt = fact?.lastCleanedAt ?? null;
    return {
      room,
      state: roomState(
        {
          callStates: openCalls.map((call) => call.state),
          lastCleanedAt,
          roundIntervalMinutes: site.timeSaving?.roundIntervalMinutes ?? DEFAULT_ROUND_INTERVAL_MINUTES,
          deviceOffline: devices.map((device) => device.health.status === 'offline' || device.health.status === 'red'),
        },
        now,
      ),
      visitsSinceClean: fact?.visitsSinceClean ?? 0,
      lastCleanedAt: iso(lastCleanedAt),
      lastMaintainedAt: iso(fact?.lastMaintainedAt ?? null),
      lastVisitAt: iso(fact?.lastVisitAt ?? null),
      lastComplaint:
        fact?.lastComplaintAt && fact.lastComplaintProblem
          ? { problem: fact.lastComplaintProblem, category: fact.lastComplaintCategory ?? 'cleaning', at: fact.lastComplaintAt.toISOString() }
          : null,
      openCalls,
      dispenserAlerts: (fact?.dispensers ?? [])
        .filter((reading) => reading.level !== 'ok')
        .map((reading) => ({ item: reading.item, cell: reading.cell, level: reading.level as 'empty' | 'almost_empty', at: reading.at })),
      devices,
    };
  });
}

/** Items by their room, each room's in their original order. */
function groupByRoom<T extends { roomId: string }>(items: readonly T[]): Map<string, T[]> {
  const byRoom = new Map<string, T[]>();
  for (const item of items) {
    const list = byRoom.get(item.roomId);
    if (list) list.push(item);
    else byRoom.set(item.roomId, [item]);
  }
  return byRoom;
}

function toOpenCall(call: CallView, site: SiteRecord, now: Date): OpenCallView {
  return {
    callId: call.callId,
    source: call.source,
    category: call.category,
    problems: call.problems,
    complaintCount: call.complaintCount,
    openedAt: call.openedAt.toISOString(),
    minutesOpen: Math.max(0, Math.round(((now.getTime() - call.openedAt.getTime()) / MINUTE_MS) * 10) / 10),
    state: callState(call, site, now),
    minSla: call.minSla,
    maxSla: call.maxSla,
    escalatedAt: iso(call.escalatedAt),
  };
}

/** The board's compact shape of a room (contracts `LiveRoom`). */
export function toLiveRoom(view: RoomLiveView): LiveRoom {
  const { room } = view;
  return {
    id: room.roomId,
    displayName: room.displayName,
    building: room.building,
    floor: room.floor,
    roomType: room.roomType,
    gender: room.gender,
    state: view.state,
    visitsSinceClean: view.visitsSinceClean,
    lastCleanedAt: view.lastCleanedAt,
    lastVisitAt: view.lastVisitAt,
    lastComplaint: view.lastComplaint,
    openCalls: view.openCalls.map(({ escalatedAt: _, ...call }) => call),
    dispenserAlerts: view.dispenserAlerts,
    devices: {
      total: view.devices.length,
      offline: view.devices.filter((device) => device.health.status === 'offline' || device.health.status === 'red').length,
      warning: view.devices.filter((device) => device.health.status === 'warning').length,
      lowBattery: view.devices.filter((device) => device.battery !== null && device.battery < LOW_BATTERY_PERCENT).length,
    },
  };
}
