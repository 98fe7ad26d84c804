import type { SiteCleaner } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { cleanerName, cleanerStatus, filterCleaners } from './cleaner-list.ts';
import { groupRooms, groupState, narrowGroups, toggleGroup, toggleId, type RoomChoice } from './room-groups.ts';
import { createBody, formOf, nameRule, updateBody } from './working-area-form.ts';

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

  it('toggles one room', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('narrows groups to matching rooms, accents and case ignored', () => {
    const groups = groupRooms([...rooms, room('r-8', 'Café', 'B2', 1)]);
    expect(narrowGroups(groups, 'CAFE').map((group) => group.rooms.map((r) => r.id))).toEqual([['r-8']]);
    expect(narrowGroups(groups, 'b10').flatMap((group) => group.rooms.map((r) => r.id))).toEqual(['r-4', 'r-1']);
    expect(narrowGroups(groups, ' ')).toHaveLength(groups.length);
  });
});

const cleaner = (fields: Partial<SiteCleaner>): SiteCleaner => ({
  userId: 'u-1',
  firstName: 'Yossi',
  lastName: 'Peretz',
  username: 'yossi.cleaner',
  phone: '+972 50-123-4567',
  email: 'yossi@demo.test',
  active: true,
  workingAreaIds: ['w-1'],
  workingAreaNames: ['Lobby wing'],
  isWorkingInSite: true,
  ...fields,
});

describe('cleaner list', () => {
  it('says whether a cleaner works in the site, has no area, or is deactivated', () => {
    expect(cleanerStatus(cleaner({}))).toBe('working');
    expect(cleanerStatus(cleaner({ isWorkingInSite: false, workingAreaIds: [], workingAreaNames: [] }))).toBe('unassigned');
    expect(cleanerStatus(cleaner({ active: false, isWorkingInSite: false }))).toBe('inactive');
    expect(cleanerName(cleaner({}))).toBe('Yossi Peretz');
  });

  it('searches names, usernames, working areas and phone digits', () => {
    const people = [cleaner({}), cleaner({ userId: 'u-2', firstName: 'Anna', lastName: 'Nowak', username: 'anna.cleaner', phone: null, email: 'anna@demo.test', workingAreaNames: ['Łazienki'] })];
    const ids = (search: string) => filterCleaners(people, search).map((one) => one.userId);
    expect(ids('')).toEqual(['u-1', 'u-2']);
    expect(ids('NOWAK')).toEqual(['u-2']);
    expect(ids('ŁAZIENKI')).toEqual(['u-2']);
    expect(ids('yossi.c')).toEqual(['u-1']);
    expect(ids('0501234')).toEqual([]);
    expect(ids('501234')).toEqual(['u-1']);
    expect(ids('50-123')).toEqual(['u-1']);
    expect(ids('lobby')).toEqual(['u-1']);
    expect(ids('nobody')).toEqual([]);
  });
});

describe('working-area form', () => {
  it('needs a name no other area of the site has, regardless of case', () => {
    const others = [{ name: 'Lobby wing' }];
    expect(nameRule('  ', others)).toBe('rules.pleaseEnter');
    expect(nameRule(' LOBBY wing ', others)).toBe('rules.taken');
    expect(nameRule('Kitchen', others)).toBeNull();
  });

  it('fills from an area and sends trimmed bodies', () => {
    const values = formOf({ name: 'East', roomIds: ['r-1'], cleanerIds: ['u-1'] });
    expect(createBody('s-1', { ...values, name: ' East ' })).toEqual({ siteId: 's-1', name: 'East', roomIds: ['r-1'], cleanerIds: ['u-1'] });
    expect(updateBody({ ...values, roomIds: [] })).toEqual({ name: 'East', roomIds: [], cleanerIds: ['u-1'] });
  });
});
