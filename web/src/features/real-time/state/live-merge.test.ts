import type { LiveMessage, LiveRoom, RealtimeSnapshot } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { liveCall, liveRoom } from '../testing/live-fixtures.ts';
import { applyMessage, applyMessages, boardFromSnapshot, mergeSnapshot } from './live-merge.ts';

const SITE = 'site-1';


const snapshot = (position: number, rooms: LiveRoom[]): RealtimeSnapshot => ({
  siteId: SITE,
  timezone: 'Asia/Jerusalem',
  position,
  activeShift: { shiftNumber: 1, shiftName: 'morning', minSla: 15, maxSla: 30 },
  rooms,
});

const message = (position: number, rooms: LiveRoom[], siteId = SITE): LiveMessage => ({
  siteId,
  kind: 'room-status',
  position,
  roomIds: rooms.map((entry) => entry.id),
  rooms,
});

const stateOf = (board: ReturnType<typeof boardFromSnapshot>, id: string) => board.rooms[id]?.room.state;

describe('a live message', () => {
  const start = () => boardFromSnapshot(snapshot(100, [liveRoom('a'), liveRoom('b')]), 0);

  it('applies to the rooms it carries when newer, and reports them as changed', () => {
    const { board, changed, skipped } = applyMessage(start(), message(101, [liveRoom('a', { state: 'call_open' })]), 1);
    expect(stateOf(board, 'a')).toBe('call_open');
    expect(stateOf(board, 'b')).toBe('clean');
    expect(board.rooms.a?.position).toBe(101);
    expect(changed).toEqual(['a']);
    expect(skipped).toEqual([]);
  });

  it('is ignored when older than the snapshot', () => {
    const board = start();
    const result = applyMessage(board, message(42, [liveRoom('a', { state: 'late' })]), 1);
    expect(result.board).toBe(board);
    expect(result.changed).toEqual([]);
    expect(result.skipped).toEqual([]);
  });

  it('is applied at the snapshot position: a later read of read models that have not all moved on', () => {
    const result = applyMessage(start(), message(100, [liveRoom('a', { state: 'late' })]), 1);
    expect(result.changed).toEqual(['a']);
  });

  it('changes nothing when it comes twice', () => {
    const once = applyMessage(start(), message(105, [liveRoom('a', { state: 'call_open', visitsSinceClean: 3 })]), 1);
    const twice = applyMessage(once.board, message(105, [liveRoom('a', { state: 'call_open', visitsSinceClean: 3 })]), 2);
    expect(twice.board).toBe(once.board);
    expect(twice.changed).toEqual([]);
    expect(twice.skipped).toEqual([]);
  });

  it('at the same position with other rooms is another read model committing the same event, read later', () => {
    const first = applyMessage(start(), message(105, [liveRoom('a', { state: 'in_use', visitsSinceClean: 3 })]), 1);
    const second = applyMessage(first.board, message(105, [liveRoom('a', { state: 'call_open', visitsSinceClean: 3 })]), 2);
    expect(stateOf(second.board, 'a')).toBe('call_open');
    expect(second.changed).toEqual(['a']);
  });

  it('keeps the newest state of each room when messages arrive out of order, and reports what it skipped', () => {
    const newer = applyMessage(start(), message(110, [liveRoom('a', { state: 'clean' }), liveRoom('b', { state: 'late' })]), 1);
    const older = applyMessage(newer.board, message(105, [liveRoom('a', { state: 'call_open' }), liveRoom('b', { state: 'late' })]), 2);
    expect(stateOf(older.board, 'a')).toBe('clean');
    expect(stateOf(older.board, 'b')).toBe('late');
    expect(older.board).toBe(newer.board);
    // Room b's older state reads the same: nothing was lost there.
    expect(older.skipped).toEqual(['a']);
    // The same older position still counts for a room the board holds at an older one.
    const other = applyMessage(
      applyMessage(start(), message(103, [liveRoom('b', { state: 'in_use' })]), 1).board,
      message(102, [liveRoom('a', { state: 'call_open' }), liveRoom('b', { state: 'clean' })]),
      2,
    );
    expect(stateOf(other.board, 'a')).toBe('call_open');
    expect(stateOf(other.board, 'b')).toBe('in_use');
  });

  it('is ignored for another site, or without rooms', () => {
    const board = start();
    expect(applyMessage(board, message(200, [liveRoom('a', { state: 'late' })], 'site-2'), 1).board).toBe(board);
    expect(applyMessage(board, { siteId: SITE, kind: 'stats', position: 201, roomIds: ['a'] }, 1).board).toBe(board);
  });

  it('adds a room the snapshot did not list yet', () => {
    const { board, changed } = applyMessage(start(), message(101, [liveRoom('c', { state: 'in_use' })]), 1);
    expect(stateOf(board, 'c')).toBe('in_use');
    expect(changed).toEqual(['c']);
  });

  it('does not count as a change when only the call ages moved on', () => {
    const call = liveCall({ callId: 'x', minSla: 15, maxSla: 30 });
    const first = applyMessage(start(), message(101, [liveRoom('a', { state: 'call_open', openCalls: [{ ...call, minutesOpen: 1 }] })]), 1);
    const second = applyMessage(first.board, message(102, [liveRoom('a', { state: 'call_open', openCalls: [{ ...call, minutesOpen: 4 }] })]), 2);
    expect(second.changed).toEqual([]);
    expect(second.board.rooms.a?.room.openCalls[0]?.minutesOpen).toBe(4);
  });

  it('in a batch, applies in arrival order with the same rules', () => {
    const { board, skipped } = applyMessages(
      start(),
      [message(102, [liveRoom('a', { state: 'call_open' })]), message(104, [liveRoom('a', { state: 'clean', visitsSinceClean: 0 })]), message(103, [liveRoom('a', { state: 'late' })])],
      1,
    );
    expect(stateOf(board, 'a')).toBe('clean');
    expect(board.rooms.a?.position).toBe(104);
    expect(skipped).toEqual(['a']);
  });
});

describe('a fresh snapshot (load, reconnect, catch-up)', () => {
  it('replays only the buffered messages newer than the snapshot, and highlights what differs from the screen', () => {
    const previous = boardFromSnapshot(snapshot(100, [liveRoom('a'), liveRoom('b')]), 0);
    const fresh = snapshot(120, [liveRoom('a', { state: 'call_open' }), liveRoom('b')]);
    const buffered = [message(125, [liveRoom('a', { state: 'clean' })]), message(118, [liveRoom('b', { state: 'late' })]), message(122, [liveRoom('b', { state: 'in_use' })])];
    const { board, changed } = mergeSnapshot(previous, fresh, buffered, 5);
    expect(stateOf(board, 'a')).toBe('clean');
    expect(stateOf(board, 'b')).toBe('in_use');
    expect(board.position).toBe(120);
    // Room a went through a state while the snapshot was on its way but ends as it was shown.
    expect(changed).toEqual(['b']);
  });

  it('replaces what was held, since it was read after everything received before it was asked for', () => {
    const held = applyMessage(boardFromSnapshot(snapshot(100, [liveRoom('a')]), 0), message(130, [liveRoom('a', { state: 'escalated' })]), 1).board;
    const { board, changed } = mergeSnapshot(held, snapshot(120, [liveRoom('a', { state: 'clean', visitsSinceClean: 0 })]), [], 2);
    expect(stateOf(board, 'a')).toBe('clean');
    expect(board.rooms.a?.position).toBe(120);
    expect(changed).toEqual(['a']);
  });

  it('brings in what was missed while disconnected and drops rooms that are gone', () => {
    const previous = boardFromSnapshot(snapshot(100, [liveRoom('a'), liveRoom('gone')]), 0);
    const { board, changed } = mergeSnapshot(previous, snapshot(140, [liveRoom('a', { state: 'late' })]), [], 3);
    expect(stateOf(board, 'a')).toBe('late');
    expect(board.rooms.gone).toBeUndefined();
    expect(changed).toEqual(['a']);
  });

  it('starts over for another site, highlighting nothing', () => {
    const previous = boardFromSnapshot({ ...snapshot(500, [liveRoom('a', { state: 'late' })]), siteId: 'site-2' }, 0);
    const { board, changed } = mergeSnapshot(previous, snapshot(10, [liveRoom('a')]), [], 1);
    expect(board.siteId).toBe(SITE);
    expect(stateOf(board, 'a')).toBe('clean');
    expect(changed).toEqual([]);
  });
});
