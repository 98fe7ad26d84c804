import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { holidayShifts, holidaysNaming } from './holiday-shifts.ts';
import { groupRooms, groupState, toggleGroup, type PickerRoom } from './room-groups.ts';

const room = (id: string, building: string | null, floor: number | null, displayName = id): PickerRoom => ({ id, displayName, building, floor });

describe('room picker groups', () => {
  it('groups by building then floor, empty ones last, rooms by name', () => {
    const groups = groupRooms([room('r10', 'B', 2), room('r2', 'B', 10), room('r1', 'B', 2, 'Men 1'), room('x', null, null), room('a', 'A', null), room('a2', 'A', 1)]);
    expect(groups.map((group) => group.building)).toEqual(['A', 'B', null]);
    expect(groups[0]?.floors.map((floor) => floor.floor)).toEqual([1, null]);
    expect(groups[1]?.floors.map((floor) => floor.floor)).toEqual([2, 10]);
    expect(groups[1]?.floors[0]?.rooms.map((entry) => entry.id)).toEqual(['r1', 'r10']);
  });

  it('ticks and unticks a whole group, keeping the rest', () => {
    const floor = [room('a', 'A', 1), room('b', 'A', 1)];
    expect(groupState(floor, ['a'])).toBe('some');
    expect(groupState(floor, ['a', 'b', 'z'])).toBe('all');
    expect(groupState(floor, ['z'])).toBe('none');
    expect(toggleGroup(floor, ['z', 'a'], true)).toEqual(['z', 'a', 'b']);
    expect(toggleGroup(floor, ['z', 'a'], false)).toEqual(['z']);
  });
});

describe('holidays and shifts', () => {
  const shifts = [{ shiftNumber: 1 }, { shiftNumber: 3 }] as SiteShift[];
  const holidays = [
    { name: 'Passover', start: '2026-04-02', end: '2026-04-09', shiftIds: [1, 4] },
    { name: 'New year', start: '2026-09-12', end: '2026-09-13', shiftIds: [] },
  ];

  it('names the shifts a holiday is for, and the numbers no shift has', () => {
    expect(holidayShifts(holidays[1]!, shifts)).toEqual({ all: true });
    expect(holidayShifts(holidays[0]!, shifts)).toEqual({ all: false, shifts: [shifts[0]], missing: [4] });
  });

  it('finds the holidays that name a shift itself', () => {
    expect(holidaysNaming(holidays, 1).map((holiday) => holiday.name)).toEqual(['Passover']);
    expect(holidaysNaming(holidays, 3)).toEqual([]);
  });
});
