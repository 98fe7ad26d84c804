import Compile from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { SERIES_NAMES, type SeriesName } from '../domain/overview-series.ts';
import { OverviewResponse, type Overview } from './overview.schemas.ts';

const perSeries = <T>(value: T) => Object.fromEntries(SERIES_NAMES.map((name) => [name, value])) as Record<SeriesName, T>;

const overview: Overview = {
  siteId: 's-1',
  timezone: 'Asia/Jerusalem',
  timeType: 'last_month',
  timeFrom: '2026-10-01',
  timeTo: '2026-10-31',
  viewTimeBy: 'day',
  currency: null,
  series: perSeries([{ time: '2026-10-01', year: 2026, count: null, isAmended: false }]),
  trends: perSeries({ percent: null, direction: 'flat', good: null }),
  totals: perSeries(null),
};

describe('OverviewResponse', () => {
  it('lists every series in the series, trends and totals, in the order of SERIES_NAMES', () => {
    const { series, trends, totals } = OverviewResponse.properties;
    for (const part of [series, trends, totals]) expect(Object.keys(part.properties)).toEqual([...SERIES_NAMES]);
  });

  it('accepts an answer with every series (undefined values null) and refuses one that leaves a series out', () => {
    const validator = Compile(OverviewResponse);
    expect(validator.Check(overview)).toBe(true);
    const { est_ROI: _left, ...totals } = overview.totals;
    expect(validator.Check({ ...overview, totals })).toBe(false);
  });
});
