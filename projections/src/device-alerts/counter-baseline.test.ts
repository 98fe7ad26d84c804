import { describe, expect, it } from 'vitest';
import { addCount, advanceHours, HOUR_MS, judgeHour, newCounterHours, usualCount } from './counter-baseline.ts';

const T0 = Date.parse('2026-02-02T08:00:00Z');

describe('counter baseline', () => {
  it('completes an hour when an event of a later hour comes, filling silent hours only when asked', () => {
    const counter = newCounterHours();
    expect(advanceHours(counter, T0 + 5 * 60_000, true)).toEqual([]);
    addCount(counter, T0 + 10 * 60_000, 7);
    addCount(counter, T0 - HOUR_MS, 100); // an hour already over: left out
    expect(advanceHours(counter, T0 + 30 * 60_000, true)).toEqual([]);
    expect(advanceHours(counter, T0 + 3 * HOUR_MS, true)).toEqual([
      { hourStart: T0, count: 7 },
      { hourStart: T0 + HOUR_MS, count: 0 },
      { hourStart: T0 + 2 * HOUR_MS, count: 0 },
    ]);
    expect(advanceHours(counter, T0 + 6 * HOUR_MS, false)).toEqual([{ hourStart: T0 + 3 * HOUR_MS, count: 0 }]);
    expect(advanceHours(counter, T0, true)).toEqual([]);
  });

  it('trusts a usual count of 3 weeks or more and at least 10, and keeps 4 weeks', () => {
    expect(usualCount([20, 20])).toBeNull();
    expect(usualCount([9, 10, 10])).toBeNull();
    expect(usualCount([10, 20, 30])).toBe(20);
    const counter = newCounterHours();
    for (const count of [10, 20, 30, 40, 50]) expect(judgeHour(counter, 5, count, false).verdict).toBe('none');
    expect(counter.slots['5']).toEqual([20, 30, 40, 50]);
  });

  it('opens under 25 %, closes at 50 %, and does not learn the anomalous hours', () => {
    const counter = newCounterHours();
    counter.slots['0'] = [20, 20, 20, 20];
    expect(judgeHour(counter, 0, 5, false)).toEqual({ verdict: 'none', usual: 20 }); // 25 % is not under it
    expect(judgeHour(counter, 0, 4, false)).toEqual({ verdict: 'open', usual: 16.25 });
    expect(counter.slots['0']).toEqual([20, 20, 20, 5]);
    expect(judgeHour(counter, 0, 8, true).verdict).toBe('none');
    expect(counter.slots['0']).toEqual([20, 20, 20, 5]);
    expect(judgeHour(counter, 0, 8, true).verdict).toBe('none');
    expect(judgeHour(counter, 0, 9, true).verdict).toBe('close'); // 9 >= 50 % of 16.25
    expect(counter.slots['0']).toEqual([20, 20, 5, 9]);
  });
});
