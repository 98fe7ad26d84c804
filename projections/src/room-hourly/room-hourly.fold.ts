import type { RecordedEvent } from '@facility/contracts';

/** A visitor's repeated press of the same problem on the same device within this counts once. */
export const REPEAT_WINDOW_MS = 60_000;
/** An event recorded this long after its hour ended marks the hour as amended (late upload). */
export const LATE_AFTER_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/** What one batch adds to one room-hour. */
export interface HourlyDelta {
  roomId: string;
  siteId: string;
  hourStart: number;
  visits: number;
  exposures: number;
  complaints: number;
  maintenanceComplaints: number;
  arrivals: number;
  maintenanceArrivals: number;
  supervisorArrivals: number;
  scoreSum: number;
  scoreCount: number;
  cleanerCalls: number;
  isAmended: boolean;
}

/** The repeat rule's memory: last counted press time (ms) per device and problem. */
export type PressMemory = Map<string, number>;
export const pressKey = (deviceId: string, problem: string): string => `${deviceId}\u0000${problem}`;

const emptyDelta = (roomId: string, siteId: string, hourStart: number): HourlyDelta => ({
  roomId,
  siteId,
  hourStart,
  visits: 0,
  exposures: 0,
  complaints: 0,
  maintenanceComplaints: 0,
  arrivals: 0,
  maintenanceArrivals: 0,
  supervisorArrivals: 0,
  scoreSum: 0,
  scoreCount: 0,
  cleanerCalls: 0,
  isAmended: false,
});

const HANDLED = new Set([
  'VisitorsCounted',
  'ExposuresCounted',
  'ComplaintReported',
  'StaffArrived',
  'RatingGiven',
  'CleanerCallRequested',
]);

/** The (device, problem) pairs whose memory a batch needs. */
export function pressKeysOf(events: readonly RecordedEvent[]): { deviceId: string; problem: string }[] {
  const keys = new Map<string, { deviceId: string; problem: string }>();
  for (const event of events) {
    const { deviceId, problem } = event.data;
    if (event.type === 'ComplaintReported' && typeof deviceId === 'string' && typeof problem === 'string') {
      keys.set(pressKey(deviceId, problem), { deviceId, problem });
    }
  }
  return [...keys.values()];
}

/**
 * Folds a batch of events (in global order) into per room-hour deltas. Pure: the caller
 * loads `presses` for {@link pressKeysOf} and stores the entries this function changes.
 * Only events stamped with a room and site count; others are ignored, as are unknown types.
 */
export function foldHourly(events: readonly RecordedEvent[], presses: PressMemory): { deltas: HourlyDelta[]; changedPresses: string[] } {
  const deltas = new Map<string, HourlyDelta>();
  const changed = new Set<string>();

  for (const event of events) {
    if (!HANDLED.has(event.type)) continue;
    const { roomId, siteId } = event.data;
    if (typeof roomId !== 'string' || typeof siteId !== 'string') continue;
    const occurred = event.occurredAt.getTime();
    const hourStart = Math.floor(occurred / HOUR_MS) * HOUR_MS;
    const key = `${roomId}\u0000${hourStart}`;
    const delta = deltas.get(key) ?? emptyDelta(roomId, siteId, hourStart);
    deltas.set(key, delta);
    if (event.recordedAt.getTime() >= hourStart + HOUR_MS + LATE_AFTER_MS) delta.isAmended = true;

    const data = event.data;
    switch (event.type) {
      case 'VisitorsCounted':
        delta.visits += Number(data.count) || 0;
        break;
      case 'ExposuresCounted':
        delta.exposures += Number(data.count) || 0;
        break;
      case 'RatingGiven':
        delta.scoreSum += Number(data.score) || 0;
        delta.scoreCount += 1;
        break;
      case 'CleanerCallRequested':
        delta.cleanerCalls += 1;
        break;
      case 'StaffArrived':
        if (data.role === 'cleaner') delta.arrivals += 1;
        else if (data.role === 'maintenance') delta.maintenanceArrivals += 1;
        else if (data.role === 'supervisor') delta.supervisorArrivals += 1;
        break;
      case 'ComplaintReported': {
        const memoryKey = pressKey(String(data.deviceId), String(data.problem));
        const last = presses.get(memoryKey);
        if (last !== undefined && Math.abs(occurred - last) < REPEAT_WINDOW_MS) break;
        // A late upload of an older press must not pull the window back in time.
        presses.set(memoryKey, last === undefined ? occurred : Math.max(last, occurred));
        changed.add(memoryKey);
        if (data.category === 'maintenance') delta.maintenanceComplaints += 1;
        else delta.complaints += 1;
        break;
      }
    }
  }
  return { deltas: [...deltas.values()], changedPresses: [...changed] };
}
