import { describe, expect, it } from 'vitest';
import { planBatch, satisfies, type AppendRequest, type PreparedEvent } from './append-plan.ts';
import { ConcurrencyError, EventIdConflictError } from './errors.ts';

const event = (id: string): PreparedEvent => ({
  id,
  type: 'Tested',
  data: { id },
  metadata: {},
  occurredAt: new Date('2026-01-01T00:00:00Z'),
  schemaVersion: 1,
});
const request = (streamId: string, ids: string[], expected: AppendRequest['expected'] = 'any'): AppendRequest => ({
  streamId,
  events: ids.map(event),
  expected,
});

describe('satisfies', () => {
  it.each([
    ['any', 0, true],
    ['any', 7, true],
    ['no_stream', 0, true],
    ['no_stream', 1, false],
    ['stream_exists', 0, false],
    ['stream_exists', 3, true],
    [3, 3, true],
    [3, 4, false],
    [0, 0, true],
  ] as const)('%s against version %s is %s', (expected, current, result) => {
    expect(satisfies(expected, current)).toBe(result);
  });
});

describe('planBatch', () => {
  it('numbers events after the current version of their stream', () => {
    const { rows, outcomes } = planBatch([request('a', ['1', '2'])], new Map([['a', 5]]), new Set());
    expect(rows.map((row) => [row.event_id, row.stream_version])).toEqual([
      ['1', 6],
      ['2', 7],
    ]);
    expect(outcomes).toEqual([{ ok: true, result: { nextExpectedVersion: 7, appended: 2, duplicates: 0 } }]);
  });

  it('applies two appends to one stream in queue order', () => {
    const { rows, outcomes } = planBatch(
      [request('a', ['1'], 'no_stream'), request('a', ['2'], 1), request('a', ['3'], 1)],
      new Map(),
      new Set(),
    );
    expect(rows.map((row) => row.stream_version)).toEqual([1, 2]);
    expect(outcomes[2]).toMatchObject({ ok: false });
    const failed = outcomes[2];
    expect(failed && !failed.ok && failed.error).toBeInstanceOf(ConcurrencyError);
    expect(failed && !failed.ok && (failed.error as ConcurrencyError).actual).toBe(2);
  });

  it('rejects one caller without touching the others', () => {
    const { rows, outcomes } = planBatch(
      [request('a', ['1'], 'stream_exists'), request('b', ['2'], 'no_stream')],
      new Map(),
      new Set(),
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, true]);
    expect(rows.map((row) => row.event_id)).toEqual(['2']);
  });

  it('skips stored ids and ids repeated in the batch, and counts them', () => {
    const { rows, outcomes } = planBatch(
      [request('a', ['1', '2']), request('b', ['2', '3'])],
      new Map([['a', 1]]),
      new Set(['1']),
    );
    expect(rows.map((row) => [row.event_id, row.stream_id, row.stream_version])).toEqual([
      ['2', 'a', 2],
      ['3', 'b', 1],
    ]);
    expect(outcomes).toEqual([
      { ok: true, result: { nextExpectedVersion: 2, appended: 1, duplicates: 1 } },
      { ok: true, result: { nextExpectedVersion: 1, appended: 1, duplicates: 1 } },
    ]);
  });

  it('stores an id repeated within one request once', () => {
    const { rows, outcomes } = planBatch([request('a', ['1', '1', '2'])], new Map(), new Set());
    expect(rows.map((row) => [row.event_id, row.stream_version])).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
    expect(outcomes).toEqual([{ ok: true, result: { nextExpectedVersion: 2, appended: 2, duplicates: 1 } }]);
  });

  it('accepts a retry made only of stored events without checking the version', () => {
    const { rows, outcomes } = planBatch([request('a', ['1'], 'no_stream')], new Map([['a', 1]]), new Set(['1']));
    expect(rows).toEqual([]);
    expect(outcomes).toEqual([{ ok: true, result: { nextExpectedVersion: 1, appended: 0, duplicates: 1 } }]);
  });

  describe('strict ids', () => {
    const strict = (streamId: string, ids: string[]): AppendRequest => ({ ...request(streamId, ids), strictIds: true });
    const storedAs = (streamId: string, type = 'Tested', at = '2026-01-01T00:00:00Z') => ({ streamId, type, occurredAt: new Date(at) });

    it('counts the same event sent again as a duplicate', () => {
      const { rows, outcomes } = planBatch([strict('a', ['1', '2'])], new Map([['a', 1]]), new Set(['1']), new Map([['1', storedAs('a')]]));
      expect(rows.map((row) => row.event_id)).toEqual(['2']);
      expect(outcomes[0]).toEqual({ ok: true, result: { nextExpectedVersion: 2, appended: 1, duplicates: 1 } });
    });

    it.each([
      ['another stream', storedAs('b')],
      ['another type', storedAs('a', 'Other')],
      ['another time', storedAs('a', 'Tested', '2026-01-02T00:00:00Z')],
    ])('refuses an id stored as a different event (%s), writing none of the request', (_, identity) => {
      const { rows, outcomes } = planBatch([strict('a', ['2', '1'])], new Map(), new Set(['1']), new Map([['1', identity]]));
      expect(rows).toEqual([]);
      expect(outcomes[0]).toMatchObject({ ok: false, error: expect.any(EventIdConflictError) });
      expect((outcomes[0] as { error: EventIdConflictError }).error).toMatchObject({ index: 1, eventId: '1' });
    });

    it('refuses an id another request of the same batch used for a different event', () => {
      const { rows, outcomes } = planBatch([request('a', ['1']), strict('b', ['1'])], new Map(), new Set());
      expect(rows.map((row) => row.stream_id)).toEqual(['a']);
      expect(outcomes[1]).toMatchObject({ ok: false });
    });

    it('keeps counting such ids as duplicates for writers that do not ask for strict ids', () => {
      const { outcomes } = planBatch([request('a', ['1'])], new Map(), new Set(['1']), new Map([['1', storedAs('b')]]));
      expect(outcomes[0]).toEqual({ ok: true, result: { nextExpectedVersion: 0, appended: 0, duplicates: 1 } });
    });
  });
});
