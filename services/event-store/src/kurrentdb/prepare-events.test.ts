import type { NewEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { InvalidAppendError } from '../errors.ts';
import { Upcasting } from '../upcasting.ts';
import { prepareEvents } from './prepare-events.ts';

const upcasting = new Upcasting({ RatingGiven: { current: 2, upcasters: { 1: (data) => data } } });
const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';

describe('preparing an append for KurrentDB', () => {
  it('stamps lower-case ids, the append time and the current schema version', () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    const [rated, other] = prepareEvents('room-1', [{ id, type: 'RatingGiven', data: { score: 1 } }, { type: 'RoomCleaned', data: {} }], upcasting, now);
    expect(rated).toEqual({ id: id.toLowerCase(), type: 'RatingGiven', data: { score: 1 }, metadata: {}, occurredAt: now, schemaVersion: 2 });
    expect(other!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(other!.schemaVersion).toBe(1);
  });

  it('rejects what the PostgreSQL store rejects, and KurrentDB system names', () => {
    const cases: [string, NewEvent[], string][] = [
      ['room-1', [], 'events'],
      ['', [{ type: 'T', data: {} }], 'streamId'],
      ['x'.repeat(201), [{ type: 'T', data: {} }], 'streamId'],
      ['$settings', [{ type: 'T', data: {} }], 'streamId'],
      ['room-1', [{ id: 'not-a-uuid', type: 'T', data: {} }], 'events[0].id'],
      ['room-1', [{ type: '', data: {} }], 'events[0].type'],
      ['room-1', [{ type: '$metadata', data: {} }], 'events[0].type'],
      ['room-1', [{ type: 'T', data: [] as unknown as Record<string, unknown> }], 'events[0].data'],
      ['room-1', [{ type: 'T', data: {}, occurredAt: new Date('nope') }], 'events[0].occurredAt'],
    ];
    for (const [streamId, events, field] of cases) {
      expect(() => prepareEvents(streamId, events, upcasting), field).toThrow(InvalidAppendError);
      expect(() => prepareEvents(streamId, events, upcasting), field).toThrow(field);
    }
  });
});
