import { RoomEventSchemas } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { missingLabels, unnamedFields } from '../../../components/admin/testing/history-field-checks.ts';
import { ROOM_HISTORY_FIELD_KEYS } from './room-history-fields.ts';

describe('room history field labels', () => {
  it('names every field of a room event with a label of the room form', () => {
    expect(unnamedFields(RoomEventSchemas, ROOM_HISTORY_FIELD_KEYS)).toEqual([]);
    expect(missingLabels(ROOM_HISTORY_FIELD_KEYS, 'room-admin')).toEqual([]);
  });
});
