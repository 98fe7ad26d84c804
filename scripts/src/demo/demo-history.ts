import { createHash } from 'node:crypto';
import type { IncomingEvent } from '@facility/api';
import type { DeviceType, RoomType, TelemetryEventType } from '@facility/contracts';
import {
  type DemoDevice,
  type DemoOrganisation,
  type DemoRoom,
  type DemoShift,
  type DemoSite,
  type DemoUser,
} from './demo-organisation.ts';

/**
 * The demo's telemetry history: what every device of the demo organisation would have
 * sent over the last `days` days. Pure and deterministic for a given `now`: the random
 * choices come from a seeded PRNG per room and the event ids are derived from the seed,
 * the device and the event's place in the device's stream, so generating again yields
 * the same events with the same ids (and the store counts them as duplicates).
 *
 * The model, per room and hour of the site's local time:
 * - visitors follow the site's hourly and weekly rhythm (Sunday-Thursday in Tel Aviv,
 *   Monday-Friday elsewhere), fall away on holidays and off-days, and differ by room type
 *   (toilets busy, meeting rooms quiet); people counters report them at the end of each hour;
 * - complaints follow visits and grow with the visitors since the last clean and with empty
 *   dispensers; some are pressed twice within a minute; maintenance problems are rarer and
 *   are answered by a maintenance visit and an `IssueFixed`;
 * - cleaners come in rounds, rarer at night (and not at all where a site has no night
 *   shift), and also answer complaints and full counters with a delay drawn from their
 *   shift, so response times and SLA differ by shift;
 * - supervisors visit on working days; ratings and exposures come from pad9+ and tablets;
 *   dispensers report level changes and are refilled by cleaners;
 * - every device sends a heartbeat every twelve hours and once in the last quarter hour;
 *   batteries drain (a few end low, a few were replaced), and a few devices stopped
 *   sending days ago.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;
const HEARTBEAT_EVERY_MS = 12 * HOUR_MS;

// ---------------------------------------------------------------------------------------
// Randomness and ids

/** mulberry32: small, fast and seedable. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: a 32-bit seed from a text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The id of a device's `n`-th history event: a UUID (version 5 layout) hashed from the
 * seed key, the device and `n`. Unique across devices and runs with another seed key;
 * the same on every run with this one.
 */
export function historyEventId(seedKey: string, deviceId: string, n: number): string {
  const hex = createHash('sha1').update(`${seedKey}|${deviceId}|${n}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A Poisson draw (normal approximation above 30). */
export function poisson(mean: number, random: () => number): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const gauss = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);
const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

// ---------------------------------------------------------------------------------------
// Site-local time

export interface LocalTime {
  /** `yyyy-mm-dd` in the zone. */
  date: string;
  hour: number;
  minute: number;
  /** 1 = Sunday .. 7 = Saturday (spec §9). */
  weekday: number;
}

const WEEKDAY_NUMBER: Record<string, number> = { Sun: 1, Mon: 2, Tue: 3, Wed: 4, Thu: 5, Fri: 6, Sat: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date, hour, minute and weekday of `instant` in `timeZone` (DST included). */
export function localTime(instant: number, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAY_NUMBER[parts.weekday ?? ''] ?? 1,
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The active shift at a local minute of a weekday; a shift crossing midnight belongs to the day it starts. */
export function shiftAt(shifts: readonly DemoShift[], weekday: number, minuteOfDay: number): DemoShift | null {
  const previousDay = weekday === 1 ? 7 : weekday - 1;
  for (const shift of shifts) {
    const start = minutesOf(shift.start);
    const end = minutesOf(shift.end);
    if (end > start) {
      if (shift.days.includes(weekday) && minuteOfDay >= start && minuteOfDay < end) return shift;
    } else if (
      (shift.days.includes(weekday) && minuteOfDay >= start) ||
      (shift.days.includes(previousDay) && minuteOfDay < end)
    ) {
      return shift;
    }
  }
  return null;
}

/** One hour of a site's clock. */
export interface SiteHour {
  /** UTC instant the hour starts. */
  start: number;
  local: LocalTime;
  /** Relative traffic this hour: hourly rhythm x weekday x holiday / off-day. */
  traffic: number;
  /** Whether the site's week counts this as a working day (for supervisor visits). */
  workday: boolean;
  shift: DemoShift | null;
}

const HOLIDAY_TRAFFIC = 0.12;
const OFF_DAY_TRAFFIC = 0.35;

/**
 * The site's hours from `from` to `to`, aligned on UTC hours. The demo's zones are whole
 * hours off UTC, so these are the local hours too, DST changes included.
 */
export function siteHours(site: DemoSite, from: number, to: number): SiteHour[] {
  const hours: SiteHour[] = [];
  const offDays = new Set(
    site.offDays.map((day) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`),
  );
  for (let start = Math.floor(from / HOUR_MS) * HOUR_MS; start < to; start += HOUR_MS) {
    const local = localTime(start, site.timezone);
    const shift = shiftAt(site.shifts, local.weekday, local.hour * 60 + local.minute);
    const weekday = site.traffic.weekdays[local.weekday - 1] ?? 1;
    const holiday = site.holidays.some(
      (h) => local.date >= h.start && local.date <= h.end && (h.shiftIds.length === 0 || (shift !== null && h.shiftIds.includes(shift.number))),
    );
    const closed = holiday ? HOLIDAY_TRAFFIC : offDays.has(local.date) ? OFF_DAY_TRAFFIC : 1;
    hours.push({
      start,
      local,
      traffic: (site.traffic.hourly[local.hour] ?? 0.1) * weekday * closed,
      workday: weekday >= 0.8 && closed === 1,
      shift,
    });
  }
  return hours;
}

// ---------------------------------------------------------------------------------------
// Rooms

interface RoomProfile {
  /** Visitors in the peak hour of an ordinary day. */
  peak: number;
  /** Complaints per visitor, relative to a toilet. */
  complaintFactor: number;
  problems: readonly string[];
  repairs: readonly string[];
  /** Maintenance complaints per day. */
  repairsPerDay: number;
  /** Rounds come this many times less often than in a toilet. */
  roundFactor: number;
  /** Ratings per visitor on a rating device. */
  ratingRate: number;
  /** Exposures per visitor in front of a feedback device. */
  exposureRate: number;
}

const TOILET_PROBLEMS = [
  'dirty_floor',
  'missing_toilet_paper',
  'missing_soap',
  'bad_smell',
  'dirty_toilet',
  'missing_paper_towels',
  'full_trash',
];
const TOILET_REPAIRS = ['problem_leak', 'problem_flush', 'problem_light', 'problem_door', 'problem_hand_dryer'];

export const ROOM_PROFILES: Record<RoomType, RoomProfile> = {
  men: { peak: 38, complaintFactor: 1, problems: [...TOILET_PROBLEMS, 'dirty_urinal'], repairs: TOILET_REPAIRS, repairsPerDay: 0.07, roundFactor: 1, ratingRate: 0.035, exposureRate: 1.2 },
  women: { peak: 42, complaintFactor: 1, problems: TOILET_PROBLEMS, repairs: TOILET_REPAIRS, repairsPerDay: 0.07, roundFactor: 1, ratingRate: 0.04, exposureRate: 1.2 },
  handicapped: { peak: 6, complaintFactor: 1.5, problems: TOILET_PROBLEMS, repairs: TOILET_REPAIRS, repairsPerDay: 0.03, roundFactor: 1.6, ratingRate: 0.05, exposureRate: 1.1 },
  shared: { peak: 18, complaintFactor: 1.1, problems: TOILET_PROBLEMS, repairs: TOILET_REPAIRS, repairsPerDay: 0.05, roundFactor: 1.2, ratingRate: 0.04, exposureRate: 1.2 },
  kitchen: { peak: 22, complaintFactor: 0.7, problems: ['dirty_sink', 'dirty_floor', 'full_trash', 'missing_soap', 'dirty_table'], repairs: ['problem_leak', 'problem_coffee_machine', 'problem_light'], repairsPerDay: 0.04, roundFactor: 1.4, ratingRate: 0.03, exposureRate: 1.5 },
  lobby: { peak: 60, complaintFactor: 0.25, problems: ['dirty_floor', 'full_trash', 'dirty_glass'], repairs: ['problem_light', 'problem_door'], repairsPerDay: 0.03, roundFactor: 1.6, ratingRate: 0.008, exposureRate: 1.4 },
  meeting_room: { peak: 5, complaintFactor: 1.6, problems: ['dirty_table', 'full_trash', 'dirty_floor'], repairs: ['problem_ac', 'problem_light', 'problem_projector'], repairsPerDay: 0.02, roundFactor: 2.5, ratingRate: 0.05, exposureRate: 1 },
  elevator: { peak: 30, complaintFactor: 0.3, problems: ['dirty_floor', 'bad_smell', 'dirty_glass'], repairs: ['problem_elevator', 'problem_light'], repairsPerDay: 0.02, roundFactor: 2, ratingRate: 0.01, exposureRate: 1 },
};

const COUNTER_KIND: Partial<Record<DeviceType, string>> = {
  counter_men: 'men',
  counter_women: 'women',
  counter_handicap: 'handicap',
  counter_shared: 'shared',
};
const FEEDBACK: readonly DeviceType[] = ['pad9', 'pad9plus', 'tablet'];
const RATERS: readonly DeviceType[] = ['pad9plus', 'tablet'];
const DISPENSERS: readonly DeviceType[] = ['toilet_paper', 'double_toilet_paper', 'liquid_sensor'];

/** Firmware versions reported in heartbeats. */
export const FIRMWARE: Record<DeviceType, string> = {
  pad9: '9.4.1',
  pad9plus: '9.6.2',
  tablet: '3.2.0',
  counter_women: '2.1.4',
  counter_men: '2.1.4',
  counter_handicap: '2.1.4',
  counter_shared: '2.1.4',
  liquid_sensor: '1.3.0',
  toilet_paper: '1.3.0',
  double_toilet_paper: '1.3.0',
  tag: '1.0.0',
  qr_tag: '1.0.0',
};

/** The device a room's visitors press and staff check in on: its pad, else its tablet. */
export function feedbackDevice(room: DemoRoom): DemoDevice | undefined {
  return room.devices.find((d) => d.deviceType === 'pad9' || d.deviceType === 'pad9plus') ?? room.devices.find((d) => FEEDBACK.includes(d.deviceType));
}

/** Cells a dispenser watches. */
export function dispenserCells(device: DemoDevice, room: DemoRoom): number {
  if (device.deviceType === 'liquid_sensor') return Math.min(20, Math.max(1, room.sinksNum));
  const cells = Math.max(1, room.cellsNum) * (device.deviceType === 'double_toilet_paper' ? 2 : 1);
  return Math.min(20, cells);
}

export const levelOf = (fill: number): 'ok' | 'almost_empty' | 'empty' => (fill <= 0.02 ? 'empty' : fill < 0.25 ? 'almost_empty' : 'ok');

/** Staff of a site, by what they do. */
export interface SiteStaff {
  cleaners: DemoUser[];
  supervisors: DemoUser[];
  maintenance: DemoUser[];
}

export function siteStaff(org: DemoOrganisation, siteId: string): SiteStaff {
  const at = org.users.filter((user) => user.worksAt === siteId);
  return {
    cleaners: at.filter((user) => user.type === 'cleaner'),
    supervisors: at.filter((user) => user.type === 'supervisor'),
    maintenance: at.filter((user) => user.type === 'maintenance'),
  };
}

interface Raw {
  t: number;
  type: TelemetryEventType;
  data: Record<string, unknown>;
}

export interface DeviceHistory {
  device: DemoDevice;
  room: DemoRoom;
  site: DemoSite;
  /** In time order, ready for `ingestBatch`. */
  events: IncomingEvent[];
}

export interface RoomHistoryInput {
  site: DemoSite;
  room: DemoRoom;
  hours: readonly SiteHour[];
  staff: SiteStaff;
  from: number;
  to: number;
  seedKey: string;
}

/** When a device stopped sending (its `offlineDaysAgo` before `to`, at a random hour), or null. */
function offlineSince(device: DemoDevice, to: number, random: () => number): number | null {
  const days = device.health.offlineDaysAgo;
  return days === undefined ? null : to - days * DAY_MS - Math.floor(random() * 6) * HOUR_MS;
}

/** The room's history, one entry per device. */
export function roomHistory(input: RoomHistoryInput): DeviceHistory[] {
  const { site, room, hours, staff, from, to, seedKey } = input;
  const random = prng(hashSeed(`${seedKey}|${room.id}`));
  const profile = ROOM_PROFILES[room.roomType];
  const raw = new Map<string, Raw[]>(room.devices.map((device) => [device.id, []]));
  const stopsAt = new Map(room.devices.map((device) => [device.id, offlineSince(device, to, random)]));
  const emit = (device: DemoDevice | undefined, t: number, type: TelemetryEventType, data: Record<string, unknown>) => {
    if (!device || t < from || t >= to) return;
    const stop = stopsAt.get(device.id);
    if (stop != null && t >= stop) return;
    raw.get(device.id)!.push({ t: Math.floor(t), type, data });
  };

  const pad = feedbackDevice(room);
  const counters = room.devices.filter((d) => COUNTER_KIND[d.deviceType] !== undefined);
  const raters = room.devices.filter((d) => RATERS.includes(d.deviceType));
  const dispensers = room.devices
    .filter((d) => DISPENSERS.includes(d.deviceType))
    .map((device) => ({
      device,
      item: device.deviceType === 'liquid_sensor' ? ('soap' as const) : ('toilet_paper' as const),
      fill: Array.from({ length: dispenserCells(device, room) }, () => between(random, 0.5, 1)),
      reported: [] as string[],
    }));
  for (const dispenser of dispensers) dispenser.reported = dispenser.fill.map(levelOf);

  const busy = between(random, 0.75, 1.25);
  const threshold = room.visitorThreshold ?? site.counterThreshold;
  const cleanerId = staff.cleaners[0]?.id ?? null;
  let visitsSinceClean = 0;
  let thresholdCalled = false;
  let nextRound = from;
  let pendingResponse: number | null = null;
  let exposureVisits = 0;
  let dayNoise = 1;

  const responseDelay = (shift: DemoShift) => between(random, shift.responseMinutes[0], shift.responseMinutes[1]) * MINUTE_MS;
  const respond = (at: number, shift: DemoShift | null, probability: number) => {
    if (pendingResponse !== null || shift === null || random() >= probability) return;
    pendingResponse = at + responseDelay(shift);
  };
  const respondProbability = (shift: DemoShift | null) => (shift?.name === 'night' ? 0.6 : 0.85);
  const roundGap = (shift: DemoShift) => shift.roundEveryMinutes * profile.roundFactor * between(random, 0.8, 1.25) * MINUTE_MS;

  for (const hour of hours) {
    const start = hour.start;
    const end = start + HOUR_MS;
    const shift = hour.shift;
    if (hour.local.hour === 0) dayNoise = between(random, 0.85, 1.15);

    // Cleaner arrivals this hour: rounds while a shift is on, and answers to calls.
    const arrivals: number[] = [];
    if (shift) {
      if (nextRound < start) nextRound = start + between(random, 2, 20) * MINUTE_MS;
      while (nextRound < end) {
        if (random() > 0.12) arrivals.push(nextRound);
        nextRound += roundGap(shift);
      }
    } else {
      nextRound = Math.max(nextRound, end);
    }

    const visits = poisson(profile.peak * hour.traffic * busy * dayNoise, random);

    // Complaints follow visits, more of them the longer since the last clean.
    const paperOut = dispensers.some((d) => d.item === 'toilet_paper' && d.reported.includes('empty'));
    const soapOut = dispensers.some((d) => d.item === 'soap' && d.reported.includes('empty'));
    const perVisit = (0.0022 + 0.00012 * Math.min(visitsSinceClean, 150)) * profile.complaintFactor;
    const complaints = poisson(visits * perVisit + (paperOut ? 0.25 : 0) + (soapOut ? 0.15 : 0), random);
    const complaintTimes: number[] = [];
    for (let c = 0; c < complaints; c++) {
      const at = start + random() * HOUR_MS;
      const problem =
        paperOut && random() < 0.5 ? 'missing_toilet_paper' : soapOut && random() < 0.4 ? 'missing_soap' : pick(profile.problems, random);
      emit(pad, at, 'ComplaintReported', { problem, category: 'cleaning' });
      if (random() < 0.22) emit(pad, at + between(random, 4, 50) * 1000, 'ComplaintReported', { problem, category: 'cleaning' });
      complaintTimes.push(at);
    }
    if (random() < visits * 0.0008) {
      const at = start + random() * HOUR_MS;
      emit(pad, at, 'CleanerCallRequested', {});
      complaintTimes.push(at);
    }
    complaintTimes.sort((a, b) => a - b);
    for (const at of complaintTimes) respond(at, shift, respondProbability(shift));

    // A full counter calls a cleaner too.
    if (!thresholdCalled && visitsSinceClean + visits >= threshold && visits > 0) {
      thresholdCalled = true;
      const at = start + ((threshold - visitsSinceClean) / visits) * HOUR_MS;
      respond(Math.max(start, at), shift, 0.7);
    }
    if (pendingResponse !== null && pendingResponse < end) {
      arrivals.push(Math.max(start, pendingResponse));
      pendingResponse = null;
    }

    arrivals.sort((a, b) => a - b);
    for (const at of arrivals) {
      const named = cleanerId !== null && (shift?.number === 1 || random() < 0.3);
      emit(pad, at, 'StaffArrived', { staffId: named ? cleanerId : null, role: 'cleaner', method: named ? 'nfc' : 'button' });
      for (const dispenser of dispensers) {
        const low = dispenser.reported.some((level) => level !== 'ok');
        if (!(low ? random() < 0.85 : random() < 0.15)) continue;
        dispenser.fill.forEach((_, cell) => {
          dispenser.fill[cell] = 1;
          if (dispenser.reported[cell] !== 'ok') {
            dispenser.reported[cell] = 'ok';
            emit(dispenser.device, at + between(random, 1, 4) * MINUTE_MS, 'DispenserLevelReported', { item: dispenser.item, cell: cell + 1, level: 'ok' });
          }
        });
      }
      if (shift) nextRound = Math.max(nextRound, at + roundGap(shift));
    }
    const lastArrival = arrivals.at(-1);
    if (lastArrival === undefined) {
      visitsSinceClean += visits;
    } else {
      visitsSinceClean = Math.round((visits * (end - lastArrival)) / HOUR_MS);
      thresholdCalled = false;
    }

    // People counters report the hour's entries at its end.
    if (visits > 0 && counters.length > 0) {
      const share = Math.ceil(visits / counters.length);
      counters.forEach((counter, i) => {
        const count = i === counters.length - 1 ? visits - share * (counters.length - 1) : share;
        if (count > 0) emit(counter, end - between(random, 1, 40) * 1000, 'VisitorsCounted', { count, counter: COUNTER_KIND[counter.deviceType] });
      });
    }

    // Ratings and exposures on pad9+ and tablets.
    const dirt = Math.min(1, visitsSinceClean / threshold);
    for (const rater of raters) {
      const ratings = Math.min(5, poisson(visits * profile.ratingRate * 0.6, random));
      for (let r = 0; r < ratings; r++) {
        const roll = random();
        const stars = roll < 0.55 - 0.35 * dirt ? 5 : roll < 0.8 - 0.3 * dirt ? 4 : roll < 0.9 - 0.15 * dirt ? 3 : roll < 0.96 ? 2 : 1;
        emit(rater, start + random() * HOUR_MS, 'RatingGiven', { score: (stars - 1) * 25 });
      }
    }
    exposureVisits += visits;
    if (hour.local.hour % 6 === 5) {
      for (const rater of raters) {
        const count = Math.round(exposureVisits * profile.exposureRate * between(random, 0.8, 1.2));
        if (count > 0) emit(rater, end - between(random, 5, 60) * 1000, 'ExposuresCounted', { count });
      }
      exposureVisits = 0;
    }

    // Dispensers empty with use and report each change of level.
    for (const dispenser of dispensers) {
      const perCell = (visits * (dispenser.item === 'soap' ? 0.004 : 0.01)) / dispenser.fill.length;
      dispenser.fill.forEach((fill, cell) => {
        const next = Math.max(0, fill - perCell * between(random, 0.5, 1.5));
        dispenser.fill[cell] = next;
        const level = levelOf(next);
        if (level !== dispenser.reported[cell]) {
          dispenser.reported[cell] = level;
          emit(dispenser.device, start + random() * HOUR_MS, 'DispenserLevelReported', { item: dispenser.item, cell: cell + 1, level });
        }
      });
    }

    // Maintenance problems: a visitor reports, maintenance comes within hours and fixes it.
    if (hour.traffic > 0.2 && random() < profile.repairsPerDay / 12) {
      const at = start + random() * HOUR_MS;
      const problem = pick(profile.repairs, random);
      emit(pad, at, 'ComplaintReported', { problem, category: 'maintenance' });
      if (random() < 0.3) emit(pad, at + between(random, 10, 40) * MINUTE_MS, 'ComplaintReported', { problem, category: 'maintenance' });
      const arrives = at + between(random, 30, 360) * MINUTE_MS;
      const technician = staff.maintenance[0]?.id ?? null;
      emit(pad, arrives, 'StaffArrived', { staffId: technician, role: 'maintenance', method: technician ? 'nfc' : 'qr' });
      emit(pad, arrives + between(random, 5, 40) * MINUTE_MS, 'IssueFixed', { problem: `fixed_${problem.replace(/^problem_/, '')}` });
    }

    // Supervisors walk the floors on working days.
    if (hour.workday && hour.local.hour >= 9 && hour.local.hour <= 16 && random() < 0.3 / 8) {
      const supervisor = staff.supervisors[0]?.id ?? null;
      emit(pad, start + random() * HOUR_MS, 'StaffArrived', { staffId: supervisor, role: 'supervisor', method: supervisor ? 'app' : 'button' });
    }
  }

  for (const device of room.devices) heartbeats(device, site, from, to, random, emit);

  return room.devices.map((device) => {
    const events = raw.get(device.id)!.sort((a, b) => a.t - b.t);
    return {
      device,
      room,
      site,
      events: events.map((event, n) => ({
        id: historyEventId(seedKey, device.id, n),
        type: event.type,
        occurredAt: new Date(event.t).toISOString(),
        ...event.data,
      })),
    };
  });
}

/** Mains-powered devices always report a full battery. */
const MAINS_POWERED: readonly DeviceType[] = ['tablet'];

/** The battery level at `t`: a steady drain, ending low for some, reset by a replacement for others. */
export function batteryCurve(device: DemoDevice, from: number, to: number, random: () => number): (t: number) => number {
  if (MAINS_POWERED.includes(device.deviceType)) return () => 100;
  const days = Math.max(1, (to - from) / DAY_MS);
  const replacedDaysAgo = device.health.batteryReplacedDaysAgo;
  if (replacedDaysAgo !== undefined) {
    const replacedAt = to - replacedDaysAgo * DAY_MS;
    const drain = between(random, 0.2, 0.6);
    const before = between(random, 9, 12);
    return (t) =>
      t >= replacedAt ? Math.max(1, 100 - (drain * (t - replacedAt)) / DAY_MS) : Math.min(100, before + (drain * (replacedAt - t)) / DAY_MS);
  }
  const end = device.health.lowBattery ? between(random, 6, 16) : between(random, 35, 95);
  const start = Math.min(100, end + (device.health.lowBattery ? between(random, 25, 60) : between(random, 2, 20)));
  return (t) => start - ((start - end) * (t - from)) / (days * DAY_MS);
}

function heartbeats(
  device: DemoDevice,
  site: DemoSite,
  from: number,
  to: number,
  random: () => number,
  emit: (device: DemoDevice, t: number, type: TelemetryEventType, data: Record<string, unknown>) => void,
): void {
  const battery = batteryCurve(device, from, to, random);
  const rssi = Math.round(between(random, -82, -48));
  const beat = (t: number) =>
    emit(device, t, 'DeviceHeartbeat', {
      battery: Math.round(battery(t)),
      version: FIRMWARE[device.deviceType],
      rssi: rssi + Math.round(between(random, -4, 4)),
      ssid: `${site.key}-iot`,
      state: 'ok',
      ...(device.deviceType === 'pad9plus' ? { counterState: 'online' } : {}),
    });
  for (let t = from + random() * HEARTBEAT_EVERY_MS; t < to; t += HEARTBEAT_EVERY_MS) beat(t);
  beat(to - between(random, 1, 12) * MINUTE_MS);
}

export interface DemoHistoryOptions {
  /** The history ends here. */
  now: Date;
  days: number;
}

/** The seed key that makes a history's ids: the same `now` and `days` give the same ids. */
export const historySeedKey = (options: DemoHistoryOptions) => `demo-history/v1/${options.now.toISOString()}/${options.days}`;

/** Every device's history, room by room. */
export function* demoHistory(org: DemoOrganisation, options: DemoHistoryOptions): Generator<DeviceHistory[]> {
  const to = options.now.getTime();
  const from = to - options.days * DAY_MS;
  const seedKey = historySeedKey(options);
  for (const site of org.sites) {
    const hours = siteHours(site, from, to);
    const staff = siteStaff(org, site.id);
    for (const room of site.rooms) {
      if (room.devices.length === 0) continue;
      yield roomHistory({ site, room, hours, staff, from, to, seedKey });
    }
  }
}
