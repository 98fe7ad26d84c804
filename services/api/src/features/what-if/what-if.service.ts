import { siteStreamId, type RecordedEvent, type WhatIfFigures, type WhatIfRequest, type WhatIfResult, type WhatIfSettings } from '@facility/contracts';
import type { EventStore, HistoryReader, RoomEventQuery } from '@facility/event-store';
import {
  actualCalls,
  arrivalsByRoomDayShift,
  callFigures,
  listRooms,
  logOrder,
  openCallStartsAt,
  siteOperatingDays,
  WHAT_IF_CALL_TYPES,
  WHAT_IF_INPUT_TYPES,
  WHAT_IF_PROFILE_TYPES,
  WhatIfReplay,
  type CallRecord,
  type ReadModelDatabase,
  type RoomRecord,
  type SiteRecord,
} from '@facility/projections';
import type { Kysely } from 'kysely';
import { roomsOfTheRange, type RoomsOfTheRange } from '../stats/room-presence.ts';
import { timeSavedByDay, type ArrivalCount } from '../stats/time-saved.maths.ts';
import type { WhatIfPeriod } from './what-if.request.ts';

/**
 * Runs a what-if (issue 18): reads the site's history from the log, replays the call rules
 * with the real and the what-if settings in memory (projections' `WhatIfReplay`), and
 * compares the figures. Reads only: nothing is written to the log or the read models.
 */

/**
 * Days of history decided with the real rules before the period, to reach the state the
 * reactor had at its start. A room's state starts over at each cleaning, and rooms are
 * cleaned daily; a room with a call open at the warm-up's start is read from that call's
 * opening (`openCallStartsAt`).
 */
export const WARM_UP_DAYS = 14;
/**
 * Rooms read and replayed together. A room's calls depend on its own events and the site's
 * rules only, so groups replay independently; one index range per room, and progress per group.
 */
const ROOMS_PER_READ = 6;
/**
 * How much of what occurred after the period a replay reads: the reactor may have seen it
 * before the period's own last events (a device uploading its evening late), and it decided
 * them. Out-of-order uploads later than this are not reproduced.
 */
export const AFTER_PERIOD_MS = 24 * 60 * 60_000;
const PAGE = 20_000;
const DAY_MS = 86_400_000;
const CALL_TYPES = new Set(WHAT_IF_CALL_TYPES);

export interface WhatIfDeps {
  db: Kysely<ReadModelDatabase>;
  store: EventStore & HistoryReader;
}

export interface WhatIfProgress {
  /** 0..1. */
  done: number;
  events: number;
}

/** Events of some rooms in log order, page by page. */
async function readAllPages(history: HistoryReader, query: Omit<RoomEventQuery, 'after' | 'maxCount'>): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const last = events.at(-1);
    const page = await history.readRoomEvents({ ...query, maxCount: PAGE, ...(last ? { after: { transactionId: last.transactionId, position: last.globalPosition } } : {}) });
    events.push(...page);
    if (page.length < PAGE) return events;
  }
}

/**
 * What a replay of some rooms reads: their events in [from, to) (calls and reactor inputs;
 * from `since` for the rooms it names) and their profile events of any time, in log order.
 */
async function readRooms(history: HistoryReader, roomIds: readonly string[], from: Date, to: Date, since: ReadonlyMap<string, Date>): Promise<RecordedEvent[]> {
  const [events, profiles] = await Promise.all([
    // `to` is inclusive in the store; the period is not.
    readAllPages(history, { roomIds, types: [...WHAT_IF_INPUT_TYPES, ...WHAT_IF_CALL_TYPES], from, since, to: new Date(to.getTime() - 1) }),
    readAllPages(history, { roomIds, types: WHAT_IF_PROFILE_TYPES }),
  ]);
  return mergeInLogOrder(profiles, events);
}

/** Site rule events and room events as one run in log order (both are in log order already). */
export function mergeInLogOrder(a: readonly RecordedEvent[], b: readonly RecordedEvent[]): RecordedEvent[] {
  const merged: RecordedEvent[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && logOrder(a[i]!, b[j]!) <= 0)) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}

/** Minutes saved over the period's days at a round interval; null where the site does not compute time saving. */
function timeSaved(site: SiteRecord, period: WhatIfPeriod, counted: RoomsOfTheRange | null, arrivals: readonly ArrivalCount[], operatingDays: ReadonlySet<string>, roundIntervalMinutes: number | undefined): number | null {
  const saving = site.isTimeSave ? site.timeSaving : null;
  if (!saving || !counted) return null;
  const byDay = timeSavedByDay({
    calendar: site,
    roundIntervalMinutes: roundIntervalMinutes ?? saving.roundIntervalMinutes,
    cleaningMinutesPerRoom: saving.cleaningMinutesPerRoom,
    // The overview's rooms, each on the days it was there: the real column is the overview's figure.
    roomIds: counted.rooms.map((room) => room.roomId),
    presence: counted.presence,
    start: period.start,
    end: period.end,
    arrivals,
    operatingDays,
  });
  return [...byDay.values()].reduce((sum, minutes) => sum + minutes, 0);
}

function figuresOf(calls: readonly CallRecord[], period: WhatIfPeriod, site: SiteRecord, timeSavedMinutes: number | null): WhatIfFigures {
  const figures = callFigures(calls, period.to, site.timezone);
  const cost = site.isTimeSave ? (site.timeSaving?.employerCostPerHour ?? null) : null;
  return {
    callsOpened: figures.opened,
    late: figures.late,
    escalated: figures.escalated,
    resolved: figures.resolved,
    averageResponseMinutes: figures.averageResponseMinutes,
    medianResponseMinutes: figures.medianResponseMinutes,
    timeSavedMinutes,
    // est_ROI's definition (DOMAIN.md): time saved / 60 x employer cost per hour.
    roi: timeSavedMinutes === null || cost === null ? null : (timeSavedMinutes / 60) * cost,
    openedByDay: figures.openedByDay,
  };
}

/**
 * Whether a room may have events from `since` on: the site's rooms, and those removed since
 * (their calls count in the overview and the analytics, so both columns replay them too). A
 * removed room without a removal time (removed before it was recorded, with the log on
 * KurrentDB) is read as well: a room with nothing in the range costs one index probe.
 */
function wasThereSince(room: RoomRecord, since: Date): boolean {
  return !room.removed || room.removedAt === null || room.removedAt >= since;
}

/** The calls opened in the period: as they really happened (the log's call events) and as the what-if replay decides them. */
export interface ReplayedCalls {
  roomIds: string[];
  actual: CallRecord[];
  whatIf: CallRecord[];
  /** Events decided, the warm-up included. */
  events: number;
}

export async function replayCalls(
  deps: WhatIfDeps,
  siteId: string,
  settings: WhatIfSettings,
  period: Pick<WhatIfPeriod, 'from' | 'to'>,
  onProgress: (progress: WhatIfProgress) => void = () => {},
  options: { warmUpDays?: number } = {},
): Promise<ReplayedCalls> {
  const warmFrom = new Date(period.from.getTime() - (options.warmUpDays ?? WARM_UP_DAYS) * DAY_MS);
  const [rooms, siteEvents] = await Promise.all([listRooms(deps.db, siteId, { withRemoved: true }), deps.store.readStream(siteStreamId(siteId))]);
  const roomIds = rooms.filter((room) => wasThereSince(room, warmFrom)).map((room) => room.roomId);
  // Rooms with a call open at the warm-up's start are read from its opening.
  const since = await openCallStartsAt(deps.db, siteId, roomIds, warmFrom);
  const actual: CallRecord[] = [];
  const whatIf: CallRecord[] = [];
  let events = 0;
  for (let start = 0; start < roomIds.length; start += ROOMS_PER_READ) {
    const group = roomIds.slice(start, start + ROOMS_PER_READ);
    const read = await readRooms(deps.store, group, warmFrom, new Date(period.to.getTime() + AFTER_PERIOD_MS), since);
    const callEvents = read.filter((event) => CALL_TYPES.has(event.type));
    const replay = new WhatIfReplay(siteId, period, settings);
    replay.feed(mergeInLogOrder(siteEvents, read.filter((event) => !CALL_TYPES.has(event.type))));
    whatIf.push(...replay.finish());
    actual.push(...actualCalls(callEvents, period));
    events += replay.events;
    onProgress({ done: Math.min(start + ROOMS_PER_READ, roomIds.length) / roomIds.length, events });
    // Let the answer's progress lines go out between groups.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { roomIds, actual, whatIf, events };
}

export async function runWhatIf(
  deps: WhatIfDeps,
  site: SiteRecord,
  request: Pick<WhatIfRequest, 'settings'>,
  period: WhatIfPeriod,
  onProgress: (progress: WhatIfProgress) => void = () => {},
): Promise<WhatIfResult> {
  const started = performance.now();
  const { settings } = request;
  const { actual, whatIf, events } = await replayCalls(deps, site.siteId, settings, period, onProgress);

  const saving = site.isTimeSave && site.timeSaving !== null;
  const [arrivals, operatingDays, counted] = saving
    ? await Promise.all([
        arrivalsByRoomDayShift(deps.db, { siteId: site.siteId, fromDate: period.start, toDate: period.end }),
        siteOperatingDays(deps.db, site.siteId, period.start, period.end),
        roomsOfTheRange(deps.db, site, period.start),
      ])
    : [[], [], null];
  const days = new Set(operatingDays);
  return {
    siteId: site.siteId,
    timezone: site.timezone,
    from: period.start,
    to: period.end,
    settings,
    currency: saving ? (site.timeSaving?.currency ?? null) : null,
    events,
    seconds: (performance.now() - started) / 1000,
    actual: figuresOf(actual, period, site, timeSaved(site, period, counted, arrivals, days, undefined)),
    whatIf: figuresOf(whatIf, period, site, timeSaved(site, period, counted, arrivals, days, settings.roundIntervalMinutes)),
  };
}
