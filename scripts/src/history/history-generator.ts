import { deviceStreamId, type NewEvent } from '@facility/contracts';
import { prng } from '../demo/demo-history.random.ts';
import { keepAliveTimes } from './keep-alive.ts';

/** Where a generated room's telemetry is stamped: its site, room and the one device reporting it. */
export interface HistoryRoom {
  siteId: string;
  roomId: string;
  deviceId: string;
}

/**
 * The generator's own ids when the caller names none: three made-up sites (`site-0..2`),
 * `room-N` and `pad-N`. They exist in no organisation, which is enough for a replay but
 * not for anything that checks scope or filters rooms through the read models.
 */
export const syntheticRoom = (room: number): HistoryRoom => ({ siteId: `site-${room % 3}`, roomId: `room-${room}`, deviceId: `pad-${room}` });

export interface HistoryOptions {
  rooms: number;
  days: number;
  /**
   * The ids of room number 0..rooms-1, for a history that belongs to a seeded
   * organisation (rooms and devices that exist); default {@link syntheticRoom}.
   */
  roomOf?: (room: number) => HistoryRoom;
  /** First day (UTC midnight); default: `days` days before today. */
  start?: Date;
  seed?: number;
}

export interface GeneratedBatch {
  streamId: string;
  events: (NewEvent & { id: string })[];
}

/** A UUID-shaped id derived from the PRNG, so re-running the generator is idempotent. */
function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// Visitors per hour of day: quiet nights, a morning and a lunch rush, a smaller evening peak.
const HOURLY_SHAPE = [1, 0.5, 0.3, 0.3, 0.5, 1, 3, 6, 9, 8, 7, 9, 12, 11, 8, 7, 8, 9, 7, 5, 4, 3, 2, 1.5];
const WEEKDAY_FACTOR = [0.45, 1, 1, 1, 1, 0.95, 0.6]; // Sunday..Saturday
const PROBLEMS = ['dirty_floor', 'missing_toilet_paper', 'missing_soap', 'dirty_toilet', 'bad_smell', 'missing_paper_towels'];
const MAINTENANCE = ['problem_leak', 'problem_light', 'problem_door', 'problem_flush'];

/**
 * Realistic telemetry for `rooms` rooms over `days` days, one batch per device and day in
 * time order: counter visits with daily and weekly rhythms, complaints that follow visits
 * (with quick repeats), ratings, cleaner rounds, maintenance and supervisor visits, and
 * heartbeats: every 6 hours with the battery, and whenever the pad has been quiet for 55
 * minutes (keep-alive.ts), so it stays online through the night as a pad in the field does.
 * About 55 events per room and day.
 */
export function* generateHistory(options: HistoryOptions): Generator<GeneratedBatch> {
  const next = prng(options.seed ?? 1);
  // The keep-alive heartbeats draw their ids from a PRNG of their own, so every other event
  // is the same as before they were added.
  const nextKeepAlive = prng((options.seed ?? 1) + 7_919);
  const dayMs = 86_400_000;
  const start = options.start ?? new Date(Math.floor(Date.now() / dayMs) * dayMs - options.days * dayMs);
  const places = Array.from({ length: options.rooms }, (_, room) => (options.roomOf ?? syntheticRoom)(room));
  // Each device's last signal; a device starts the history online.
  const lastSignal = places.map(() => start.getTime());
  for (let day = 0; day < options.days; day++) {
    const dayStart = start.getTime() + day * dayMs;
    const weekday = WEEKDAY_FACTOR[new Date(dayStart).getUTCDay()]!;
    for (let room = 0; room < options.rooms; room++) {
      const { siteId, roomId, deviceId } = places[room]!;
      const busy = 0.5 + ((room * 7919) % 100) / 100; // some rooms are busier than others
      const events: (NewEvent & { id: string })[] = [];
      const push = (type: string, at: number, data: Record<string, unknown>) =>
        events.push({ id: uuid(next), type, occurredAt: new Date(at), data: { deviceId, roomId, siteId, ...data } });

      for (let hour = 0; hour < 24; hour++) {
        const base = dayStart + hour * 3_600_000;
        const visits = Math.round(HOURLY_SHAPE[hour]! * weekday * busy * (2 + next() * 4));
        if (visits > 0) push('VisitorsCounted', base + 3_000_000, { count: visits, counter: room % 2 ? 'women' : 'men' });
        if (next() < visits / 60) {
          const at = base + Math.floor(next() * 3_000_000);
          const problem = PROBLEMS[Math.floor(next() * PROBLEMS.length)]!;
          push('ComplaintReported', at, { problem, category: 'cleaning' });
          if (next() < 0.3) push('ComplaintReported', at + 15_000, { problem, category: 'cleaning' });
        }
        if (next() < 0.01) push('ComplaintReported', base + 900_000, { problem: MAINTENANCE[Math.floor(next() * 4)]!, category: 'maintenance' });
        if (next() < visits / 25) push('RatingGiven', base + 1_200_000, { score: 25 * Math.min(4, Math.floor(next() * 5.5)) });
        if (next() < visits / 40) push('ExposuresCounted', base + 2_000_000, { count: visits * 2 });
        if (hour >= 6 && hour <= 22 && hour % 2 === 0 && next() < 0.85) {
          push('StaffArrived', base + 2_700_000, { staffId: `cleaner-${room % 5}`, role: 'cleaner', method: 'nfc' });
        }
        if (hour % 6 === 0) push('DeviceHeartbeat', base + 60_000, { battery: 100 - day % 100, version: '9.4.1', rssi: -60 });
      }
      if (next() < 0.3) push('StaffArrived', dayStart + 11 * 3_600_000, { staffId: `sup-${room % 2}`, role: 'supervisor', method: 'app' });
      events.sort((a, b) => a.occurredAt!.getTime() - b.occurredAt!.getTime());
      const dayEnd = dayStart + dayMs;
      for (const at of keepAliveTimes(events.map((event) => event.occurredAt!.getTime()), lastSignal[room]!, dayEnd)) {
        events.push({ id: uuid(nextKeepAlive), type: 'DeviceHeartbeat', occurredAt: new Date(at), data: { deviceId, roomId, siteId, battery: 100 - (day % 100), version: '9.4.1', rssi: -60 } });
      }
      events.sort((a, b) => a.occurredAt!.getTime() - b.occurredAt!.getTime());
      lastSignal[room] = events.at(-1)?.occurredAt!.getTime() ?? lastSignal[room]!;
      yield { streamId: deviceStreamId(deviceId), events };
    }
  }
}
