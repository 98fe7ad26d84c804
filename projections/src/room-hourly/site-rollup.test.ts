import { describe, expect, it } from 'vitest';
import { emptyCounters } from './counter-fields.ts';
import type { HourlyDelta } from './room-hourly.fold.ts';
import { rollUpToSites } from './site-rollup.ts';

const delta = (roomId: string, siteId: string, hourStart: number, counts: Partial<HourlyDelta> = {}): HourlyDelta => ({
  ...emptyCounters(),
  roomId,
  siteId,
  hourStart,
  isAmended: false,
  ...counts,
});

describe('rollUpToSites', () => {
  it('adds every counter of the rooms of one site and bucket, and or-s the amended flag', () => {
    const deltas = [
      delta('r1', 's1', 0, { visits: 3, scoreSum: 80, scoreCount: 1, responseMinutesSum: 1.5 }),
      delta('r2', 's1', 0, { visits: 4, complaints: 2, responseMinutesSum: 2.25, isAmended: true }),
      delta('r3', 's1', 0, { arrivals: 1, taskCalls: 1 }),
    ];
    expect(rollUpToSites(deltas, (d) => String(d.hourStart))).toEqual([
      { ...emptyCounters(), siteId: 's1', hourStart: 0, visits: 7, complaints: 2, arrivals: 1, taskCalls: 1, scoreSum: 80, scoreCount: 1, responseMinutesSum: 3.75, isAmended: true },
    ]);
  });

  it('keeps sites and buckets apart', () => {
    const rolled = rollUpToSites(
      [delta('r1', 's1', 0, { visits: 1 }), delta('r2', 's2', 0, { visits: 2 }), delta('r1', 's1', 3_600_000, { visits: 4 }), delta('r3', 's1', 0, { visits: 8 })],
      (d) => String(d.hourStart),
    );
    expect(rolled.map(({ siteId, hourStart, visits }) => ({ siteId, hourStart, visits }))).toEqual([
      { siteId: 's1', hourStart: 0, visits: 9 },
      { siteId: 's2', hourStart: 0, visits: 2 },
      { siteId: 's1', hourStart: 3_600_000, visits: 4 },
    ]);
  });

  it('leaves the room deltas as they were', () => {
    const first = delta('r1', 's1', 0, { visits: 1 });
    rollUpToSites([first, delta('r2', 's1', 0, { visits: 2 })], (d) => String(d.hourStart));
    expect(first).toEqual(delta('r1', 's1', 0, { visits: 1 }));
  });
});
