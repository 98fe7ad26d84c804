import { CALL_STATES, type CallState, type LiveCall, type LiveRoom, type RealtimeSnapshot, type RoomState } from '@facility/contracts';
import type { NoneMissing } from '../../../lib/type-checks.ts';
import type { HeldRoom } from '../state/live-merge.ts';

/** Which calls a board is about: all of them, maintenance only, or Cleandex only. */
export type BoardKind = 'cleaning' | 'maintenance';
export type SortOrder = 'location' | 'urgency';

/** Most urgent first: the order of the legend and of the "most urgent" sort (the contract's ROOM_STATES has another order). */
export const ROOM_STATES_BY_SEVERITY = ['escalated', 'late', 'call_open', 'offline', 'in_use', 'clean'] as const satisfies readonly RoomState[];
type _EveryStateRanked = NoneMissing<Exclude<RoomState, (typeof ROOM_STATES_BY_SEVERITY)[number]>>;
const CALL_ROOM_STATE: Record<CallState, RoomState> = { open: 'call_open', late: 'late', escalated: 'escalated' };

export interface BoardFilter {
  building: string | null;
  floor: number | null;
  roomType: string | null;
  state: RoomState | null;
}

export const NO_FILTER: BoardFilter = { building: null, floor: null, roomType: null, state: null };

export interface Sla {
  minSla: number | null;
  maxSla: number | null;
}

export interface TileCall {
  call: LiveCall;
  /** Minutes open now: the server's figure plus the time since it was received. */
  ageMinutes: number;
  /** The server's state, or later if the clock has passed an SLA since. */
  state: CallState;
  sla: Sla;
  /** Age against the max SLA (0..1), and where the min SLA sits on that scale; null without SLA. */
  progress: number | null;
  minMark: number | null;
}

export interface Tile {
  room: LiveRoom;
  state: RoomState;
  calls: TileCall[];
}

const severity = (state: RoomState): number => ROOM_STATES_BY_SEVERITY.indexOf(state);
const isCallState = (state: RoomState) => state === 'call_open' || state === 'late' || state === 'escalated';

/** A call's age and state now: an open call passes its min SLA (late) and max SLA (escalated) as time goes by. */
export function callNow(call: LiveCall, receivedAt: number, now: number, shift: RealtimeSnapshot['activeShift']): TileCall {
  const ageMinutes = Math.max(0, call.minutesOpen + Math.max(0, now - receivedAt) / 60_000);
  const sla: Sla = { minSla: call.minSla ?? shift?.minSla ?? null, maxSla: call.maxSla ?? shift?.maxSla ?? null };
  let state = call.state;
  const byClock: CallState = sla.maxSla !== null && ageMinutes >= sla.maxSla ? 'escalated' : sla.minSla !== null && ageMinutes >= sla.minSla ? 'late' : 'open';
  // The contract lists the call states as they follow each other: open, late, escalated.
  if (CALL_STATES.indexOf(byClock) > CALL_STATES.indexOf(state)) state = byClock;
  const scale = sla.maxSla ?? sla.minSla;
  return {
    call,
    ageMinutes,
    state,
    sla,
    progress: scale && scale > 0 ? Math.min(1, ageMinutes / scale) : null,
    minMark: scale && scale > 0 && sla.minSla !== null && sla.maxSla !== null ? Math.min(1, sla.minSla / scale) : null,
  };
}

const callsOf = (room: LiveRoom, kind: BoardKind): LiveCall[] =>
  kind === 'maintenance' ? room.openCalls.filter((call) => call.category === 'maintenance') : room.openCalls;

const worstCall = (calls: readonly TileCall[]): RoomState | null =>
  calls.reduce<RoomState | null>((worst, entry) => {
    const state = CALL_ROOM_STATE[entry.state];
    return worst === null || severity(state) < severity(worst) ? state : worst;
  }, null);

/**
 * A room as one board shows it. The main board keeps the server's state, moved on to late or
 * escalated when the clock has passed an SLA since. The maintenance and Cleandex boards show
 * the state of their own calls; a room without one shows offline, clean or in use (a room
 * with only a cleaning call reads as in use there: nothing is open for maintenance).
 */
export function tileOf(held: HeldRoom, kind: BoardKind, now: number, shift: RealtimeSnapshot['activeShift']): Tile {
  const { room } = held;
  const calls = callsOf(room, kind).map((call) => callNow(call, held.receivedAt, now, shift));
  const worst = worstCall(calls);
  let state = room.state;
  if (kind === 'cleaning') {
    if (isCallState(state) && worst !== null && severity(worst) < severity(state)) state = worst;
  } else if (worst !== null) {
    state = worst;
  } else if (isCallState(state)) {
    state = 'in_use';
  }
  return { room, state, calls };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Building, floor, then name: the board's natural order. */
export function byLocation(a: Tile, b: Tile): number {
  return (
    collator.compare(a.room.building ?? '', b.room.building ?? '') ||
    (a.room.floor ?? Number.MAX_SAFE_INTEGER) - (b.room.floor ?? Number.MAX_SAFE_INTEGER) ||
    collator.compare(a.room.displayName, b.room.displayName)
  );
}

const oldestCall = (tile: Tile) => Math.max(0, ...tile.calls.map((call) => call.ageMinutes));

function byUrgency(a: Tile, b: Tile): number {
  return severity(a.state) - severity(b.state) || oldestCall(b) - oldestCall(a) || byLocation(a, b);
}

export interface BoardView {
  /** Tiles after every filter, in groups (one per building when sorted by location). */
  groups: { building: string | null; tiles: Tile[] }[];
  /** How many tiles the filter shows. */
  shown: number;
  /** Per state, the rooms the location filters leave (the legend counts, before the state filter). */
  counts: Record<RoomState, number>;
}

/**
 * The tiles of a board: filtered by location, type and state, sorted and grouped. The
 * maintenance board lists rooms with an open maintenance call first. (The Cleandex board
 * has its own view of the scores: cleandex-view.ts.)
 */
export function boardView(rooms: readonly HeldRoom[], kind: BoardKind, filter: BoardFilter, sort: SortOrder, now: number, shift: RealtimeSnapshot['activeShift']): BoardView {
  const located = rooms
    .map((held) => tileOf(held, kind, now, shift))
    .filter(
      ({ room }) =>
        (filter.building === null || room.building === filter.building) &&
        (filter.floor === null || room.floor === filter.floor) &&
        (filter.roomType === null || room.roomType === filter.roomType),
    );
  const counts = Object.fromEntries(ROOM_STATES_BY_SEVERITY.map((state) => [state, 0])) as Record<RoomState, number>;
  for (const tile of located) counts[tile.state] += 1;
  const compare = sort === 'urgency' ? byUrgency : byLocation;
  const tiles = located
    .filter((tile) => filter.state === null || tile.state === filter.state)
    .sort((a, b) => (kind === 'maintenance' ? Number(b.calls.length > 0) - Number(a.calls.length > 0) : 0) || compare(a, b));
  const groups: BoardView['groups'] = [];
  if (sort === 'urgency' || kind === 'maintenance') {
    if (tiles.length > 0) groups.push({ building: null, tiles });
  } else {
    for (const tile of tiles) {
      const last = groups.at(-1);
      if (last && last.building === tile.room.building) last.tiles.push(tile);
      else groups.push({ building: tile.room.building, tiles: [tile] });
    }
  }
  return { groups, shown: tiles.length, counts };
}

/**
 * The phone's order (issue 19): rooms with an open call first, so they show without
 * scrolling; otherwise the view's order. One group: a building heading would push the
 * calls of the next building down again.
 */
export function callsFirst(view: BoardView): BoardView {
  const tiles = view.groups.flatMap((group) => group.tiles);
  const sorted = [...tiles.filter((tile) => tile.calls.length > 0), ...tiles.filter((tile) => tile.calls.length === 0)];
  return { ...view, groups: sorted.length > 0 ? [{ building: null, tiles: sorted }] : [] };
}

/** The choices of the board's filters: buildings, the floors (of the chosen building), room types. */
export function filterChoices(rooms: readonly HeldRoom[], building: string | null) {
  const list = rooms.map((held) => held.room);
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((value): value is T => value !== null))];
  return {
    buildings: unique(list.map((room) => room.building)).sort(collator.compare),
    floors: unique(list.filter((room) => building === null || room.building === building).map((room) => room.floor)).sort((a, b) => a - b),
    roomTypes: unique(list.map((room) => room.roomType)).sort(collator.compare),
  };
}

