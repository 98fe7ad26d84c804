import type { RecordedEvent } from '@facility/contracts';
import { evolveSiteRules, SITE_RULE_EVENT_TYPES, type SiteRules } from '../calendar/site-rules.ts';
import { DEFAULT_COUNTER_THRESHOLD } from '../calls/call-reactor.state.ts';
import { pressKey, REPEAT_WINDOW_MS, type PressMemory } from '../room-hourly/room-hourly.fold.ts';
import { cleandexScore, DEFAULT_CLEANDEX_THRESHOLD, type CleandexInputs } from './cleandex.maths.ts';

/** What the Cleandex read model keeps of a site: its rules (for the counter threshold) and its Cleandex threshold. */
export interface CleandexSite {
  rules: SiteRules;
  /** Below this score a `cleandex` call opens; null: the site opens none. */
  cleandexThreshold: number | null;
}

/** A room's Cleandex: the inputs since its last cleaner arrival and the score they give (times in epoch ms). */
export interface CleandexRoom {
  roomId: string;
  siteId: string;
  /** The room's own counter threshold; null = the site's. */
  visitorThreshold: number | null;
  lastCleanedAt: number | null;
  visits: number;
  complaints: number;
  ratingSum: number;
  ratingCount: number;
  score: number;
  /** Event time of the last telemetry that moved the inputs; null while none has reached the room. */
  scoreUpdatedAt: number | null;
}

/** One batch's scores of a room in one UTC hour: each score the room took there is a sample. */
export interface CleandexHourDelta {
  roomId: string;
  siteId: string;
  hourStart: number;
  lowScore: number;
  scoreSum: number;
  samples: number;
}

export interface CleandexState {
  sites: Map<string, CleandexSite>;
  rooms: Map<string, CleandexRoom>;
  presses: PressMemory;
}

export interface CleandexFold {
  /** Rooms whose row changed (threshold, inputs or score). */
  changedRooms: Set<string>;
  /** Rooms with data whose score or inputs changed: what a board must redraw. */
  movedRooms: Set<string>;
  changedSites: Map<string, CleandexSite | null>;
  changedPresses: Set<string>;
  hours: CleandexHourDelta[];
}

const TELEMETRY = ['VisitorsCounted', 'ComplaintReported', 'RatingGiven', 'StaffArrived'] as const;
const ROOM_PROFILE = ['RoomCreated', 'RoomUpdated'] as const;
const CALL_SETTINGS = 'SiteCallSettingsSet';

/** The event types the Cleandex reads. */
export const CLEANDEX_EVENT_TYPES: ReadonlySet<string> = new Set([...SITE_RULE_EVENT_TYPES, CALL_SETTINGS, ...ROOM_PROFILE, ...TELEMETRY]);
const TELEMETRY_TYPES: ReadonlySet<string> = new Set(TELEMETRY);
const HOUR_MS = 3_600_000;

export const newCleandexRoom = (roomId: string, siteId: string): CleandexRoom => ({
  roomId,
  siteId,
  visitorThreshold: null,
  lastCleanedAt: null,
  visits: 0,
  complaints: 0,
  ratingSum: 0,
  ratingCount: 0,
  score: 100,
  scoreUpdatedAt: null,
});

/** The counter threshold that applies to a room: its own, else its site's, else the default. */
export function roomThreshold(room: Pick<CleandexRoom, 'visitorThreshold'>, site: Pick<CleandexSite, 'rules'> | undefined): number {
  return room.visitorThreshold ?? site?.rules.counterThreshold ?? DEFAULT_COUNTER_THRESHOLD;
}

export const inputsOf = (room: CleandexRoom, site: CleandexSite | undefined): CleandexInputs => ({
  visits: room.visits,
  complaints: room.complaints,
  ratingSum: room.ratingSum,
  ratingCount: room.ratingCount,
  threshold: roomThreshold(room, site),
});

/**
 * The 60 s repeat rule on the shared press memory idea of the hourly counters: whether a
 * press of `problem` on `deviceId` at `at` counts (and if so, remembers it).
 */
export function countsAsNewPress(presses: PressMemory, deviceId: string, problem: string, at: number, changed: Set<string>): boolean {
  const key = pressKey(deviceId, problem);
  const last = presses.get(key);
  if (last !== undefined && Math.abs(at - last) < REPEAT_WINDOW_MS) return false;
  // A late upload of an older press must not pull the window back in time.
  presses.set(key, last === undefined ? at : Math.max(last, at));
  changed.add(key);
  return true;
}

/**
 * Folds a batch (in global order) into the rooms' Cleandex (pure; `state` is updated in
 * place). Telemetry counts only after the room's last cleaner arrival, by event time, as
 * the call reactor counts it; a cleaner arrival starts the room again at 100. A changed
 * counter threshold (the room's or its site's) rescores the room at once. Each new score
 * of a room with data is a sample of its event's UTC hour: the series' lowest and mean.
 * The caller loads the rooms of the batch and of every site whose rules it changes.
 */
export function foldCleandex(state: CleandexState, events: readonly RecordedEvent[]): CleandexFold {
  const changes = foldCleandexInto(emptyCleandexChanges(), state, events);
  return { ...changes, hours: [...changes.hours.values()] };
}

/** What folds change until it is written: {@link CleandexFold} with the hours by room and hour. */
export interface CleandexChanges extends Omit<CleandexFold, 'hours'> {
  hours: Map<string, CleandexHourDelta>;
}

export const emptyCleandexChanges = (): CleandexChanges => ({
  changedRooms: new Set(),
  movedRooms: new Set(),
  changedSites: new Map(),
  changedPresses: new Set(),
  hours: new Map(),
});

/**
 * {@link foldCleandex} adding to `fold`: two batches folded into the same changes write what
 * writing each batch's changes would (rooms, sites and presses as they are now; hour samples
 * merged as the upsert merges them: lowest, sum, count).
 */
export function foldCleandexInto(fold: CleandexChanges, state: CleandexState, events: readonly RecordedEvent[]): CleandexChanges {
  const hours = fold.hours;

  const sample = (room: CleandexRoom, at: number) => {
    const hourStart = Math.floor(at / HOUR_MS) * HOUR_MS;
    const key = `${room.roomId}\u0000${hourStart}`;
    const hour = hours.get(key);
    if (!hour) hours.set(key, { roomId: room.roomId, siteId: room.siteId, hourStart, lowScore: room.score, scoreSum: room.score, samples: 1 });
    else {
      hour.lowScore = Math.min(hour.lowScore, room.score);
      hour.scoreSum += room.score;
      hour.samples += 1;
    }
  };
  /** Scores the room again after its inputs (or threshold) moved at `at`. */
  const rescore = (room: CleandexRoom, at: number) => {
    room.score = cleandexScore(inputsOf(room, state.sites.get(room.siteId)));
    if (room.scoreUpdatedAt === null || at > room.scoreUpdatedAt) room.scoreUpdatedAt = at;
    fold.changedRooms.add(room.roomId);
    fold.movedRooms.add(room.roomId);
    sample(room, at);
  };

  for (const event of events) {
    if (!CLEANDEX_EVENT_TYPES.has(event.type)) continue;
    const data = event.data;
    const at = event.occurredAt.getTime();
    if (SITE_RULE_EVENT_TYPES.has(event.type) || event.type === CALL_SETTINGS) {
      foldSite(state, fold, event);
      const site = state.sites.get(String(data.siteId));
      // The site's counter threshold may have moved: rescore its rooms that use it.
      for (const room of state.rooms.values()) {
        if (room.siteId !== data.siteId || room.scoreUpdatedAt === null || room.visitorThreshold !== null) continue;
        if (cleandexScore(inputsOf(room, site)) !== room.score) rescore(room, at);
      }
      continue;
    }
    const { roomId, siteId } = data;
    if (typeof roomId !== 'string' || typeof siteId !== 'string') continue;
    let room = state.rooms.get(roomId);
    if (!room) state.rooms.set(roomId, (room = newCleandexRoom(roomId, siteId)));
    room.siteId = siteId;

    if (event.type === 'RoomCreated' || event.type === 'RoomUpdated') {
      if (!('visitorThreshold' in data)) continue;
      room.visitorThreshold = typeof data.visitorThreshold === 'number' ? data.visitorThreshold : null;
      fold.changedRooms.add(roomId);
      if (room.scoreUpdatedAt !== null && cleandexScore(inputsOf(room, state.sites.get(siteId))) !== room.score) rescore(room, at);
      continue;
    }
    if (!TELEMETRY_TYPES.has(event.type)) continue;
    // Reported before the last cleaning (a late upload): that cleaning dealt with it.
    if (room.lastCleanedAt !== null && at <= room.lastCleanedAt) continue;
    switch (event.type) {
      case 'VisitorsCounted':
        room.visits += Math.max(0, Number(data.count) || 0);
        break;
      case 'RatingGiven':
        room.ratingSum += Number(data.score) || 0;
        room.ratingCount += 1;
        break;
      case 'ComplaintReported':
        if (data.category === 'maintenance') continue;
        if (!countsAsNewPress(state.presses, String(data.deviceId), String(data.problem), at, fold.changedPresses)) continue;
        room.complaints += 1;
        break;
      case 'StaffArrived':
        if (data.role !== 'cleaner') continue;
        room.lastCleanedAt = at;
        room.visits = 0;
        room.complaints = 0;
        room.ratingSum = 0;
        room.ratingCount = 0;
        break;
    }
    rescore(room, at);
  }
  return fold;
}

/** A site event: its rules through the shared evolution, and the Cleandex threshold from its call settings. */
function foldSite(state: CleandexState, fold: Pick<CleandexFold, 'changedSites'>, event: RecordedEvent): void {
  const siteId = String(event.data.siteId);
  let site: CleandexSite | null = state.sites.get(siteId) ?? null;
  if (SITE_RULE_EVENT_TYPES.has(event.type)) {
    const rules = evolveSiteRules(site?.rules ?? null, event);
    site = rules ? { rules, cleandexThreshold: site ? site.cleandexThreshold : DEFAULT_CLEANDEX_THRESHOLD } : null;
  }
  if (event.type === CALL_SETTINGS && site) {
    const threshold = event.data.cleandexThreshold;
    site = { ...site, cleandexThreshold: typeof threshold === 'number' ? threshold : null };
  }
  if (site) state.sites.set(siteId, site);
  else state.sites.delete(siteId);
  fold.changedSites.set(siteId, site);
}

