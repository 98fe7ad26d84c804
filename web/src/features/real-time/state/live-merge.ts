import type { LiveMessage, LiveRoom, RealtimeSnapshot } from '@facility/contracts';

/**
 * The board's truth: the snapshot's site facts and, per room, the last state applied with
 * the event position it reflects. A room's state is replaced only by a message at least as
 * new, so a message that arrives late, twice, or older than the snapshot changes nothing,
 * and a reconnect can re-fetch and replay without losing or doubling anything.
 *
 * Positions come from several read models committing side by side (room status, calls,
 * device status), and every message carries the rooms as read just after its commit. So:
 * - an equal position with different rooms is another read model's commit of the same
 *   event, read later: it is applied (a true duplicate changes nothing);
 * - an older position than the room holds is skipped, but reported, because it may be a
 *   lagging read model's commit whose rooms were read later: the store then re-reads the
 *   snapshot rather than guess.
 *
 * `position` is the last snapshot's: every room is at least this new.
 */
export interface LiveBoard extends Pick<RealtimeSnapshot, 'siteId' | 'timezone' | 'activeShift' | 'position'> {
  rooms: Readonly<Record<string, HeldRoom>>;
}

export interface HeldRoom {
  room: LiveRoom;
  /** The event position the state reflects. */
  position: number;
  /** When this client received the state (its clock), so ages tick on without the server's clock. */
  receivedAt: number;
}

export interface MergeResult {
  board: LiveBoard;
  /** Rooms whose shown state differs from before (for the highlight). */
  changed: string[];
  /** Rooms a message carried at an older position than the board holds, yet newer than the snapshot. */
  skipped: string[];
}

export function boardFromSnapshot(snapshot: RealtimeSnapshot, receivedAt: number): LiveBoard {
  const rooms: Record<string, HeldRoom> = {};
  for (const room of snapshot.rooms) rooms[room.id] = { room, position: snapshot.position, receivedAt };
  return { siteId: snapshot.siteId, timezone: snapshot.timezone, activeShift: snapshot.activeShift, position: snapshot.position, rooms };
}

/**
 * One live message onto the board. Each room it carries replaces the held one when the
 * message is newer than the snapshot and not older than that room's state. Messages of
 * another site, or without rooms (device health, statistics), change nothing.
 */
export function applyMessage(board: LiveBoard, message: LiveMessage, receivedAt: number): MergeResult {
  const none: MergeResult = { board, changed: [], skipped: [] };
  if (message.siteId !== board.siteId || !message.rooms || message.rooms.length === 0) return none;
  // Older than the snapshot. An equal position may be a later read of the same state of
  // the read models (the position is the lowest they all reached), so it is applied.
  if (message.position < board.position) return none;
  let rooms: Record<string, HeldRoom> | null = null;
  const changed: string[] = [];
  const skipped: string[] = [];
  for (const room of message.rooms) {
    const held = board.rooms[room.id];
    if (held && message.position < held.position) {
      if (!sameRoom(held.room, room)) skipped.push(room.id);
      continue;
    }
    const same = held !== undefined && sameRoom(held.room, room);
    if (same && message.position === held.position) continue;
    rooms ??= { ...board.rooms };
    rooms[room.id] = { room, position: message.position, receivedAt };
    if (!same) changed.push(room.id);
  }
  return { board: rooms ? { ...board, rooms } : board, changed, skipped };
}

/** Several messages in the order they arrived (the order the server read them in). */
export function applyMessages(board: LiveBoard, messages: readonly LiveMessage[], receivedAt: number): MergeResult {
  const changed = new Set<string>();
  const skipped = new Set<string>();
  let current = board;
  for (const message of messages) {
    const result = applyMessage(current, message, receivedAt);
    current = result.board;
    for (const id of result.changed) changed.add(id);
    for (const id of result.skipped) skipped.add(id);
  }
  return { board: current, changed: [...changed], skipped: [...skipped] };
}

/**
 * A fresh snapshot: it was read after every message received before it was asked for, so
 * it replaces the whole board; the messages received while it was on its way (`buffered`,
 * in arrival order) are replayed on top, each only if newer than the snapshot. `changed`
 * compares with what was on screen (a first load highlights nothing).
 */
export function mergeSnapshot(previous: LiveBoard | null, snapshot: RealtimeSnapshot, buffered: readonly LiveMessage[], receivedAt: number): MergeResult {
  const replayed = applyMessages(boardFromSnapshot(snapshot, receivedAt), buffered, receivedAt);
  const before = previous !== null && previous.siteId === snapshot.siteId ? previous : null;
  const changed: string[] = [];
  if (before) {
    for (const [id, held] of Object.entries(replayed.board.rooms)) {
      const shown = before.rooms[id];
      if (!shown || !sameRoom(shown.room, held.room)) changed.push(id);
    }
  }
  return { board: replayed.board, changed, skipped: replayed.skipped };
}

/** Whether two states of a room look the same on a tile (call ages tick on by themselves). */
export function sameRoom(a: LiveRoom, b: LiveRoom): boolean {
  return JSON.stringify(withoutAges(a)) === JSON.stringify(withoutAges(b));
}

const withoutAges = (room: LiveRoom) => ({ ...room, openCalls: room.openCalls.map((call) => ({ ...call, minutesOpen: 0 })) });

export const heldRooms = (board: LiveBoard): HeldRoom[] => Object.values(board.rooms);
