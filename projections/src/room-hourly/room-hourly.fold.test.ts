import type { RecordedEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { callsOpened } from './counter-fields.ts';
import { emptyHourlyBuckets, foldHourly, foldHourlyInto, onMinuteGrid, pressKey, type PressMemory } from './room-hourly.fold.ts';

let position = 0;
const at = (iso: string) => new Date(iso);
function event(type: string, occurredAt: string, data: Record<string, unknown> = {}, recordedAt = occurredAt): RecordedEvent {
  position++;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    streamId: 'device-d1',
    streamVersion: position,
    globalPosition: position,
    transactionId: 1,
    occurredAt: at(occurredAt),
    recordedAt: at(recordedAt),
    schemaVersion: 1,
    data: { deviceId: 'd1', roomId: 'r1', siteId: 's1', ...data },
    metadata: {},
  };
}
const complaint = (time: string, problem = 'dirty_floor', category = 'cleaning', extra = {}) =>
  event('ComplaintReported', time, { problem, category, ...extra });

describe('foldHourly', () => {
  it('counts the calls opened by every source, so calls opened is one sum', () => {
    const sources = ['complaint', 'complaint', 'counter', 'cleandex', 'manual', 'task'];
    const { deltas, shiftDeltas } = foldHourly(
      sources.map((source, index) => event('CallOpened', `2026-03-01T10:0${index}:00Z`, { source, callId: `c${index}`, category: 'cleaning' })),
      new Map(),
    );
    const expected = { complaintCalls: 2, counterCalls: 1, cleandexCalls: 1, manualCalls: 1, taskCalls: 1 };
    expect(deltas).toHaveLength(1);
    expect(deltas[0]).toMatchObject(expected);
    expect(callsOpened(deltas[0]!)).toBe(6);
    expect(shiftDeltas[0]).toMatchObject(expected);
  });

  it('sums each series into the UTC hour the event occurred in', () => {
    const { deltas } = foldHourly(
      [
        event('VisitorsCounted', '2026-03-01T10:05:00Z', { count: 12, counter: 'men' }),
        event('VisitorsCounted', '2026-03-01T10:59:59Z', { count: 3, counter: 'women' }),
        event('VisitorsCounted', '2026-03-01T11:00:00Z', { count: 5, counter: 'men' }),
        event('ExposuresCounted', '2026-03-01T10:10:00Z', { count: 40 }),
        event('RatingGiven', '2026-03-01T10:20:00Z', { score: 75 }),
        event('RatingGiven', '2026-03-01T10:21:00Z', { score: 100 }),
        event('StaffArrived', '2026-03-01T10:30:00Z', { role: 'cleaner', method: 'nfc', staffId: null }),
        event('StaffArrived', '2026-03-01T10:31:00Z', { role: 'maintenance', method: 'nfc', staffId: null }),
        event('StaffArrived', '2026-03-01T10:32:00Z', { role: 'supervisor', method: 'app', staffId: 'u1' }),
        event('CleanerCallRequested', '2026-03-01T10:40:00Z'),
        event('DeviceHeartbeat', '2026-03-01T10:40:00Z', { battery: 80 }),
      ],
      new Map(),
    );
    expect(deltas).toHaveLength(2);
    expect(deltas[0]).toMatchObject({
      roomId: 'r1',
      siteId: 's1',
      hourStart: Date.parse('2026-03-01T10:00:00Z'),
      visits: 15,
      exposures: 40,
      scoreSum: 175,
      scoreCount: 2,
      arrivals: 1,
      maintenanceArrivals: 1,
      supervisorArrivals: 1,
      cleanerCalls: 1,
      isAmended: false,
    });
    expect(deltas[1]).toMatchObject({ hourStart: Date.parse('2026-03-01T11:00:00Z'), visits: 5 });
  });

  it('counts a repeated press of one problem on one device within 60 s once', () => {
    const presses: PressMemory = new Map();
    const { deltas, changedPresses } = foldHourly(
      [
        complaint('2026-03-01T10:00:00Z'),
        complaint('2026-03-01T10:00:30Z'), // repeat: ignored
        complaint('2026-03-01T10:00:59Z'), // still within 60 s of the counted press
        complaint('2026-03-01T10:01:00Z'), // 60 s after the counted press: counts
        complaint('2026-03-01T10:01:10Z', 'missing_soap'), // other problem: counts
        complaint('2026-03-01T10:01:20Z', 'dirty_floor', 'cleaning', { deviceId: 'd2' }), // other device: counts
        complaint('2026-03-01T10:02:00Z', 'problem_leak', 'maintenance'),
      ],
      presses,
    );
    expect(deltas[0]).toMatchObject({ complaints: 4, maintenanceComplaints: 1 });
    expect(presses.get(pressKey('d1', 'dirty_floor'))).toBe(Date.parse('2026-03-01T10:01:00Z'));
    expect(changedPresses).toHaveLength(4);
  });

  it('remembers the last counted press across batches', () => {
    const presses: PressMemory = new Map([[pressKey('d1', 'dirty_floor'), Date.parse('2026-03-01T09:59:30Z')]]);
    const { deltas } = foldHourly([complaint('2026-03-01T10:00:10Z'), complaint('2026-03-01T10:00:31Z')], presses);
    expect(deltas[0]?.complaints).toBe(1);
  });

  it('marks an hour amended when its events were recorded after it ended', () => {
    const { deltas } = foldHourly(
      [
        event('VisitorsCounted', '2026-03-01T08:10:00Z', { count: 1, counter: 'men' }, '2026-03-01T08:10:01Z'),
        event('VisitorsCounted', '2026-03-01T09:10:00Z', { count: 1, counter: 'men' }, '2026-03-01T10:04:59Z'),
        event('VisitorsCounted', '2026-03-01T07:10:00Z', { count: 1, counter: 'men' }, '2026-03-01T12:00:00Z'),
      ],
      new Map(),
    );
    expect(deltas.map((delta) => delta.isAmended)).toEqual([false, false, true]);
  });

  it('ignores events without a room stamp', () => {
    const unstamped = event('VisitorsCounted', '2026-03-01T10:00:00Z', { count: 3 });
    unstamped.data = { count: 3 };
    expect(foldHourly([unstamped], new Map()).deltas).toEqual([]);
  });

  it('adds batches folded into the same buckets up as writing each batch would', () => {
    const first = [
      event('VisitorsCounted', '2026-03-01T10:05:00Z', { count: 12, counter: 'men' }),
      complaint('2026-03-01T10:20:00Z'),
      // Recorded late: amends its hour.
      event('RatingGiven', '2026-03-01T10:30:00Z', { score: 50 }, '2026-03-01T12:00:00Z'),
    ];
    const second = [
      event('VisitorsCounted', '2026-03-01T10:45:00Z', { count: 3, counter: 'women' }),
      // A repeat within 60 s of the first batch's press: the memory carries over.
      complaint('2026-03-01T10:20:40Z'),
      complaint('2026-03-01T10:50:00Z', 'problem_leak', 'maintenance'),
    ];
    const buckets = emptyHourlyBuckets();
    const presses: PressMemory = new Map();
    foldHourlyInto(buckets, first, presses, new Map());
    foldHourlyInto(buckets, second, presses, new Map());
    expect([...buckets.hourly.values()]).toEqual([
      expect.objectContaining({ hourStart: at('2026-03-01T10:00:00Z').getTime(), visits: 15, complaints: 1, maintenanceComplaints: 1, scoreSum: 50, scoreCount: 1, isAmended: true }),
    ]);
    expect([...buckets.problems.values()].map((problem) => `${problem.problem}:${problem.count}`)).toEqual(['dirty_floor:1', 'problem_leak:1']);
    expect(buckets.changedPresses).toEqual(new Set([pressKey('d1', 'dirty_floor'), pressKey('d1', 'problem_leak')]));

    // The same events in one batch give the same buckets.
    const whole = foldHourly([...first, ...second], new Map());
    expect(whole.deltas).toEqual([...buckets.hourly.values()]);
    expect(whole.shiftDeltas).toEqual([...buckets.shifts.values()]);
  });
});

describe('onMinuteGrid', () => {
  it('keeps response minutes whose sums do not depend on how they are grouped', () => {
    // 1, 1 and 3 seconds as minutes: (a + b) + c is not a + (b + c) in binary floating point.
    const [a, b, c] = [1, 1, 3].map((seconds) => seconds / 60) as [number, number, number];
    expect(a + b + c).not.toBe(a + (b + c));
    const [x, y, z] = [a, b, c].map(onMinuteGrid) as [number, number, number];
    expect(x + y + z).toBe(x + (y + z));
    // Within 1/2048 minute of the true value.
    for (const [value, exact] of [[x, a], [y, b], [z, c]] as const) expect(Math.abs(value - exact)).toBeLessThanOrEqual(1 / 2048);
  });
});
