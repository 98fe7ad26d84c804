import { ingestBatch, type IncomingEvent } from '@facility/api';
import type { EventStore } from '@facility/event-store';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  demoHistory,
  HOUR_MS,
  localTime,
  shiftAt,
  siteHours,
  type DeviceHistory,
} from './demo-history.ts';
import { demoOrganisation, type DemoShift } from './demo-organisation.ts';

const org = demoOrganisation();
const now = new Date('2026-11-21T06:00:00Z');
const history = [...demoHistory(org, { now, days: 14 })].flat();

/** A store that only accepts: enough to run the ingest's validation. */
const acceptingStore = {
  append: async (_stream: string, events: unknown[]) => ({ nextExpectedVersion: events.length, appended: events.length, duplicates: 0 }),
} as unknown as EventStore;

const ofType = (type: string, devices: DeviceHistory[] = history) => devices.flatMap((d) => d.events.filter((e) => e.type === type));
const sum = (events: IncomingEvent[], field: string) => events.reduce((total, event) => total + (event[field] as number), 0);

describe('localTime and siteHours', () => {
  it('reads wall-clock time in the zone, DST included', () => {
    // Sunday 2026-10-25 01:30 UTC: Warsaw (UTC+1) and Tel Aviv (UTC+2) are back on winter
    // time, New York still on summer time (UTC-4) and on Saturday.
    const instant = Date.parse('2026-10-25T01:30:00Z');
    expect(localTime(instant, 'Europe/Warsaw')).toEqual({ date: '2026-10-25', hour: 2, minute: 30, weekday: 1 });
    expect(localTime(instant, 'Asia/Jerusalem')).toMatchObject({ hour: 3, weekday: 1 });
    expect(localTime(instant, 'America/New_York')).toMatchObject({ date: '2026-10-24', hour: 21, weekday: 7 });
    // A week earlier Tel Aviv was still on summer time (UTC+3).
    expect(localTime(instant - 7 * DAY_MS, 'Asia/Jerusalem')).toMatchObject({ hour: 4 });
  });

  it('finds the shift of a local minute, across midnight too', () => {
    const shifts = org.sites[0]!.shifts;
    expect(shiftAt(shifts, 2, 6 * 60)?.name).toBe('morning');
    expect(shiftAt(shifts, 2, 21 * 60 + 59)?.name).toBe('afternoon');
    expect(shiftAt(shifts, 2, 23 * 60)?.name).toBe('night');
    expect(shiftAt(shifts, 3, 5 * 60)?.name).toBe('night');
    const nightOnlyOnSunday: DemoShift = { ...shifts[2]!, days: [1] };
    expect(shiftAt([nightOnlyOnSunday], 2, 3 * 60)).toBe(nightOnlyOnSunday);
    expect(shiftAt([nightOnlyOnSunday], 3, 3 * 60)).toBeNull();
    // Warsaw has no night shift.
    expect(shiftAt(org.sites[1]!.shifts, 4, 23 * 60)).toBeNull();
  });

  it('makes holidays and weekends quiet', () => {
    const tlv = org.sites[0]!;
    const hours = siteHours(tlv, Date.parse('2026-09-18T00:00:00Z'), Date.parse('2026-09-23T00:00:00Z'));
    const noon = (date: string) => hours.find((hour) => hour.local.date === date && hour.local.hour === 12)!;
    expect(noon('2026-09-21').traffic).toBeLessThan(noon('2026-09-22').traffic / 4); // Yom Kippur
    expect(noon('2026-09-19').traffic).toBeLessThan(noon('2026-09-20').traffic / 2); // Saturday vs Sunday
  });
});

describe('demoHistory', () => {
  it('is deterministic: the same now and days give the same events and ids', () => {
    const again = [...demoHistory(org, { now, days: 14 })].flat();
    expect(again.map((d) => d.events)).toEqual(history.map((d) => d.events));
    const other = [...demoHistory(org, { now: new Date(now.getTime() + 60_000), days: 14 })].flat();
    expect(other[0]!.events[0]!.id).not.toBe(history[0]!.events[0]!.id);
  });

  it('passes the ingest validation, device by device, in time order, inside the window', async () => {
    const ids = new Set<string>();
    for (const { device, events } of history) {
      const outcome = await ingestBatch(acceptingStore, { deviceId: device.id, roomId: device.roomId, siteId: device.siteId, deviceType: device.deviceType }, events);
      expect(outcome).toMatchObject({ ok: true });
      for (let i = 1; i < events.length; i++) expect(events[i]!.occurredAt >= events[i - 1]!.occurredAt).toBe(true);
      for (const event of events) {
        expect(Date.parse(event.occurredAt)).toBeLessThan(now.getTime());
        expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(now.getTime() - 14 * DAY_MS);
        ids.add(event.id);
      }
    }
    expect(ids.size).toBe(history.reduce((n, d) => n + d.events.length, 0));
  });

  // Recent weeks carry hourly heartbeats (about 60 of these per room and day); activity is 25-40.
  it('is sized for the demo: about 25-40 activity events and 60 heartbeats per room and day', () => {
    const rooms = org.sites.reduce((n, site) => n + site.rooms.length, 0);
    const count = (heartbeats: boolean) =>
      history.reduce((n, d) => n + d.events.filter((event) => (event.type === 'DeviceHeartbeat') === heartbeats).length, 0) / rooms / 14;
    expect(count(false)).toBeGreaterThan(25);
    expect(count(false)).toBeLessThan(40);
    expect(count(true)).toBeLessThan(70);
  });

  it('has every kind of telemetry', () => {
    for (const type of ['VisitorsCounted', 'ComplaintReported', 'RatingGiven', 'StaffArrived', 'DeviceHeartbeat', 'DispenserLevelReported', 'ExposuresCounted', 'IssueFixed', 'CleanerCallRequested']) {
      expect(ofType(type).length, type).toBeGreaterThan(0);
    }
    const roles = new Set(ofType('StaffArrived').map((event) => event.role));
    expect(roles).toEqual(new Set(['cleaner', 'maintenance', 'supervisor']));
    expect(new Set(ofType('ComplaintReported').map((event) => event.category))).toEqual(new Set(['cleaning', 'maintenance']));
  });

  it('makes toilets busier than meeting rooms, and daytime busier than night', () => {
    const visitsPerRoom = (type: string) => {
      const devices = history.filter((d) => d.room.roomType === type);
      return sum(ofType('VisitorsCounted', devices), 'count') / new Set(devices.map((d) => d.room.id)).size;
    };
    expect(visitsPerRoom('women')).toBeGreaterThan(visitsPerRoom('handicapped') * 3);
    const complaintsPerRoom = (type: string) => {
      const devices = history.filter((d) => d.room.roomType === type);
      return ofType('ComplaintReported', devices).length / new Set(devices.map((d) => d.room.id)).size;
    };
    expect(complaintsPerRoom('women')).toBeGreaterThan(complaintsPerRoom('meeting_room'));

    const tlvVisits = ofType('VisitorsCounted', history.filter((d) => d.site.timezone === 'Asia/Jerusalem'));
    const byLocalHour = (from: number, to: number) =>
      sum(tlvVisits.filter((event) => {
        const hour = localTime(Date.parse(event.occurredAt), 'Asia/Jerusalem').hour;
        return hour >= from && hour < to;
      }), 'count');
    expect(byLocalHour(9, 14)).toBeGreaterThan(byLocalHour(0, 5) * 10);
  });

  it('lets offline devices fall silent days ago and keeps the others signalling to the end', () => {
    for (const { device, events } of history) {
      const last = Date.parse(events.at(-1)!.occurredAt);
      if (device.health.offlineDaysAgo !== undefined) {
        expect(now.getTime() - last).toBeGreaterThan((device.health.offlineDaysAgo - 1) * DAY_MS);
      } else {
        expect(now.getTime() - last).toBeLessThan(HOUR_MS / 4);
      }
    }
  });

  // A pad is offline after an hour of silence (spec §4): the demo's working devices never are.
  it('keeps working devices signalling at least hourly over the recent weeks', () => {
    for (const { device, events } of history) {
      if (device.health.offlineDaysAgo !== undefined) continue;
      const times = events.map((event) => Date.parse(event.occurredAt)).sort((a, b) => a - b);
      const longest = Math.max(...times.slice(1).map((t, i) => t - times[i]!));
      expect(longest, device.deviceType).toBeLessThan(HOUR_MS);
    }
  });

  it('drains batteries, ending low where the description says so', () => {
    for (const { device, events } of history) {
      const beats = events.filter((event) => event.type === 'DeviceHeartbeat');
      const battery = beats.at(-1)!.battery as number;
      if (device.health.lowBattery) expect(battery).toBeLessThan(20);
      else if (device.health.offlineDaysAgo === undefined) expect(battery).toBeGreaterThan(20);
    }
  });
});
