import { ingestBatch, type IncomingEvent } from '@facility/api';
import type { EventStore } from '@facility/event-store';
import { describe, expect, it } from 'vitest';
import { prng } from './demo-history.ts';
import { demoDevices, demoOrganisation } from './demo-organisation.ts';
import { startSimulator, type SimulatedDevice } from './simulator.ts';

const acceptingStore = {
  append: async (_stream: string, events: unknown[]) => ({ nextExpectedVersion: events.length, appended: events.length, duplicates: 0 }),
} as unknown as EventStore;

/** Runs a simulator on a fast fake clock that moves `step` seconds per millisecond or so of real time. */
async function run(devices: SimulatedDevice[], options: { seconds: number; rate: number; heartbeatEveryMs?: number; step?: number }) {
  const step = options.step ?? 1;
  const sent: { device: SimulatedDevice; events: IncomingEvent[] }[] = [];
  const invalid: unknown[] = [];
  let now = Date.parse('2026-11-21T10:00:00Z');
  let ticks = 0;
  const stop = new AbortController();
  const simulator = startSimulator({
    devices,
    ratePerSecond: options.rate,
    heartbeatEveryMs: options.heartbeatEveryMs,
    tickMs: 1,
    random: prng(7),
    clock: () => now,
    signal: stop.signal,
    async send(device, events) {
      const outcome = await ingestBatch(acceptingStore, device, events);
      if (!outcome.ok) invalid.push(outcome.invalid);
      sent.push({ device, events });
    },
  });
  while (ticks < options.seconds) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    now += step * 1_000;
    ticks += step;
  }
  await simulator.stop();
  return { sent, invalid, stats: simulator.stats };
}

const org = demoOrganisation();
const demo: SimulatedDevice[] = demoDevices(org).map(({ device, room, site }) => ({
  deviceId: device.id,
  roomId: room.id,
  siteId: site.id,
  deviceType: device.deviceType,
  roomType: room.roomType,
  timezone: site.timezone,
}));

describe('startSimulator', () => {
  it('sends valid events for the demo devices, each kind from a device that has it', async () => {
    const { sent, invalid, stats } = await run(demo, { seconds: 300, rate: 20 });
    expect(invalid).toEqual([]);
    expect(stats.failed).toBe(0);
    expect(stats.sent).toBe(sent.reduce((n, batch) => n + batch.events.length, 0));
    const types = new Set(sent.flatMap((batch) => batch.events.map((event) => event.type)));
    for (const type of ['VisitorsCounted', 'ComplaintReported', 'RatingGiven', 'StaffArrived', 'DeviceHeartbeat']) expect(types).toContain(type);
    for (const { device, events } of sent) {
      for (const event of events) {
        if (event.type === 'VisitorsCounted') expect(device.deviceType).toMatch(/^counter_/);
        if (event.type === 'ComplaintReported' || event.type === 'StaffArrived') expect(['pad9', 'pad9plus', 'tablet']).toContain(device.deviceType);
        if (event.type === 'DispenserLevelReported') expect(['toilet_paper', 'double_toilet_paper', 'liquid_sensor']).toContain(device.deviceType);
      }
    }
    const ids = sent.flatMap((batch) => batch.events.map((event) => event.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps roughly to the rate, heartbeats apart', async () => {
    const { sent } = await run(demo, { seconds: 200, rate: 5, heartbeatEveryMs: 0 });
    const events = sent.reduce((n, batch) => n + batch.events.length, 0);
    // Activities are ~1 event each; cleaner arrivals and refills add a few.
    expect(events).toBeGreaterThan(200 * 5 * 0.7);
    expect(events).toBeLessThan(200 * 5 * 1.6);
  });

  it('answers complaints with a cleaner arrival in the same room minutes later', async () => {
    const { sent } = await run(demo, { seconds: 3_600, rate: 3, heartbeatEveryMs: 0, step: 10 });
    const byRoom = new Map<string, IncomingEvent[]>();
    for (const { device, events } of sent) byRoom.set(device.roomId, [...(byRoom.get(device.roomId) ?? []), ...events]);
    let answered = 0;
    for (const events of byRoom.values()) {
      events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
      const complaint = events.find((event) => event.type === 'ComplaintReported' && event.category === 'cleaning');
      if (!complaint) continue;
      const arrival = events.find((event) => event.type === 'StaffArrived' && event.role === 'cleaner' && event.occurredAt > complaint.occurredAt);
      if (arrival && Date.parse(arrival.occurredAt) - Date.parse(complaint.occurredAt) <= 15 * 60_000) answered++;
    }
    expect(answered).toBeGreaterThan(0);
  });

  it('drives devices of unknown type with every kind of event, and counts failed sends', async () => {
    const generic: SimulatedDevice[] = [{ deviceId: 'd1', roomId: 'r1', siteId: 's' }, { deviceId: 'd2', roomId: 'r2', siteId: 's' }];
    const { sent, invalid } = await run(generic, { seconds: 400, rate: 10 });
    expect(invalid).toEqual([]);
    const types = new Set(sent.flatMap((batch) => batch.events.map((event) => event.type)));
    for (const type of ['VisitorsCounted', 'ComplaintReported', 'RatingGiven', 'DeviceHeartbeat', 'ExposuresCounted']) expect(types).toContain(type);

    const failing = startSimulator({
      devices: generic,
      ratePerSecond: 50,
      tickMs: 5,
      onError: () => {},
      send: async () => {
        throw new Error('down');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await failing.stop();
    expect(failing.stats.failed).toBeGreaterThan(0);
    expect(failing.stats.sent).toBe(0);
  });
});
