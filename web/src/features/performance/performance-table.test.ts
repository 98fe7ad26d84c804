import type { Overview } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_SERIES } from '../../components/charts/overview-series.ts';
import { performanceCsv, performanceRows } from './performance-table.ts';

const days = ['2026-11-01', '2026-11-02'];
const series = Object.fromEntries(OVERVIEW_SERIES.map((name) => [name, days.map((time) => ({ time, year: 2026, count: 0, isAmended: false }))])) as Overview['series'];
series.visits = [
  { time: days[0]!, year: 2026, count: 100, isAmended: false },
  { time: days[1]!, year: 2026, count: 50, isAmended: false },
];
series.avg_score = [
  { time: days[0]!, year: 2026, count: 80, isAmended: false },
  { time: days[1]!, year: 2026, count: null, isAmended: false },
];
const response = {
  series,
  totals: { ...Object.fromEntries(OVERVIEW_SERIES.map((name) => [name, 0])), visits: 150, avg_score: 80 },
} as unknown as Overview;

describe('performance table', () => {
  it('has a row per period with the chosen metrics in order', () => {
    expect(performanceRows(response, ['avg_score', 'visits'])).toEqual([
      { time: '2026-11-01', values: [80, 100] },
      { time: '2026-11-02', values: [null, 50] },
    ]);
  });

  it('exports raw values and the server totals', () => {
    const csv = performanceCsv(response, ['visits', 'avg_score'], { period: 'Period', total: 'Total', column: (name) => name.toUpperCase() });
    expect(csv.header).toEqual(['Period', 'VISITS', 'AVG_SCORE']);
    expect(csv.rows).toEqual([
      ['2026-11-01', 100, 80],
      ['2026-11-02', 50, null],
      ['Total', 150, 80],
    ]);
  });
});
