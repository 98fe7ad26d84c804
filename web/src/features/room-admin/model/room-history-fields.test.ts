import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RoomProfile } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ROOM_HISTORY_FIELD_KEYS, roomHistoryFieldLabel } from './room-history-fields.ts';

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/locales/en/room-admin.json'), 'utf8')) as Record<string, string>;

describe('room history field labels', () => {
  it('names every field of a room event with a label of the room form', () => {
    for (const field of Object.keys(RoomProfile.properties)) {
      const key = (ROOM_HISTORY_FIELD_KEYS as Record<string, string>)[field];
      expect(key, field).toBeDefined();
      expect(english[key!], `${field} → ${key}`).toBeTruthy();
    }
  });

  it('reads the label from the dictionary and leaves an unknown field as it is', () => {
    const t = (key: string) => english[key] ?? key;
    expect(roomHistoryFieldLabel('cellsNum', t)).toBe('Cells');
    expect(roomHistoryFieldLabel('isCalculated', t)).toBe('Included in statistics');
    expect(roomHistoryFieldLabel('somethingNew', t)).toBe('somethingNew');
  });
});
