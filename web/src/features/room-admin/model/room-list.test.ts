import type { AdminRoom } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { filterRooms, listNames, NO_ROOM_FILTER, roomChoices, sortByShownName, withBuilding } from './room-list.ts';

const room = (id: string, building: string | null, floor: number | null, extra: Partial<AdminRoom> = {}): AdminRoom => ({
  id,
  siteId: 's1',
  displayName: `Room ${id}`,
  room_name_en: `Room ${id}`,
  roomType: 'men',
  floor,
  building,
  zone: null,
  gender: 'men',
  is_calculated: true,
  pinned: false,
  ref_id: id.padStart(3, '0'),
  cells_num: 0,
  sinks_num: 0,
  urinals_num: 0,
  toilet_paper_size: null,
  visitorThreshold: null,
  ...extra,
});

const rooms = [room('1', 'B', 2), room('2', 'A', 10), room('3', 'A', 2), room('4', null, null, { displayName: 'Café lobby', zone: 'North' })];
const ids = (list: AdminRoom[]) => list.map((entry) => entry.id);

describe('room list', () => {
  it('offers the buildings sorted and the floors of the chosen building', () => {
    expect(roomChoices(rooms, '')).toEqual({ buildings: ['A', 'B'], floors: [2, 10] });
    expect(roomChoices(rooms, 'B')).toEqual({ buildings: ['A', 'B'], floors: [2] });
  });

  it('narrows by building and floor, keeping the server order', () => {
    expect(ids(filterRooms(rooms, NO_ROOM_FILTER))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterRooms(rooms, { ...NO_ROOM_FILTER, building: 'A' }))).toEqual(['2', '3']);
    expect(ids(filterRooms(rooms, { ...NO_ROOM_FILTER, floor: '2' }))).toEqual(['1', '3']);
  });

  it('searches names, reference and zone without case or accents', () => {
    expect(ids(filterRooms(rooms, { ...NO_ROOM_FILTER, search: 'cafe' }))).toEqual(['4']);
    expect(ids(filterRooms(rooms, { ...NO_ROOM_FILTER, search: 'north' }))).toEqual(['4']);
    expect(ids(filterRooms(rooms, { ...NO_ROOM_FILTER, search: '003' }))).toEqual(['3']);
  });

  it('drops a floor the newly chosen building lacks', () => {
    expect(withBuilding(rooms, { ...NO_ROOM_FILTER, floor: '10' }, 'B').floor).toBe('');
    expect(withBuilding(rooms, { ...NO_ROOM_FILTER, floor: '2' }, 'B').floor).toBe('2');
  });
});

describe('names in the reader language', () => {
  const hebrew = room('h', null, null, { displayName: 'לובי', room_name_en: 'Lobby' });
  it('shows the English name to an English reader and the local one beneath; the reverse for a Hebrew reader', () => {
    expect(listNames(hebrew, 'en')).toEqual({ shown: 'Lobby', other: 'לובי' });
    expect(listNames(hebrew, 'he')).toEqual({ shown: 'לובי', other: 'Lobby' });
    expect(listNames(room('x', null, null, { displayName: 'Lobby', room_name_en: 'Lobby' }), 'en')).toEqual({ shown: 'Lobby', other: null });
  });
  it('keeps pinned rooms first and sorts each part by the shown name', () => {
    const rooms = [
      room('a', null, null, { displayName: 'אאא', room_name_en: 'Zulu' }),
      room('b', null, null, { displayName: 'תתת', room_name_en: 'Alpha' }),
      room('p', null, null, { displayName: 'בבב', room_name_en: 'Mike', pinned: true }),
    ];
    expect(sortByShownName(rooms, 'en').map((entry) => entry.id)).toEqual(['p', 'b', 'a']);
    expect(sortByShownName(rooms, 'he').map((entry) => entry.id)).toEqual(['p', 'a', 'b']);
  });
});
