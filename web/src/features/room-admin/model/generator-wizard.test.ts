import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD, newBuilding, newKind, plannedRoomCount, wizardErrors, wizardToBody, type WizardState } from './generator-wizard.ts';

const map = (patch: Partial<WizardState> = {}): WizardState => ({ ...INITIAL_WIZARD, ...patch });
const keys = (state: WizardState) => Object.fromEntries(Object.entries(wizardErrors(state)).map(([path, message]) => [path, message.key]));

describe('generator wizard', () => {
  it('starts with a valid map of one building, three floors, two rooms a floor', () => {
    expect(wizardErrors(INITIAL_WIZARD)).toEqual({});
    expect(plannedRoomCount(INITIAL_WIZARD)).toBe(6);
  });

  it('makes the generate body: floors from-to as first floor and count, defaults left out', () => {
    const state = map({
      buildings: [
        { ...newBuilding('בניין א'), nameEn: ' Tower A ', fromFloor: 3, toFloor: 5 },
        { ...newBuilding('B'), ownKinds: true, kinds: [{ ...newKind('kitchen'), gender: 'none', count: '2', sinks_num: '1' }] },
      ],
      kinds: [{ ...newKind('men'), cells_num: '3', urinals_num: '2' }, { ...newKind('handicapped'), gender: 'shared' }],
      firstRefId: '100',
    });
    expect(wizardErrors(state)).toEqual({});
    expect(wizardToBody(state, 's1', true)).toEqual({
      siteId: 's1',
      dryRun: true,
      firstRefId: '100',
      buildings: [
        { name: 'בניין א', nameEn: 'Tower A', firstFloor: 3, floors: 3 },
        { name: 'B', firstFloor: 1, floors: 1, roomsPerFloor: [{ roomType: 'kitchen', gender: null, count: 2, sinks_num: 1 }] },
      ],
      roomsPerFloor: [
        { roomType: 'men', count: 1, cells_num: 3, urinals_num: 2 },
        { roomType: 'handicapped', gender: 'shared', count: 1 },
      ],
    });
    expect(plannedRoomCount(state)).toBe(3 * 2 + 1 * 2);
  });

  it('leaves out the shared kinds when every building has its own', () => {
    const state = map({ buildings: [{ ...newBuilding('A'), ownKinds: true }], kinds: [] });
    expect(wizardErrors(state)).toEqual({});
    expect(wizardToBody(state, 's1', false).roomsPerFloor).toBeUndefined();
  });

  it('asks for an English name when the building name is not English', () => {
    const state = map({ buildings: [newBuilding('בניין א')] });
    expect(keys(state)).toEqual({ 'buildings/0/nameEn': 'admin:rules.englishTitle' });
    expect(keys(map({ buildings: [{ ...newBuilding('A'), nameEn: 'A-1' }] }))).toEqual({ 'buildings/0/nameEn': 'admin:rules.englishTitle' });
  });

  it('names each bad field as the server would', () => {
    const state = map({
      buildings: [newBuilding(''), { ...newBuilding('B'), fromFloor: 5, toFloor: 2 }, newBuilding('B')],
      kinds: [{ ...newKind(), count: 'x', cells_num: '1001' }],
      firstRefId: '12',
    });
    expect(keys(state)).toEqual({
      'buildings/0/name': 'admin:rules.pleaseEnter',
      'buildings/1/floors': 'room-admin:generate.error.floorOrder',
      'buildings/2/name': 'room-admin:generate.error.duplicate',
      'roomsPerFloor/0/count': 'admin:rules.mustBeNumbers',
      'roomsPerFloor/0/cells_num': 'room-admin:generate.error.range',
      firstRefId: 'admin:rules.threeDigits',
    });
  });

  it('refuses more than 500 rooms before asking the server', () => {
    const state = map({ buildings: [{ ...newBuilding('A'), fromFloor: 1, toFloor: 25 }], kinds: [{ ...newKind(), count: '20' }, { ...newKind('women'), count: '1' }] });
    expect(plannedRoomCount(state)).toBe(525);
    expect(wizardErrors(state).buildings).toEqual({ key: 'room-admin:generate.error.tooMany', values: { rooms: 525, max: 500 } });
    const exactly = map({ buildings: [{ ...newBuilding('A'), fromFloor: 1, toFloor: 25 }], kinds: [{ ...newKind(), count: '20' }] });
    expect(plannedRoomCount(exactly)).toBe(500);
    expect(wizardErrors(exactly).buildings).toBeUndefined();
  });
});
