import type { AnalyticsCounterSums } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import {
  addSums,
  chartsOf,
  columnsOf,
  emptySums,
  hasActivity,
  hourDataOf,
  tallyProblem,
  topProblems,
  type ProblemTally,
} from './analytics.maths.ts';

const sums = (partial: Partial<AnalyticsCounterSums>): AnalyticsCounterSums => ({ ...emptySums(), ...partial });

describe('columnsOf', () => {
  it('shows the ratio with 3 decimals, the score and the response time rounded', () => {
    const columns = columnsOf(sums({ visits: 3, complaints: 1, scoreSum: 171, scoreCount: 2, resolvedCalls: 2, responseMinutesSum: 25, supervisorArrivals: 4 }));
    expect(columns).toMatchObject({ visits: 3, complaints: 1, supervisors: 4, ratio: 33.333, score: 86, avgResponseTime: 13 });
  });

  it('rounds a response time below 1 minute up, and leaves undefined means null', () => {
    expect(columnsOf(sums({ resolvedCalls: 3, responseMinutesSum: 0.6 })).avgResponseTime).toBe(1);
    expect(columnsOf(sums({ complaints: 4 }))).toMatchObject({ avgResponseTime: null, ratio: null, score: null });
    // A complaint-free room with visitors has a ratio of 0, not null.
    expect(columnsOf(sums({ visits: 10 })).ratio).toBe(0);
  });

  it('weighs a total by its ratings, not by its rooms', () => {
    const total = addSums(addSums(emptySums(), sums({ scoreSum: 100, scoreCount: 1 })), sums({ scoreSum: 150, scoreCount: 3 }));
    // (100 + 150) / 4 = 62.5 -> 63, where the mean of the room means would be 75.
    expect(columnsOf(total).score).toBe(63);
  });
});

describe('hasActivity', () => {
  it('is false only when every counter is zero, whichever counted', () => {
    expect(hasActivity(emptySums())).toBe(false);
    for (const field of ['visits', 'exposures', 'supervisorArrivals', 'taskCalls', 'scoreCount'] as const) expect(hasActivity(sums({ [field]: 1 }))).toBe(true);
  });
});

describe('problems', () => {
  const tally: ProblemTally = new Map();
  tallyProblem(tally, 'dirty_floor', 'cleaning', 2);
  tallyProblem(tally, 'problem_leak', 'maintenance', 3);
  tallyProblem(tally, 'missing_soap', 'cleaning', 2);
  tallyProblem(tally, 'dirty_floor', 'cleaning', 1);
  tallyProblem(tally, 'bad_smell', 'cleaning', 1);

  it('ranks the most reported first, ties by label key', () => {
    expect(topProblems(tally, 3)).toEqual([
      { problem: 'dirty_floor', category: 'cleaning', count: 3 },
      { problem: 'problem_leak', category: 'maintenance', count: 3 },
      { problem: 'missing_soap', category: 'cleaning', count: 2 },
    ]);
  });

  it('charts each category apart', () => {
    expect(chartsOf(tally)).toEqual({
      cleaning: { labels: ['dirty_floor', 'missing_soap', 'bad_smell'], counts: [3, 2, 1] },
      maintenance: { labels: ['problem_leak'], counts: [3] },
    });
  });
});

describe('hourDataOf', () => {
  it('lists all 24 hours in order, zeros where nothing happened', () => {
    const hours = hourDataOf(new Map([[7, sums({ visits: 20, complaints: 1 })]]));
    expect(hours.map((hour) => hour.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(hours[7]).toMatchObject({ hour: 7, time: '07:00', visits: 20, complaints: 1, ratio: 5 });
    expect(hours[0]).toMatchObject({ time: '00:00', visits: 0, ratio: null, score: null });
  });
});
