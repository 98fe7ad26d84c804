import { randomUUID } from 'node:crypto';
import type { IncomingEvent, IngestingDevice } from '@facility/api';
import type { DeviceType, RoomType } from '@facility/contracts';
import { FIRMWARE, localTime, ROOM_PROFILES } from './demo-history.ts';

/**
 * Live traffic for a set of devices: visitors, complaints (cleaning and maintenance),
 * ratings, exposures, cleaner calls and arrivals, supervisor visits, dispenser levels and
 * heartbeats, at roughly `ratePerSecond` events per second (heartbeats come on top, one
 * per device every `heartbeatEveryMs`).
 *
 * Devices are grouped by room, and a room behaves as one: its counter counts visitors, its
 * pad takes complaints, a cleaner answers a complaint or a full counter some minutes later
 * (checking in on the pad, which resolves the call) and the dispensers are refilled.
 * Traffic follows each room's local hour when its time zone is known. A device of unknown
 * type (the `simulate` CLI knows only tokens) sends every kind of event.
 */

export interface SimulatedDevice extends IngestingDevice {
  /** Unknown: a generic device that sends every kind of event. */
  deviceType?: DeviceType;
  roomType?: RoomType;
  /** IANA zone of the device's site: traffic follows its local hours. */
  timezone?: string;
  /** Cells of a dispenser (default 4). */
  cells?: number;
  /** Battery level to report from (default: somewhere between 45 and 95; tablets are on mains). */
  battery?: number;
}

export interface SimulatorStats {
  /** Events handed to `send` and acknowledged. */
  sent: number;
  batches: number;
  /** Events whose `send` threw. */
  failed: number;
}

export interface SimulatorOptions<D extends SimulatedDevice> {
  /** Delivers one device's batch: in process `ingestBatch`, remotely an HTTP POST. */
  send(device: D, events: IncomingEvent[]): Promise<unknown>;
  devices: readonly D[];
  /** Activity events per second, over all devices. */
  ratePerSecond: number;
  /** Aborting stops the simulator after the batches in flight. */
  signal?: AbortSignal;
  /** Default 30 minutes; 0 turns heartbeats off. */
  heartbeatEveryMs?: number;
  /** Default 1000. */
  tickMs?: number;
  /** Default Math.random. */
  random?: () => number;
  /** Default Date.now. */
  clock?: () => number;
  /** Called when a `send` fails (default: a warning on stderr, at most one every ten seconds). */
  onError?(error: unknown, device: D): void;
}

export interface Simulator {
  readonly stats: SimulatorStats;
  /** Stops after the batches in flight; resolves when the loop has ended. */
  stop(): Promise<void>;
  /** Settles when the loop ends. */
  readonly done: Promise<void>;
}

const MINUTE_MS = 60_000;

const COUNTER_KIND: Partial<Record<DeviceType, string>> = {
  counter_men: 'men',
  counter_women: 'women',
  counter_handicap: 'handicap',
  counter_shared: 'shared',
};

/** Relative visitors by local hour when a room's zone is known. */
const HOURLY = [
  0.05, 0.03, 0.03, 0.03, 0.04, 0.08, 0.2, 0.45, 0.8, 1, 0.9, 0.85, 1, 0.95, 0.8, 0.75, 0.75, 0.65, 0.45, 0.3, 0.2, 0.12, 0.08, 0.06,
];

const GENERIC_PROFILE = ROOM_PROFILES.men;

/**
 * What one unit of activity is, as cumulative shares: mostly visitors, then ratings and
 * exposures; complaints, calls, repairs and supervisor visits rarer, about as the history
 * has them relative to visits (the live rate itself is far above a real building's, so
 * that the boards move).
 */
const MIX = {
  visit: 0.8,
  complaint: 0.83,
  rating: 0.91,
  exposure: 0.975,
  cleanerCall: 0.983,
  repair: 0.988,
  // the rest: a supervisor's visit
} as const;

type Level = 'ok' | 'almost_empty' | 'empty';

interface Room<D> {
  devices: D[];
  weight: number;
  timezone: string | undefined;
  profile: (typeof ROOM_PROFILES)[RoomType];
  counters: D[];
  feedback: D[];
  raters: D[];
  dispensers: { device: D; item: 'toilet_paper' | 'soap'; fill: number[]; reported: Level[] }[];
  visitsSinceClean: number;
  /** When a cleaner is due to answer an open complaint or a full counter. */
  cleanerDue: number | null;
  nextRound: number;
  /** A maintenance visit on its way: when, and what it will fix. */
  repair: { at: number; problem: string } | null;
}

const levelOf = (fill: number): Level => (fill <= 0.02 ? 'empty' : fill < 0.25 ? 'almost_empty' : 'ok');
const is = (device: SimulatedDevice, ...types: DeviceType[]) => device.deviceType === undefined || types.includes(device.deviceType);

export function startSimulator<D extends SimulatedDevice>(options: SimulatorOptions<D>): Simulator {
  const random = options.random ?? Math.random;
  const clock = options.clock ?? Date.now;
  const tickMs = options.tickMs ?? 1_000;
  const heartbeatEveryMs = options.heartbeatEveryMs ?? 30 * MINUTE_MS;
  const stats: SimulatorStats = { sent: 0, batches: 0, failed: 0 };
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  let lastWarning = 0;
  const onError =
    options.onError ??
    ((error: unknown, device: D) => {
      if (clock() - lastWarning < 10_000) return;
      lastWarning = clock();
      console.warn(`simulator: sending for device ${device.deviceId} failed: ${error instanceof Error ? error.message : String(error)}`);
    });

  const start = clock();
  const rooms = new Map<string, Room<D>>();
  for (const device of options.devices) {
    let room = rooms.get(device.roomId);
    if (!room) {
      const profile = device.roomType ? ROOM_PROFILES[device.roomType] : GENERIC_PROFILE;
      room = {
        devices: [],
        weight: profile.peak,
        timezone: device.timezone,
        profile,
        counters: [],
        feedback: [],
        raters: [],
        dispensers: [],
        visitsSinceClean: Math.floor(random() * 15),
        cleanerDue: null,
        nextRound: start + between(5, 60) * MINUTE_MS,
        repair: null,
      };
      rooms.set(device.roomId, room);
    }
    room.devices.push(device);
    if (is(device, 'counter_men', 'counter_women', 'counter_handicap', 'counter_shared')) room.counters.push(device);
    if (is(device, 'pad9', 'pad9plus', 'tablet', 'qr_tag')) room.feedback.push(device);
    if (is(device, 'pad9plus', 'tablet')) room.raters.push(device);
    if (is(device, 'toilet_paper', 'double_toilet_paper', 'liquid_sensor')) {
      const cells = Math.max(1, Math.min(20, device.cells ?? 4));
      const fill = Array.from({ length: cells }, () => between(0.3, 1));
      room.dispensers.push({ device, item: device.deviceType === 'liquid_sensor' ? 'soap' : 'toilet_paper', fill, reported: fill.map(levelOf) });
    }
  }
  const roomList = [...rooms.values()];
  const nextHeartbeat = new Map<D, number>(
    options.devices.map((device) => [device, start + random() * Math.min(heartbeatEveryMs || 1, 60_000)]),
  );
  const battery = new Map<D, number>(
    options.devices.map((device) => [device, device.deviceType === 'tablet' ? 100 : (device.battery ?? between(45, 95))]),
  );

  /** The events of this tick, per device. */
  let outbox = new Map<D, IncomingEvent[]>();
  const emit = (device: D | undefined, type: string, data: Record<string, unknown> = {}, at = clock()) => {
    if (!device) return;
    const events = outbox.get(device) ?? [];
    events.push({ id: randomUUID(), type, occurredAt: new Date(at).toISOString(), ...data });
    outbox.set(device, events);
  };

  const hourFactor = (room: Room<D>) => (room.timezone ? (HOURLY[localTime(clock(), room.timezone).hour] ?? 1) : 1);
  const shouldCall = (room: Room<D>, inMinutes: readonly [number, number]) => {
    if (room.cleanerDue === null) room.cleanerDue = clock() + between(inMinutes[0], inMinutes[1]) * MINUTE_MS;
  };

  const cleanerArrives = (room: Room<D>) => {
    // Staff check in on the room's pad (a room without one only sees its dispensers refilled).
    emit(room.feedback[0], 'StaffArrived', { staffId: null, role: 'cleaner', method: random() < 0.7 ? 'nfc' : 'button' });
    room.visitsSinceClean = 0;
    room.cleanerDue = null;
    room.nextRound = clock() + between(45, 120) * MINUTE_MS;
    for (const dispenser of room.dispensers) {
      dispenser.fill.forEach((_, cell) => {
        dispenser.fill[cell] = 1;
        if (dispenser.reported[cell] !== 'ok') {
          dispenser.reported[cell] = 'ok';
          emit(dispenser.device, 'DispenserLevelReported', { item: dispenser.item, cell: cell + 1, level: 'ok' });
        }
      });
    }
  };

  /** One unit of activity in a room. */
  const activity = (room: Room<D>) => {
    const roll = random();
    const pad = room.feedback.length > 0 ? pick(room.feedback) : undefined;
    if (roll < MIX.visit) {
      const count = 1 + Math.floor(random() * 3);
      room.visitsSinceClean += count;
      if (room.counters.length > 0) {
        const counter = pick(room.counters);
        emit(counter, 'VisitorsCounted', { count, counter: COUNTER_KIND[counter.deviceType!] ?? pick(['men', 'women']) });
      } else if (room.raters.length > 0) {
        emit(pick(room.raters), 'ExposuresCounted', { count: Math.round(count * room.profile.exposureRate) });
      }
      for (const dispenser of room.dispensers) {
        const cell = Math.floor(random() * dispenser.fill.length);
        dispenser.fill[cell] = Math.max(0, dispenser.fill[cell]! - count * between(0.01, 0.04));
        const level = levelOf(dispenser.fill[cell]!);
        if (level !== dispenser.reported[cell]) {
          dispenser.reported[cell] = level;
          emit(dispenser.device, 'DispenserLevelReported', { item: dispenser.item, cell: cell + 1, level });
        }
      }
      if (room.visitsSinceClean >= 40) shouldCall(room, [4, 15]);
    } else if (roll < MIX.complaint) {
      if (!pad) return;
      const empty = room.dispensers.find((d) => d.reported.includes('empty'));
      const problem = empty && random() < 0.6 ? (empty.item === 'soap' ? 'missing_soap' : 'missing_toilet_paper') : pick(room.profile.problems);
      // Impatient visitors press twice.
      if (random() < 0.2) emit(pad, 'ComplaintReported', { problem, category: 'cleaning' }, clock() - 5_000);
      emit(pad, 'ComplaintReported', { problem, category: 'cleaning' });
      shouldCall(room, [2, 12]);
    } else if (roll < MIX.rating) {
      const rater = room.raters.length > 0 ? pick(room.raters) : pad;
      if (!rater) return;
      const dirt = Math.min(1, room.visitsSinceClean / 40);
      const stars = Math.max(1, Math.min(5, Math.round(between(3.6, 5.4) - dirt * 2)));
      emit(rater, 'RatingGiven', { score: (stars - 1) * 25 });
    } else if (roll < MIX.exposure) {
      if (room.raters.length === 0) return;
      emit(pick(room.raters), 'ExposuresCounted', { count: 1 + Math.floor(random() * 6) });
    } else if (roll < MIX.cleanerCall) {
      if (!pad) return;
      emit(pad, 'CleanerCallRequested');
      shouldCall(room, [3, 10]);
    } else if (roll < MIX.repair) {
      if (!pad || room.repair) return;
      const problem = pick(room.profile.repairs);
      emit(pad, 'ComplaintReported', { problem, category: 'maintenance' });
      room.repair = { at: clock() + between(10, 30) * MINUTE_MS, problem };
    } else {
      if (!pad) return;
      emit(pad, 'StaffArrived', { staffId: null, role: 'supervisor', method: 'app' });
    }
  };

  /** Cleaners and technicians who are due, and heartbeats. */
  const scheduled = () => {
    const now = clock();
    for (const room of roomList) {
      if ((room.cleanerDue !== null && room.cleanerDue <= now) || room.nextRound <= now) cleanerArrives(room);
      if (room.repair && room.repair.at <= now) {
        const pad = room.feedback[0];
        emit(pad, 'StaffArrived', { staffId: null, role: 'maintenance', method: 'qr' }, now - 1_000);
        emit(pad, 'IssueFixed', { problem: `fixed_${room.repair.problem.replace(/^problem_/, '')}` });
        room.repair = null;
      }
    }
    if (heartbeatEveryMs <= 0) return;
    for (const [device, due] of nextHeartbeat) {
      if (due > now) continue;
      nextHeartbeat.set(device, now + heartbeatEveryMs * between(0.9, 1.1));
      const level = Math.max(1, battery.get(device)! - (device.deviceType === 'tablet' ? 0 : 0.01));
      battery.set(device, level);
      emit(device, 'DeviceHeartbeat', {
        battery: Math.round(level),
        version: FIRMWARE[device.deviceType ?? 'pad9'],
        rssi: Math.round(between(-80, -50)),
        state: 'ok',
        ...(device.deviceType === 'pad9plus' ? { counterState: 'online' } : {}),
      });
    }
  };

  const pickRoom = (weights: readonly number[]): Room<D> => {
    let roll = random() * weights.reduce((sum, weight) => sum + weight, 0);
    for (const [index, weight] of weights.entries()) {
      roll -= weight;
      if (roll <= 0) return roomList[index]!;
    }
    return roomList[roomList.length - 1]!;
  };

  const controller = new AbortController();
  const stopped = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        stopped.removeEventListener('abort', done);
        resolve();
      }
      stopped.addEventListener('abort', done, { once: true });
    });

  const loop = async () => {
    let owed = 0;
    let lastTick = clock();
    while (!stopped.aborted && roomList.length > 0) {
      const tickStart = clock();
      scheduled();
      // Activity owed for the time since the last tick (a stall of over ten seconds is not made up).
      owed += (options.ratePerSecond * Math.min(10_000, Math.max(0, tickStart - lastTick))) / 1000;
      lastTick = tickStart;
      const count = Math.floor(owed);
      owed -= count;
      if (count > 0) {
        const weights = roomList.map((room) => room.weight * hourFactor(room));
        for (let i = 0; i < count; i++) activity(pickRoom(weights));
      }
      const batches = outbox;
      outbox = new Map();
      await Promise.all(
        [...batches].map(async ([device, events]) => {
          events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
          try {
            await options.send(device, events);
            stats.sent += events.length;
            stats.batches++;
          } catch (error) {
            stats.failed += events.length;
            onError(error, device);
          }
        }),
      );
      await sleep(Math.max(0, tickMs - (clock() - tickStart)));
    }
  };
  const done = loop();

  return {
    stats,
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
