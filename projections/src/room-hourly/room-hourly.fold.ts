import type { CallSource, RecordedEvent } from '@facility/contracts';
import { bucketDateOf } from '../calendar/site-calendar.ts';
import { evolveSiteRules, SITE_RULE_EVENT_TYPES, type SiteRules } from '../calendar/site-rules.ts';
import { CALL_SOURCE_FIELDS, emptyCounters, type CounterField, type RoomCounters } from './counter-fields.ts';

/** A visitor's repeated press of the same problem on the same device within this counts once. */
export const REPEAT_WINDOW_MS = 60_000;
/** An event recorded this long after its hour ended marks the hour as amended (late upload). */
export const LATE_AFTER_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/** What one batch adds to one bucket (a room-hour, or a room's local day and shift). */
export interface CounterDelta extends RoomCounters {
  roomId: string;
  siteId: string;
  isAmended: boolean;
}

export interface HourlyDelta extends CounterDelta {
  hourStart: number;
}

export interface ShiftDelta extends CounterDelta {
  /** Site-local `yyyy-mm-dd` the bucket belongs to (a night shift's start date). */
  localDate: string;
  /** 0 outside every shift. */
  shiftNumber: number;
  weekday: number;
}

export interface ProblemDelta {
  roomId: string;
  siteId: string;
  hourStart: number;
  problem: string;
  category: string;
  count: number;
}

/** The repeat rule's memory: last counted press time (ms) per device and problem. */
export type PressMemory = Map<string, number>;
export const pressKey = (deviceId: string, problem: string): string => `${deviceId}\u0000${problem}`;

const zeros = (roomId: string, siteId: string): CounterDelta => ({ roomId, siteId, ...emptyCounters(), isAmended: false });

const HANDLED = new Set([
  'VisitorsCounted',
  'ExposuresCounted',
  'ComplaintReported',
  'StaffArrived',
  'RatingGiven',
  'CleanerCallRequested',
  'CallOpened',
  'CallResolved',
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

/** The site ids a batch needs rules for: site events and stamped telemetry. */
export function siteIdsOf(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (SITE_RULE_EVENT_TYPES.has(event.type) || HANDLED.has(event.type)) {
      if (typeof event.data.siteId === 'string') ids.add(event.data.siteId);
    }
  }
  return [...ids];
}

export interface HourlyFold {
  deltas: HourlyDelta[];
  shiftDeltas: ShiftDelta[];
  problemDeltas: ProblemDelta[];
  changedPresses: string[];
  changedSites: Map<string, SiteRules | null>;
}

/** What folds add up to until they are written: the deltas by bucket key, and what changed. */
export interface HourlyBuckets {
  hourly: Map<string, HourlyDelta>;
  shifts: Map<string, ShiftDelta>;
  problems: Map<string, ProblemDelta>;
  changedPresses: Set<string>;
  changedSites: Map<string, SiteRules | null>;
}

export const emptyHourlyBuckets = (): HourlyBuckets => ({
  hourly: new Map(),
  shifts: new Map(),
  problems: new Map(),
  changedPresses: new Set(),
  changedSites: new Map(),
});

/**
 * Response minutes on a grid of 1/1024 minute (about 0.06 s), whose sums are exact in
 * binary floating point. Sums of arbitrary fractions depend on the order they are added
 * in, and the order differs between a live projection (a page at a time), a rebuild in
 * memory (a take at a time) and the site rollups (summed over rooms first): on the grid
 * all of them store the same bits, so a rebuild equals the live rows exactly and a
 * rollup equals its rooms' sums. Averages shown in whole minutes cannot tell.
 */
export const onMinuteGrid = (minutes: number): number => Math.round(minutes * 1024) / 1024;

/** A site the log has not described (yet): its days are UTC days and it has no shifts. */
const unknownSite = (siteId: string): SiteRules => ({ siteId, timezone: 'UTC', counterThreshold: 30, shifts: [], holidays: [], offDays: [] });

/**
 * Folds a batch of events (in global order) into per room-hour, per room local day and
 * shift, and per room-hour-problem deltas. Pure: the caller loads `presses` for
 * {@link pressKeysOf} and `sites` for {@link siteIdsOf}, and stores what changed. Only
 * events stamped with a room and site count; unknown types are ignored. Call events count
 * where they happened (opened or resolved); being derived, they never amend a period.
 */
export function foldHourly(events: readonly RecordedEvent[], presses: PressMemory, sites: Map<string, SiteRules> = new Map()): HourlyFold {
  const buckets = foldHourlyInto(emptyHourlyBuckets(), events, presses, sites);
  return {
    deltas: [...buckets.hourly.values()],
    shiftDeltas: [...buckets.shifts.values()],
    problemDeltas: [...buckets.problems.values()],
    changedPresses: [...buckets.changedPresses],
    changedSites: buckets.changedSites,
  };
}

/**
 * {@link foldHourly} adding to `buckets`: folding two batches into the same buckets gives
 * the sums that writing each batch's deltas would give (every counter adds up, `isAmended`
 * is or-ed, the latest press and site rules win), which is what a rebuild in memory relies on.
 */
export function foldHourlyInto(buckets: HourlyBuckets, events: readonly RecordedEvent[], presses: PressMemory, sites: Map<string, SiteRules>): HourlyBuckets {
  const { hourly, shifts, problems, changedPresses: changed, changedSites } = buckets;

  for (const event of events) {
    if (SITE_RULE_EVENT_TYPES.has(event.type)) {
      const siteId = String(event.data.siteId);
      const next = evolveSiteRules(sites.get(siteId) ?? null, event);
      if (next) sites.set(siteId, next);
      else sites.delete(siteId);
      changedSites.set(siteId, next);
      continue;
    }
    if (!HANDLED.has(event.type)) continue;
    const { roomId, siteId } = event.data;
    if (typeof roomId !== 'string' || typeof siteId !== 'string') continue;
    const occurred = event.occurredAt.getTime();
    const hourStart = Math.floor(occurred / HOUR_MS) * HOUR_MS;
    const hourKey = `${roomId}\u0000${hourStart}`;
    let hour = hourly.get(hourKey);
    if (!hour) hourly.set(hourKey, (hour = { ...zeros(roomId, siteId), hourStart }));
    const bucket = bucketDateOf(sites.get(siteId) ?? unknownSite(siteId), occurred, roomId);
    const shiftKey = `${roomId}\u0000${bucket.date}\u0000${bucket.shiftNumber}`;
    let shift = shifts.get(shiftKey);
    if (!shift) shifts.set(shiftKey, (shift = { ...zeros(roomId, siteId), localDate: bucket.date, shiftNumber: bucket.shiftNumber, weekday: bucket.weekday }));
    const targets = [hour, shift];

    const isCallEvent = event.type === 'CallOpened' || event.type === 'CallResolved';
    if (!isCallEvent && event.recordedAt.getTime() >= hourStart + HOUR_MS + LATE_AFTER_MS) {
      for (const target of targets) target.isAmended = true;
    }

    const data = event.data;
    const add = (field: CounterField, amount: number) => {
      for (const target of targets) target[field] += amount;
    };
    switch (event.type) {
      case 'VisitorsCounted':
        add('visits', Number(data.count) || 0);
        break;
      case 'ExposuresCounted':
        add('exposures', Number(data.count) || 0);
        break;
      case 'RatingGiven':
        add('scoreSum', Number(data.score) || 0);
        add('scoreCount', 1);
        break;
      case 'CleanerCallRequested':
        add('cleanerCalls', 1);
        break;
      case 'StaffArrived':
        if (data.role === 'cleaner') add('arrivals', 1);
        else if (data.role === 'maintenance') add('maintenanceArrivals', 1);
        else if (data.role === 'supervisor') add('supervisorArrivals', 1);
        break;
      case 'CallOpened': {
        // Every source counts, so the calls opened add up to the calls the service logs list.
        const field = CALL_SOURCE_FIELDS[data.source as CallSource] as CounterField | undefined;
        if (field) add(field, 1);
        break;
      }
      case 'CallResolved':
        add('resolvedCalls', 1);
        add('responseMinutesSum', onMinuteGrid(Number(data.responseMinutes) || 0));
        break;
      case 'ComplaintReported': {
        const problem = String(data.problem);
        const memoryKey = pressKey(String(data.deviceId), problem);
        const last = presses.get(memoryKey);
        if (last !== undefined && Math.abs(occurred - last) < REPEAT_WINDOW_MS) break;
        // A late upload of an older press must not pull the window back in time.
        presses.set(memoryKey, last === undefined ? occurred : Math.max(last, occurred));
        changed.add(memoryKey);
        const category = data.category === 'maintenance' ? 'maintenance' : 'cleaning';
        add(category === 'maintenance' ? 'maintenanceComplaints' : 'complaints', 1);
        const problemKey = `${hourKey}\u0000${problem}`;
        const entry = problems.get(problemKey) ?? { roomId, siteId, hourStart, problem, category, count: 0 };
        entry.count += 1;
        problems.set(problemKey, entry);
        break;
      }
    }
  }
  return buckets;
}
