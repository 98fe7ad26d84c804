import type { AdminRoom } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOM_FORM, genderForType, roomFormRules, roomToForm, toCreateBody, toUpdateBody, type RoomFormValues } from './room-form.ts';

const room: AdminRoom = {
  id: 'r1',
  siteId: 's1',
  displayName: 'בניין א - קומה 2 - גברים',
  room_name_en: 'A Floor 2 Men',
  roomType: 'men',
  floor: 2,
  building: 'A',
  zone: null,
  gender: 'men',
  is_calculated: true,
  pinned: false,
  ref_id: '007',
  cells_num: 3,
  sinks_num: 2,
  urinals_num: 4,
  toilet_paper_size: null,
  visitorThreshold: null,
};

const filled: RoomFormValues = { ...EMPTY_ROOM_FORM, displayName: 'Lobby', room_name_en: 'Lobby', ref_id: '010', roomType: 'lobby' };
const failing = (values: RoomFormValues) => Object.entries(roomFormRules(values)).filter(([, rule]) => rule);

describe('room form', () => {
  it('round-trips a stored room: the update body carries what the room had', () => {
    const values = roomToForm(room);
    expect(values.floor).toBe('2');
    expect(values.zone).toBe('');
    expect(values.visitorThreshold).toBe('');
    expect(toUpdateBody(values)).toEqual({
      displayName: room.displayName,
      room_name_en: 'A Floor 2 Men',
      ref_id: '007',
      roomType: 'men',
      building: 'A',
      floor: 2,
      zone: null,
      gender: 'men',
      is_calculated: true,
      pinned: false,
      cells_num: 3,
      sinks_num: 2,
      urinals_num: 4,
      toilet_paper_size: null,
      visitorThreshold: null,
    });
  });

  it('shows an unknown stored type or gender as not chosen', () => {
    const values = roomToForm({ ...room, roomType: 'sauna', gender: 'handicap' });
    expect(values.roomType).toBe('');
    expect(values.gender).toBe('');
  });

  it('passes a complete new room and makes its create body in the site', () => {
    expect(failing(filled)).toEqual([]);
    const body = toCreateBody({ ...filled, building: '  B ', floor: '12', cells_num: ' 5 ', visitorThreshold: '40' }, 's9');
    expect(body).toMatchObject({ siteId: 's9', building: 'B', floor: 12, cells_num: 5, visitorThreshold: 40, zone: null, gender: null });
  });

  it('applies the spec §5 rules: 3-digit reference, English title, numbers', () => {
    expect(roomFormRules({ ...filled, ref_id: '12' }).ref_id).toBe('rules.threeDigits');
    expect(roomFormRules({ ...filled, ref_id: '1234' }).ref_id).toBe('rules.threeDigits');
    expect(roomFormRules({ ...filled, room_name_en: 'לובי' }).room_name_en).toBe('rules.englishTitle');
    expect(roomFormRules({ ...filled, room_name_en: 'Men-1' }).room_name_en).toBe('rules.englishTitle');
    expect(roomFormRules({ ...filled, cells_num: '2a' }).cells_num).toBe('rules.mustBeNumbers');
    expect(roomFormRules({ ...filled, sinks_num: '' }).sinks_num).toBe('rules.pleaseEnter');
    expect(roomFormRules({ ...filled, urinals_num: '-1' }).urinals_num).toBe('rules.mustBeNumbers');
    expect(roomFormRules({ ...filled, visitorThreshold: 'x' }).visitorThreshold).toBe('rules.mustBeNumbers');
    expect(roomFormRules({ ...filled, displayName: ' ' }).displayName).toBe('rules.pleaseEnter');
    expect(roomFormRules({ ...filled, roomType: '' }).roomType).toBe('rules.pleaseSelect');
  });

  it('fills an empty gender from a toilet type only', () => {
    expect(genderForType('women', '')).toBe('women');
    expect(genderForType('kitchen', '')).toBe('');
    expect(genderForType('women', 'shared')).toBe('shared');
  });
});
