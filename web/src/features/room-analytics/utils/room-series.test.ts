import type { Overview, OverviewPoint, SeriesName } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_SERIES } from '../../../components/charts/overview-series.ts';
import { isQuiet, logCsv, logRows, LOG_COLUMNS } from './room-series.ts';

const EMPTY_SERIES = Object.fromEntries(OVERVIEW_SERIES.map((name) => [name, []])) as unknown as Overview['series'];

const points = (values: (number | null)[], amended: number[] = []): OverviewPoint[] =>
  values.map((count, index) => ({ time: `2026-11-0${index + 1}`, year: 2026, count, isAmended: amended.includes(index) }));

const overview = (series: Partial<Record<SeriesName, OverviewPoint[]>>): Overview => ({
  siteId: 's',
  timezone: 'Asia/Jerusalem',
  timeFrom: '2026-11-01',
  timeTo: '2026-11-03',
  viewTimeBy: 'day',
  timeType: 'custom_time',
  currency: 'ILS',
  series: { ...EMPTY_SERIES, ...series },
  trends: {} as Overview['trends'],
  totals: {} as Overview['totals'],
});

describe('logRows', () => {
  it('puts the series of a period side by side, newest first, marking amended periods', () => {
    const rows = logRows(overview({ visits: points([10, 20, 30]), complaints: points([1, 0, 2], [1]), avg_score: points([null, 75, 80]) }));
    expect(rows.map((row) => row.time)).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
    expect(rows[1]).toMatchObject({ time: '2026-11-02', startTime: '2026-11-02', endTime: '2026-11-02', visits: 20, complaints: 0, avg_score: 75, isAmended: true });
    expect(rows[2]).toMatchObject({ avg_score: null, isAmended: false, response_time_SLA: null });
  });

  it('clips week periods to the range', () => {
    const data = { ...overview({ visits: [{ time: '2026-10-25', year: 2026, count: 5, isAmended: false }] }), viewTimeBy: 'week' as const, timeFrom: '2026-10-28' };
    expect(logRows(data)[0]).toMatchObject({ time: '2026-10-25', startTime: '2026-10-28', endTime: '2026-10-31' });
  });

  it('is quiet when nothing was recorded', () => {
    expect(isQuiet(logRows(overview({ visits: points([0, 0]), avg_score: points([null, null]) })))).toBe(true);
    expect(isQuiet(logRows(overview({ visits: points([0, 1]) })))).toBe(false);
  });
});

describe('logCsv', () => {
  it('writes every series of a period with its days and amendment', () => {
    const rows = logRows(overview({ visits: points([10]), complaints: points([1], [0]) }));
    const columns = Object.fromEntries(LOG_COLUMNS.map((name) => [name, name])) as Record<(typeof LOG_COLUMNS)[number], string>;
    const csv = logCsv(rows, { from: 'From', to: 'To', amended: 'Amended', yes: 'Yes', columns });
    expect(csv.header).toEqual(['From', 'To', ...LOG_COLUMNS, 'Amended']);
    expect(csv.rows).toEqual([['2026-11-01', '2026-11-01', 10, 1, null, null, null, null, null, null, 'Yes']]);
  });
});
