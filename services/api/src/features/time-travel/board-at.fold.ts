import { deviceStreamId, type RecordedEvent } from '@facility/contracts';
import type { LatestLookup } from '@facility/event-store';
import {
  foldCalls,
  foldDeviceStatus,
  foldRoomFacts,
  type CallRecord,
  type CallView,
  type DeviceStatusRecord,
  type RoomFacts,
  type RoomFactsView,
} from '@facility/projections';
import type { RoomLiveInputs } from '../room-status/room-live.service.ts';

/**
 * Time travel's pure half: the board's inputs as of a moment, folded from the few events
 * that decide them, by the same folds the projections run. Which events those are:
 *
 * - a room's facts: its newest cleaning, maintenance visit, fix, complaint and visit, the
 *   newest reading of each dispenser cell, and every visit since that cleaning (visitors
 *   "since clean" are a sum);
 * - its open calls: the reactor keeps at most one open call per category, so the newest
 *   opening of each category is the only one that may still be open; that call's own
 *   events up to the moment say whether it was, and how it stood;
 * - a device's status: its newest event (last signal) and its newest heartbeat.
 *
 * Everything is by event time (`occurredAt`): the board at T shows what had happened by T.
 */

/** The "newest before" look-ups per room (event-store `latestRoomEvents`). */
export const ROOM_LOOKUPS: readonly LatestLookup[] = [
  { type: 'StaffArrived', match: { role: 'cleaner' } },
  { type: 'StaffArrived', match: { role: 'maintenance' } },
  { type: 'IssueFixed' },
  { type: 'ComplaintReported' },
  { type: 'VisitorsCounted' },
  { type: 'DispenserLevelReported', distinctOn: ['item', 'cell'] },
  { type: 'CallOpened', match: { category: 'cleaning' } },
  { type: 'CallOpened', match: { category: 'maintenance' } },
];

/** The events the look-ups found, and the runs read after them. */
export interface BoardEventsAt {
  at: Date;
  latest: readonly RecordedEvent[];
  /** Visits of each room since its newest cleaning (all of them for a room never cleaned). */
  visitsSinceClean: readonly RecordedEvent[];
  /** The events of those openings' calls up to the moment: complaints added, escalation, resolution. */
  callEvents: readonly RecordedEvent[];
  /** Per device stream: its newest event, and its newest heartbeat. */
  deviceLatest: readonly RecordedEvent[];
  deviceHeartbeats: readonly RecordedEvent[];
}

/** Each room's newest cleaning at or before the moment: where its visitors "since clean" start. */
export function cleaningsOf(latest: readonly RecordedEvent[]): Map<string, Date> {
  const since = new Map<string, Date>();
  for (const event of latest) {
    if (event.type === 'StaffArrived' && event.data.role === 'cleaner') since.set(String(event.data.roomId), event.occurredAt);
  }
  return since;
}

/** The calls that may still have been open at the moment: the newest opening of each category in each room. */
export function callCandidatesOf(latest: readonly RecordedEvent[]): string[] {
  return latest.filter((event) => event.type === 'CallOpened').map((event) => String(event.data.callId));
}

const byEventTime = (a: RecordedEvent, b: RecordedEvent) => a.occurredAt.getTime() - b.occurredAt.getTime() || compareLogOrder(a, b);
const compareLogOrder = (a: RecordedEvent, b: RecordedEvent) => a.transactionId - b.transactionId || a.globalPosition - b.globalPosition;

/** One copy of each event (a look-up and a run may find the same one). */
function distinct(events: readonly RecordedEvent[]): RecordedEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => (seen.has(event.id) ? false : (seen.add(event.id), true)));
}

/** The board's inputs at the moment: facts, calls open then, and the registry's devices with their status then. */
export function boardInputsAt(events: BoardEventsAt, registry: readonly DeviceStatusRecord[]): RoomLiveInputs {
  return { facts: factsAt(events), calls: openCallsAt(events), devices: devicesAt(events, registry) };
}

function factsAt(events: BoardEventsAt): RoomFactsView[] {
  const rooms = new Map<string, RoomFacts>();
  const factEvents = distinct([...events.latest.filter((event) => event.type !== 'CallOpened'), ...events.visitsSinceClean]).sort(byEventTime);
  foldRoomFacts(rooms, factEvents);
  return [...rooms.values()].map((facts) => ({
    roomId: facts.roomId,
    siteId: facts.siteId,
    lastCleanedAt: toDate(facts.lastCleanedAt),
    lastMaintainedAt: toDate(facts.lastMaintainedAt),
    visitsSinceClean: facts.visitsSinceClean,
    lastVisitAt: toDate(facts.lastVisitAt),
    lastComplaintAt: toDate(facts.lastComplaintAt),
    lastComplaintProblem: facts.lastComplaintProblem,
    lastComplaintCategory: facts.lastComplaintCategory,
    dispensers: Object.values(facts.dispensers).sort((a, b) => a.item.localeCompare(b.item) || a.cell - b.cell),
  }));
}

function openCallsAt(events: BoardEventsAt): CallView[] {
  const calls = new Map<string, CallRecord>();
  // Log order, as the calls projection folds them: an opening always precedes its follow-ups.
  const callEvents = distinct([...events.latest.filter((event) => event.type === 'CallOpened'), ...events.callEvents]).sort(compareLogOrder);
  foldCalls(calls, callEvents);
  return [...calls.values()]
    .filter((call) => call.resolvedAt === null)
    .map((call) => ({
      ...call,
      source: call.source as CallView['source'],
      category: call.category as CallView['category'],
      openedAt: new Date(call.openedAt),
      escalatedAt: call.escalatedAt ? new Date(call.escalatedAt) : null,
      resolvedAt: null,
    }))
    .sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());
}

function devicesAt(events: BoardEventsAt, registry: readonly DeviceStatusRecord[]): DeviceStatusRecord[] {
  const folds = new Map(foldDeviceStatus([...events.deviceHeartbeats, ...events.deviceLatest].sort(byEventTime)).map((fold) => [fold.deviceId, fold]));
  return registry.map((device) => {
    const fold = folds.get(device.deviceId);
    const beat = fold?.heartbeat ?? null;
    return {
      ...device,
      lastSignalAt: toDate(fold?.lastSignalAt ?? null),
      lastHeartbeatAt: toDate(beat?.at ?? null),
      battery: beat?.battery ?? null,
      version: beat?.version ?? null,
      rssi: beat?.rssi ?? null,
      ssid: beat?.ssid ?? null,
      simId: beat?.simId ?? null,
      state: beat?.state ?? null,
      counterState: beat?.counterState ?? null,
      userFlags: beat?.userFlags ?? null,
      sensorFlags: beat?.sensorFlags ?? null,
    };
  });
}

const toDate = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** The telemetry streams of the registry's devices. */
export const deviceStreamsOf = (registry: readonly DeviceStatusRecord[]): string[] => registry.map((device) => deviceStreamId(device.deviceId));
