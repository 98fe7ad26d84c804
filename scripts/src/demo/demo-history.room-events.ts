import type { IncomingEvent } from '@facility/api';
import type { TelemetryEventType } from '@facility/contracts';
import type { DemoDevice, DemoRoom, DemoShift, DemoSite } from './demo-organisation.types.ts';
import { heartbeats } from './demo-history.heartbeats.ts';
import { surveyAnswers } from './demo-survey.ts';
import {
  COUNTER_KIND,
  DISPENSERS,
  dispenserCells,
  feedbackDevice,
  levelOf,
  RATERS,
  ROOM_PROFILES,
  type SiteStaff,
} from './demo-history.profiles.ts';
import { between, hashSeed, historyEventId, pick, poisson, prng } from './demo-history.random.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, type SiteHour } from './demo-history.rhythms.ts';

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

  // Tablets show the site's survey (their own random stream: the rest stays as it was).
  for (const tablet of room.devices.filter((device) => device.deviceType === 'tablet')) {
    for (const draft of surveyAnswers(site, tablet, hours, seedKey)) emit(tablet, draft.t, 'SurveyAnswered', draft.data);
  }

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
