import { describe, expect, it } from 'vitest';
import { INGEST_WINDOW, validateBatch } from './ingest.validation.ts';

const id = '0b7f6a52-6d3c-4c3e-9a39-3f0f4b9d2a11';
const at = '2026-03-01T10:00:00Z';

describe('validateBatch', () => {
  it('accepts valid events of every shape and keeps only known payload fields', () => {
    const { valid, invalid } = validateBatch([
      { id, type: 'ComplaintReported', occurredAt: at, problem: 'missing_toilet_paper', category: 'cleaning', firmwareExtra: 1 },
      { id, type: 'CleanerCallRequested', occurredAt: at },
      { id, type: 'StaffArrived', occurredAt: at, staffId: null, role: 'cleaner', method: 'nfc' },
    ]);
    expect(invalid).toEqual([]);
    expect(valid[0]).toEqual({
      id,
      type: 'ComplaintReported',
      occurredAt: new Date(at),
      payload: { problem: 'missing_toilet_paper', category: 'cleaning' },
    });
    expect(valid[1]!.payload).toEqual({});
  });

  it('names the event index and field of every problem', () => {
    const { invalid } = validateBatch([
      { id, type: 'VisitorsCounted', occurredAt: at, count: 5, counter: 'men' },
      { id, type: 'VisitorsCounted', occurredAt: at, count: -1, counter: 'men' },
      { id, type: 'RatingGiven', occurredAt: at },
      { id, type: 'Teleported', occurredAt: at },
      { id, type: 'ComplaintReported', occurredAt: at, problem: 'dirty_floor', category: 'cosmetic' },
    ]);
    expect(invalid.map((param) => param.name)).toEqual([
      'body/events/1/count',
      'body/events/2/score',
      'body/events/3/type',
      'body/events/4/category',
    ]);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('refuses the type %s as unknown', (type) => {
    const { valid, invalid } = validateBatch([{ id, type, occurredAt: at }]);
    expect(valid).toEqual([]);
    expect(invalid).toEqual([{ name: 'body/events/0/type', reason: expect.stringMatching(/^must be one of/) }]);
  });

  it('accepts of each kind of device only what it reports', () => {
    const counted = { id, type: 'VisitorsCounted', occurredAt: at, count: 3, counter: 'men' };
    const complaint = { id, type: 'ComplaintReported', occurredAt: at, problem: 'dirty_floor', category: 'cleaning' };
    const arrival = { id, type: 'StaffArrived', occurredAt: at, staffId: null, role: 'cleaner', method: 'nfc' };
    expect(validateBatch([counted], { deviceType: 'counter_men' }).invalid).toEqual([]);
    expect(validateBatch([counted], { deviceType: 'pad9plus' }).invalid).toEqual([]);
    const refused = validateBatch([complaint, arrival, counted], { deviceType: 'counter_men' }).invalid;
    expect(refused.map((param) => param.name)).toEqual(['body/events/0/type', 'body/events/1/type']);
    expect(refused[0]!.reason).toMatch(/counter_men device does not report ComplaintReported/);
    expect(validateBatch([counted], { deviceType: 'pad9' }).invalid.map((param) => param.name)).toEqual(['body/events/0/type']);
  });

  it('refuses times too far from the server clock, naming the field', () => {
    const window = { now: new Date(at), ...INGEST_WINDOW };
    const when = (iso: string) => validateBatch([{ id, type: 'CleanerCallRequested', occurredAt: iso }], { window });
    expect(when('2026-01-31T10:00:01Z').invalid).toEqual([]);
    expect(when('2026-03-01T10:04:59Z').invalid).toEqual([]);
    for (const far of ['9999-12-31T23:59:59Z', '0001-01-01T00:00:00Z', '2026-01-30T09:00:00Z', '2026-03-01T10:06:00Z']) {
      expect(when(far).invalid.map((param) => param.name)).toEqual(['body/events/0/occurredAt']);
      expect(when(far).valid).toEqual([]);
    }
  });

  it('bounds the length of free strings', () => {
    const { invalid } = validateBatch([
      { id, type: 'StaffArrived', occurredAt: at, staffId: 'x'.repeat(101), role: 'cleaner', method: 'nfc' },
      { id, type: 'DeviceHeartbeat', occurredAt: at, version: 'v'.repeat(101) },
    ]);
    expect(invalid.map((param) => param.name)).toEqual(['body/events/0/staffId', 'body/events/1/version']);
  });
});
