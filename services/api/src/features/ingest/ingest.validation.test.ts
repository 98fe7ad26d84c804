import { describe, expect, it } from 'vitest';
import { validateBatch } from './ingest.validation.ts';

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
});
