import type { GeneratedRoom } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { errorPlace, groupPreview } from './preview-groups.ts';

const planned = (building: string, floor: number, ref: string): GeneratedRoom => ({
  id: null,
  displayName: `${building} - Floor ${floor} - Men`,
  room_name_en: `${building} Floor ${floor} Men`,
  roomType: 'men',
  gender: 'men',
  building,
  floor,
  ref_id: ref,
  cells_num: 0,
  sinks_num: 0,
  urinals_num: 0,
});

describe('preview grouping', () => {
  it('groups by building then floor in the plan order, with counts and reference ranges', () => {
    const groups = groupPreview([planned('B', 2, '011'), planned('B', 2, '012'), planned('B', 3, '014'), planned('A', 1, '020')]);
    expect(groups.map((group) => [group.building, group.count, group.refs])).toEqual([
      ['B', 3, { first: '011', last: '014' }],
      ['A', 1, { first: '020', last: '020' }],
    ]);
    expect(groups[0]!.floors.map((floor) => [floor.floor, floor.rooms.map((room) => room.ref_id)])).toEqual([
      [2, ['011', '012']],
      [3, ['014']],
    ]);
  });

  it('is empty for no rooms', () => {
    expect(groupPreview([])).toEqual([]);
  });
});

describe('error place', () => {
  it('reads building, room kind and field from a 400 field path', () => {
    expect(errorPlace('buildings/1/nameEn')).toEqual({ building: 1, field: 'nameEn' });
    expect(errorPlace('buildings/0/roomsPerFloor/2/count')).toEqual({ building: 0, kind: 2, field: 'count' });
    expect(errorPlace('roomsPerFloor/3/gender')).toEqual({ kind: 3, field: 'gender' });
    expect(errorPlace('firstRefId')).toEqual({ field: 'firstRefId' });
    expect(errorPlace('buildings')).toEqual({ field: 'buildings' });
  });
});
