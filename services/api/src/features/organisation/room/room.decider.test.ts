import { describe, expect, it } from 'vitest';
import type { RoomCreated, RoomEvent } from '@facility/contracts';
import { roomStreamId } from '@facility/contracts';
import { spec, TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { CreateRoom, RoomCommand } from './room.commands.ts';
import { roomDecider } from './room.decider.ts';

const created: RoomCreated = {
  roomId: 'room-1',
  siteId: 'site-1',
  displayName: 'שירותי גברים קומה 2',
  roomNameEn: 'Men WC 2',
  roomType: 'men',
  floor: 2,
  building: 'A',
  zone: 'North',
  gender: 'men',
  isCalculated: true,
  pinned: false,
  refId: '007',
  cellsNum: 4,
  sinksNum: 3,
  urinalsNum: 2,
  toiletPaperSize: 'jumbo',
  visitorThreshold: null,
};
const roomCreated: RoomEvent = { type: 'RoomCreated', data: created };
const roomRemoved: RoomEvent = { type: 'RoomRemoved', data: { roomId: 'room-1', siteId: 'site-1' } };

const createRoom = (data: Partial<CreateRoom['data']> = {}): RoomCommand => ({
  type: 'CreateRoom',
  data: { ...created, ...data },
});
const updateRoom = (data: Record<string, unknown>): RoomCommand =>
  ({ type: 'UpdateRoom', data: { roomId: 'room-1', ...data } }) as RoomCommand;

/** Deciding `command` after `given` throws a ValidationError naming `field`. */
function expectInvalid(given: RoomEvent[], command: RoomCommand, field: string): void {
  const state = given.reduce(roomDecider.evolve, roomDecider.initialState());
  let thrown: unknown;
  try {
    roomDecider.decide(command, state, TEST_CONTEXT);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ValidationError);
  expect((thrown as ValidationError).field).toBe(field);
}

describe('room decider', () => {
  it('names its stream org-room-<id>, apart from the calls stream room-<id>', () => {
    expect(roomStreamId('r1')).toBe('org-room-r1');
  });

  describe('CreateRoom', () => {
    it('creates a room with every field', () => {
      spec(roomDecider).given([]).when(createRoom()).then([roomCreated]);
    });

    it('trims texts and fills in the defaults of left-out fields', () => {
      const command: RoomCommand = {
        type: 'CreateRoom',
        data: {
          roomId: 'room-2',
          siteId: 'site-1',
          displayName: ' Lobby ',
          roomNameEn: 'Lobby',
          roomType: 'lobby',
          refId: '100',
        },
      };
      spec(roomDecider)
        .given([])
        .when(command)
        .then([
          {
            type: 'RoomCreated',
            data: {
              roomId: 'room-2',
              siteId: 'site-1',
              displayName: 'Lobby',
              roomNameEn: 'Lobby',
              roomType: 'lobby',
              floor: null,
              building: null,
              zone: null,
              gender: null,
              isCalculated: true,
              pinned: false,
              refId: '100',
              cellsNum: 0,
              sinksNum: 0,
              urinalsNum: 0,
              toiletPaperSize: null,
              visitorThreshold: null,
            },
          },
        ]);
    });

    it('treats a blank building or zone as none', () => {
      spec(roomDecider)
        .given([])
        .when(createRoom({ building: '  ', zone: '' }))
        .then([{ type: 'RoomCreated', data: { ...created, building: null, zone: null } }]);
    });

    it('refuses to create the same room twice', () => {
      spec(roomDecider).given([roomCreated]).when(createRoom()).thenThrows(IllegalStateError, /already exists/);
    });

    it('refuses to re-create a removed room', () => {
      spec(roomDecider).given([roomCreated, roomRemoved]).when(createRoom()).thenThrows(IllegalStateError);
    });

    it.each([
      ['roomId', { roomId: '' }],
      ['siteId', { siteId: ' ' }],
      ['displayName', { displayName: '   ' }],
      ['displayName', { displayName: 'x'.repeat(101) }],
      ['roomNameEn', { roomNameEn: undefined }],
      ['roomNameEn', { roomNameEn: 'שירותים' }],
      ['roomNameEn', { roomNameEn: 'Men-WC' }],
      ['roomType', { roomType: 'garage' }],
      ['floor', { floor: 0 }],
      ['floor', { floor: 26 }],
      ['floor', { floor: 2.5 }],
      ['gender', { gender: 'any' }],
      ['isCalculated', { isCalculated: 'yes' }],
      ['pinned', { pinned: null }],
      ['refId', { refId: '07' }],
      ['refId', { refId: '1234' }],
      ['refId', { refId: 'abc' }],
      ['refId', { refId: 7 }],
      ['cellsNum', { cellsNum: -1 }],
      ['sinksNum', { sinksNum: 1.5 }],
      ['urinalsNum', { urinalsNum: '2' }],
      ['toiletPaperSize', { toiletPaperSize: 5 }],
      ['visitorThreshold', { visitorThreshold: 0 }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([], createRoom(data as Partial<CreateRoom['data']>), field);
    });

    it('says why a reference is refused', () => {
      spec(roomDecider)
        .given([])
        .when(createRoom({ refId: '12' }))
        .thenThrows(ValidationError, 'refId must be 3 digits');
    });

    it('accepts the floor limits and a threshold', () => {
      spec(roomDecider)
        .given([])
        .when(createRoom({ floor: 25, visitorThreshold: 50 }))
        .then([{ type: 'RoomCreated', data: { ...created, floor: 25, visitorThreshold: 50 } }]);
    });
  });

  describe('UpdateRoom', () => {
    it('records only the fields that changed', () => {
      spec(roomDecider)
        .given([roomCreated])
        .when(updateRoom({ displayName: 'Men WC 2F', floor: 2, pinned: true, visitorThreshold: 40 }))
        .then([
          {
            type: 'RoomUpdated',
            data: { roomId: 'room-1', siteId: 'site-1', displayName: 'Men WC 2F', pinned: true, visitorThreshold: 40 },
          },
        ]);
    });

    it('clears nullable fields with null', () => {
      spec(roomDecider)
        .given([roomCreated])
        .when(updateRoom({ floor: null, building: '', gender: null }))
        .then([
          {
            type: 'RoomUpdated',
            data: { roomId: 'room-1', siteId: 'site-1', floor: null, building: null, gender: null },
          },
        ]);
    });

    it('decides nothing when nothing changes', () => {
      spec(roomDecider)
        .given([roomCreated])
        .when(updateRoom({ displayName: ` ${created.displayName} `, refId: '007' }))
        .then([]);
      spec(roomDecider).given([roomCreated]).when(updateRoom({})).then([]);
    });

    it('folds earlier updates into the state', () => {
      const updated: RoomEvent = { type: 'RoomUpdated', data: { roomId: 'room-1', siteId: 'site-1', refId: '008' } };
      spec(roomDecider).given([roomCreated, updated]).when(updateRoom({ refId: '008' })).then([]);
    });

    it('ignores attempts to move the room to another site', () => {
      spec(roomDecider).given([roomCreated]).when(updateRoom({ siteId: 'site-2' })).then([]);
    });

    it.each([
      ['roomNameEn', { roomNameEn: 'Café' }],
      ['refId', { refId: '1' }],
      ['floor', { floor: 30 }],
      ['displayName', { displayName: '' }],
      ['isCalculated', { isCalculated: null }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([roomCreated], updateRoom(data), field);
    });

    it('refuses a room that does not exist', () => {
      spec(roomDecider).given([]).when(updateRoom({ pinned: true })).thenThrows(NotFoundError);
    });

    it('refuses a removed room', () => {
      spec(roomDecider)
        .given([roomCreated, roomRemoved])
        .when(updateRoom({ pinned: true }))
        .thenThrows(IllegalStateError, /removed/);
    });
  });

  describe('RemoveRoom', () => {
    const removeRoom: RoomCommand = { type: 'RemoveRoom', data: { roomId: 'room-1' } };

    it('removes the room', () => {
      spec(roomDecider).given([roomCreated]).when(removeRoom).then([roomRemoved]);
    });

    it('refuses a room that does not exist', () => {
      spec(roomDecider).given([]).when(removeRoom).thenThrows(NotFoundError);
    });

    it('refuses to remove a room twice', () => {
      spec(roomDecider).given([roomCreated, roomRemoved]).when(removeRoom).thenThrows(IllegalStateError);
    });
  });
});
