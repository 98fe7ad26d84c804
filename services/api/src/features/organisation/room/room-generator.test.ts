import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors.ts';
import { planRooms } from './room-generator.ts';

const toilets = [{ roomType: 'men' as const }, { roomType: 'women' as const }];

/** The ValidationError `run` throws (fails when it throws nothing else). */
function rejection(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('planRooms', () => {
  it('puts every room kind on every floor of every building, in map order', () => {
    const rooms = planRooms({ buildings: [{ name: 'A', floors: 2 }, { name: 'B', floors: 1, firstFloor: 3 }], roomsPerFloor: toilets }, []);
    expect(rooms.map((room) => [room.building, room.floor, room.roomType, room.gender, room.refId])).toEqual([
      ['A', 1, 'men', 'men', '001'],
      ['A', 1, 'women', 'women', '002'],
      ['A', 2, 'men', 'men', '003'],
      ['A', 2, 'women', 'women', '004'],
      ['B', 3, 'men', 'men', '005'],
      ['B', 3, 'women', 'women', '006'],
    ]);
    expect(rooms[2]).toMatchObject({ displayName: 'A - Floor 2 - Men', roomNameEn: 'A Floor 2 Men', isCalculated: true, pinned: false, zone: null });
  });

  it('numbers several rooms of a kind and takes a building its own layout', () => {
    const rooms = planRooms(
      {
        buildings: [
          { name: 'Main', floors: 1 },
          { name: 'Annex', floors: 1, roomsPerFloor: [{ roomType: 'kitchen' }, { roomType: 'shared', gender: null, count: 2, cells_num: 3 }] },
        ],
        roomsPerFloor: [{ roomType: 'lobby' }],
      },
      [],
    );
    expect(rooms.map((room) => room.displayName)).toEqual([
      'Main - Floor 1 - Lobby',
      'Annex - Floor 1 - Kitchen',
      'Annex - Floor 1 - Shared 1',
      'Annex - Floor 1 - Shared 2',
    ]);
    expect(rooms[0]!.gender).toBeNull();
    expect(rooms[1]!.gender).toBeNull();
    expect(rooms[2]).toMatchObject({ gender: null, cellsNum: 3, sinksNum: 0 });
  });

  it("continues after the site's highest reference and skips those in use from a given start", () => {
    const after = planRooms({ buildings: [{ name: 'A', floors: 1 }], roomsPerFloor: toilets }, ['301', '007']);
    expect(after.map((room) => room.refId)).toEqual(['302', '303']);
    const from = planRooms({ buildings: [{ name: 'A', floors: 1 }], roomsPerFloor: toilets, firstRefId: '100' }, ['100', '102']);
    expect(from.map((room) => room.refId)).toEqual(['101', '103']);
  });

  it('refuses a start that is not 3 digits, and running out of numbers', () => {
    expect(rejection(() => planRooms({ buildings: [{ name: 'A', floors: 1 }], roomsPerFloor: toilets, firstRefId: '12' }, []))).toMatchObject({
      field: 'body/firstRefId',
      message: 'firstRefId must be 3 digits',
    });
    expect(rejection(() => planRooms({ buildings: [{ name: 'A', floors: 1 }], roomsPerFloor: toilets, firstRefId: '998' }, ['999'])).field).toBe(
      'body/firstRefId',
    );
  });

  it('wants an English title for a building whose name is not English', () => {
    expect(rejection(() => planRooms({ buildings: [{ name: 'בניין א', floors: 1 }], roomsPerFloor: toilets }, [])).field).toBe('body/buildings/0/nameEn');
    const rooms = planRooms({ buildings: [{ name: 'בניין א', nameEn: 'Building A', floors: 1 }], roomsPerFloor: toilets }, []);
    expect(rooms[0]).toMatchObject({ displayName: 'בניין א - Floor 1 - Men', roomNameEn: 'Building A Floor 1 Men', building: 'בניין א' });
  });

  it("names the rooms in the admin's language, the English names staying English", () => {
    const map = { buildings: [{ name: 'בניין א', nameEn: 'Building A', floors: 1 }], roomsPerFloor: [{ roomType: 'men' as const }, { roomType: 'handicapped' as const, count: 2 }] };
    expect(planRooms({ ...map, language: 'he' }, []).map((room) => [room.displayName, room.roomNameEn])).toEqual([
      ['בניין א - קומה 1 - שירותי גברים', 'Building A Floor 1 Men'],
      ['בניין א - קומה 1 - שירותים נגישים 1', 'Building A Floor 1 Accessible 1'],
      ['בניין א - קומה 1 - שירותים נגישים 2', 'Building A Floor 1 Accessible 2'],
    ]);
    expect(planRooms({ ...map, language: 'pl' }, [])[0]!.displayName).toBe('בניין א - Piętro 1 - Toaleta męska');
    // English keeps its short words, with or without the language.
    expect(planRooms({ ...map, language: 'en' }, [])[0]!.displayName).toBe('בניין א - Floor 1 - Men');
  });

  it('refuses floors past 25, a missing layout, a repeated building and too many rooms', () => {
    expect(rejection(() => planRooms({ buildings: [{ name: 'A', floors: 3, firstFloor: 24 }], roomsPerFloor: toilets }, [])).field).toBe(
      'body/buildings/0/floors',
    );
    expect(rejection(() => planRooms({ buildings: [{ name: 'A', floors: 1 }] }, [])).field).toBe('body/roomsPerFloor');
    expect(rejection(() => planRooms({ buildings: [{ name: 'A', floors: 1 }, { name: 'A', floors: 1 }], roomsPerFloor: toilets }, [])).field).toBe(
      'body/buildings/1/name',
    );
    const big = { buildings: [{ name: 'A', floors: 25 }], roomsPerFloor: [{ roomType: 'men' as const, count: 21 }] };
    expect(rejection(() => planRooms(big, [])).field).toBe('body/buildings');
  });
});
