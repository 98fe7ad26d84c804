import { describe, expect, it } from 'vitest';
import { byBuilding, groupRooms, groupState, narrowGroups, toggleGroup, type RoomChoice } from './room-groups.ts';

const room = (id: string, displayName: string, building: string | null, floor: number | null): RoomChoice => ({ id, displayName, building, floor });

describe('room groups', () => {
  const rooms = [
    room('r-1', 'Women 2', 'B10', 2),
    room('r-2', 'Men 1', 'B2', 1),
    room('r-3', 'Lobby', null, null),
    room('r-4', 'Women 1', 'B10', 2),
    room('r-5', 'Kitchen', 'B2', null),
    room('r-6', 'Men 3', 'B2', 3),
    room('r-7', 'Storage', ' ', 1),
  ];

  it('groups by building in natural order then floor, rooms by name, the unnamed last', () => {
    const groups = groupRooms(rooms);
    expect(groups.map((group) => [group.building, group.floor, group.rooms.map((r) => r.id)])).toEqual([
      ['B2', 1, ['r-2']],
      ['B2', 3, ['r-6']],
      ['B2', null, ['r-5']],
      ['B10', 2, ['r-4', 'r-1']],
      [null, 1, ['r-7']],
      [null, null, ['r-3']],
    ]);
  });

  it('ticks a whole group, then clears it', () => {
    const [, , , b10] = groupRooms(rooms);
    expect(groupState(['r-2'], b10!)).toBe('none');
    expect(groupState(['r-1'], b10!)).toBe('some');
    const all = toggleGroup(['r-2', 'r-1'], b10!);
    expect(all).toEqual(['r-2', 'r-1', 'r-4']);
    expect(groupState(all, b10!)).toBe('all');
    expect(toggleGroup(all, b10!)).toEqual(['r-2']);
  });

  it('ticks a floor at once from none or some of it, and clears it when all were ticked', () => {
    const [, , , floor] = groupRooms(rooms);
    expect(toggleGroup(['r-4'], floor!)).toEqual(['r-4', 'r-1']);
    expect(toggleGroup(['r-4', 'r-1'], floor!)).toEqual([]);
    expect(groupState(['r-4'], floor!)).toBe('some');
  });

  it('narrows groups to matching rooms, accents and case ignored', () => {
    const groups = groupRooms([...rooms, room('r-8', 'Café', 'B2', 1)]);
    expect(narrowGroups(groups, 'CAFE').map((group) => group.rooms.map((r) => r.id))).toEqual([['r-8']]);
    expect(narrowGroups(groups, 'wómen').flatMap((group) => group.rooms.map((r) => r.id))).toEqual(['r-4', 'r-1']);
    expect(narrowGroups(groups, 'b10').flatMap((group) => group.rooms.map((r) => r.id))).toEqual(['r-4', 'r-1']);
    expect(narrowGroups(groups, ' ')).toHaveLength(groups.length);
  });

  it('gathers floors under their building, a building ticked as a whole', () => {
    const buildings = byBuilding(groupRooms(rooms));
    expect(buildings.map((building) => [building.building, building.floors.map((floor) => floor.floor), building.rooms.map((r) => r.id)])).toEqual([
      ['B2', [1, 3, null], ['r-2', 'r-6', 'r-5']],
      ['B10', [2], ['r-4', 'r-1']],
      [null, [1, null], ['r-7', 'r-3']],
    ]);
    const b2 = buildings[0]!;
    expect(groupState(['r-6'], b2)).toBe('some');
    expect(toggleGroup(['r-6', 'r-4'], b2)).toEqual(['r-6', 'r-4', 'r-2', 'r-5']);
    expect(toggleGroup(['r-2', 'r-4', 'r-6', 'r-5'], b2)).toEqual(['r-4']);
  });

  it('keeps a searched building apart from its hidden floors', () => {
    const [b2] = byBuilding(narrowGroups(groupRooms(rooms), 'men 3'));
    expect(b2?.rooms.map((r) => r.id)).toEqual(['r-6']);
  });
});
