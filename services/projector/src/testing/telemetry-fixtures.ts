import { randomUUID } from 'node:crypto';
import { deviceStreamId, type NewEvent } from '@facility/contracts';
import type { EventStore } from '@facility/event-store';

export interface FixtureEvent {
  streamId: string;
  event: NewEvent & { id: string };
}

/** A small deterministic PRNG (mulberry32) so fixtures are the same on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Telemetry for `rooms` rooms over `hours` hours from `start`: visitor counts, complaints
 * (with quick repeats the 60 s rule must swallow), ratings, staff arrivals. One device per room.
 */
export function telemetryHistory(options: { rooms: number; hours: number; seed?: number; start?: Date }): FixtureEvent[] {
  const next = random(options.seed ?? 7);
  const start = (options.start ?? new Date('2026-03-01T00:00:00Z')).getTime();
  const events: FixtureEvent[] = [];
  const push = (room: number, type: string, at: number, data: Record<string, unknown>) => {
    const deviceId = `dev-${room}`;
    events.push({
      streamId: deviceStreamId(deviceId),
      event: {
        id: randomUUID(),
        type,
        occurredAt: new Date(at),
        data: { deviceId, roomId: `room-${room}`, siteId: `site-${room % 2}`, ...data },
      },
    });
  };
  for (let hour = 0; hour < options.hours; hour++) {
    for (let room = 0; room < options.rooms; room++) {
      const base = start + hour * 3_600_000;
      push(room, 'VisitorsCounted', base + 600_000, { count: 1 + Math.floor(next() * 30), counter: 'men' });
      if (next() < 0.5) {
        const at = base + Math.floor(next() * 3_000_000);
        push(room, 'ComplaintReported', at, { problem: 'dirty_floor', category: 'cleaning' });
        push(room, 'ComplaintReported', at + 20_000, { problem: 'dirty_floor', category: 'cleaning' });
      }
      if (next() < 0.2) push(room, 'ComplaintReported', base + 1_800_000, { problem: 'problem_leak', category: 'maintenance' });
      if (next() < 0.6) push(room, 'RatingGiven', base + 2_400_000, { score: 25 * Math.floor(next() * 5) });
      if (next() < 0.4) push(room, 'StaffArrived', base + 3_000_000, { staffId: null, role: 'cleaner', method: 'nfc' });
    }
  }
  return events;
}

/** Appends fixture events in chunks per stream, as devices uploading batches would. */
export async function appendFixtures(store: EventStore, fixtures: readonly FixtureEvent[], chunk = 50): Promise<void> {
  const byStream = new Map<string, FixtureEvent['event'][]>();
  for (const { streamId, event } of fixtures) byStream.set(streamId, [...(byStream.get(streamId) ?? []), event]);
  await Promise.all(
    [...byStream].map(async ([streamId, events]) => {
      for (let i = 0; i < events.length; i += chunk) await store.append(streamId, events.slice(i, i + chunk));
    }),
  );
}

/** Totals the fixtures should add up to, computed independently of the projection. */
export function expectedTotals(fixtures: readonly FixtureEvent[]): {
  visits: number;
  ratings: number;
  arrivals: number;
  complaints: number;
} {
  let cleaningPresses = 0;
  let visits = 0;
  let ratings = 0;
  let arrivals = 0;
  for (const { event } of fixtures) {
    if (event.type === 'VisitorsCounted') visits += Number(event.data.count);
    if (event.type === 'RatingGiven') ratings++;
    if (event.type === 'StaffArrived') arrivals++;
    if (event.type === 'ComplaintReported' && event.data.category === 'cleaning') cleaningPresses++;
  }
  // Cleaning complaints come as a press and a repeat 20 s later: the repeat rule counts one.
  return { visits, ratings, arrivals, complaints: cleaningPresses / 2 };
}
