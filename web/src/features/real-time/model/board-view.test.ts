import type { LiveRoom } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import type { HeldRoom } from '../state/live-merge.ts';
import { liveCall, liveRoom } from '../testing/live-fixtures.ts';
import { boardView, callNow, filterChoices, NO_FILTER, tileOf } from './board-view.ts';

const SHIFT = { shiftNumber: 1, shiftName: 'morning', minSla: 15, maxSla: 30 };
const MINUTE = 60_000;

const held = (id: string, patch: Partial<LiveRoom> = {}, receivedAt = 0): HeldRoom => ({ position: 1, receivedAt, room: liveRoom(id, patch) });

describe('a call now', () => {
  it('ages from the server figure by the time since it was received, against the shift SLA', () => {
    const entry = callNow(liveCall({ minutesOpen: 5 }), 0, 4 * MINUTE, SHIFT);
    expect(entry.ageMinutes).toBe(9);
    expect(entry.state).toBe('open');
    expect(entry.sla).toEqual({ minSla: 15, maxSla: 30 });
    expect(entry.progress).toBeCloseTo(0.3);
    expect(entry.minMark).toBe(0.5);
  });

  it('turns late past the min SLA and escalated past the max SLA, the call own SLA first', () => {
    expect(callNow(liveCall({ minutesOpen: 16 }), 0, 0, SHIFT).state).toBe('late');
    expect(callNow(liveCall({ minutesOpen: 31 }), 0, 0, SHIFT).state).toBe('escalated');
    expect(callNow(liveCall({ minutesOpen: 31 }), 0, 0, SHIFT).progress).toBe(1);
    expect(callNow(liveCall({ minutesOpen: 12, minSla: 10, maxSla: 20 }), 0, 0, SHIFT).state).toBe('late');
  });

  it('never goes back from what the server says, and has no bar without any SLA', () => {
    const entry = callNow(liveCall({ minutesOpen: 1, state: 'escalated' }), 0, 0, null);
    expect(entry.state).toBe('escalated');
    expect(entry.progress).toBeNull();
    expect(entry.minMark).toBeNull();
  });
});

describe('a tile', () => {
  it('keeps the server state on the main board, moved on by the clock', () => {
    const room = held('a', { state: 'call_open', openCalls: [liveCall({ minutesOpen: 10 })] });
    expect(tileOf(room, 'cleaning', 0, SHIFT).state).toBe('call_open');
    expect(tileOf(room, 'cleaning', 6 * MINUTE, SHIFT).state).toBe('late');
    expect(tileOf(held('b', { state: 'offline' }), 'cleaning', 0, SHIFT).state).toBe('offline');
  });

  it('shows only maintenance calls on the maintenance board', () => {
    const cleaningOnly = held('a', { state: 'late', openCalls: [liveCall({ minutesOpen: 20 })] });
    expect(tileOf(cleaningOnly, 'maintenance', 0, SHIFT)).toMatchObject({ state: 'in_use', calls: [] });
    const both = held('b', { state: 'late', openCalls: [liveCall({ minutesOpen: 20 }), liveCall({ callId: 'm', category: 'maintenance', minutesOpen: 2 })] });
    const tile = tileOf(both, 'maintenance', 0, SHIFT);
    expect(tile.state).toBe('call_open');
    expect(tile.calls.map((entry) => entry.call.callId)).toEqual(['m']);
  });
});

describe('the board', () => {
  const rooms = [
    held('a', { displayName: 'Floor 2 women', building: 'North', floor: 2 }),
    held('b', { displayName: 'Floor 10 men', building: 'North', floor: 10, roomType: 'men', state: 'call_open', openCalls: [liveCall({ minutesOpen: 8 })] }),
    held('c', { displayName: 'Lobby', building: 'East', floor: 0, roomType: 'lobby', state: 'offline' }),
    held('d', { displayName: 'Kitchen', building: 'East', floor: 3, roomType: 'kitchen', state: 'escalated', openCalls: [liveCall({ category: 'maintenance', minutesOpen: 40 })] }),
    held('e', { displayName: 'Cleandex', building: 'North', floor: 1, state: 'call_open', openCalls: [liveCall({ source: 'cleandex' })] }),
  ];
  const ids = (view: ReturnType<typeof boardView>) => view.groups.flatMap((group) => group.tiles.map((tile) => tile.room.id));

  it('groups by building, then floor and name', () => {
    const view = boardView(rooms, 'cleaning', NO_FILTER, 'location', 0, SHIFT);
    expect(view.groups.map((group) => group.building)).toEqual(['East', 'North']);
    expect(ids(view)).toEqual(['c', 'd', 'e', 'a', 'b']);
    expect(view.counts).toMatchObject({ escalated: 1, call_open: 2, offline: 1, clean: 1, late: 0 });
  });

  it('sorts the most urgent first in one list, the oldest call first within a state', () => {
    const view = boardView(rooms, 'cleaning', NO_FILTER, 'urgency', 0, SHIFT);
    expect(view.groups).toHaveLength(1);
    expect(ids(view)).toEqual(['d', 'b', 'e', 'c', 'a']);
  });

  it('filters by building, floor, room type and state; the counts ignore the state filter', () => {
    expect(ids(boardView(rooms, 'cleaning', { ...NO_FILTER, building: 'North', floor: 10 }, 'location', 0, SHIFT))).toEqual(['b']);
    expect(ids(boardView(rooms, 'cleaning', { ...NO_FILTER, roomType: 'lobby' }, 'location', 0, SHIFT))).toEqual(['c']);
    const byState = boardView(rooms, 'cleaning', { ...NO_FILTER, state: 'call_open' }, 'location', 0, SHIFT);
    expect(ids(byState)).toEqual(['e', 'b']);
    expect(byState.shown).toBe(2);
    expect(byState.counts.clean).toBe(1);
  });

  it('puts rooms with an open maintenance call first on the maintenance board', () => {
    expect(ids(boardView(rooms, 'maintenance', NO_FILTER, 'location', 0, SHIFT))[0]).toBe('d');
  });

  it('offers the buildings, the floors of the chosen building and the room types', () => {
    expect(filterChoices(rooms, null)).toEqual({ buildings: ['East', 'North'], floors: [0, 1, 2, 3, 10], roomTypes: ['kitchen', 'lobby', 'men', 'women'] });
    expect(filterChoices(rooms, 'East').floors).toEqual([0, 3]);
  });
});

