import type { SeriesName } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_SERIES } from '../../components/charts/overview-series.ts';
import { isQuietPeriod } from '../../components/charts/overview-series.ts';
import { OVERVIEW_SECTIONS } from './overview-sections.ts';

describe('overview sections', () => {
  it('show every overview series once, in the overview order', () => {
    expect(OVERVIEW_SECTIONS.flatMap((section) => section.series)).toEqual([...OVERVIEW_SERIES]);
  });
});

describe('isQuietPeriod', () => {
  const totals = (overrides: Partial<Record<SeriesName, number | null>>) =>
    ({ ...Object.fromEntries(OVERVIEW_SERIES.map((name) => [name, 0])), ...overrides }) as Record<SeriesName, number | null>;

  it('is true when every total is zero or undefined', () => {
    expect(isQuietPeriod(totals({ avg_score: null, time_saved: null }))).toBe(true);
  });

  it('is false as soon as one series has something', () => {
    expect(isQuietPeriod(totals({ complaints: 1 }))).toBe(false);
    expect(isQuietPeriod(totals({ time_saved: 60 }))).toBe(false);
  });
});
