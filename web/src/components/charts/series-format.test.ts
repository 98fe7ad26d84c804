import { describe, expect, it } from 'vitest';
import { axisMax } from './axis-max.ts';
import { chartSeriesFormat, formatMoney, formatSeriesSummary, formatSeriesTick, formatSeriesValue, NO_VALUE } from './series-format.ts';

const en = { locale: 'en', units: { minutes: 'min', hours: 'h' }, currency: 'ILS' };

describe('formatSeriesValue', () => {
  it('shows counts with k above 999', () => {
    expect(formatSeriesValue('visits', 999, en)).toBe('999');
    expect(formatSeriesValue('visits', 187_654, en)).toBe('187.7k');
  });

  it('shows minutes as hours above 999', () => {
    expect(formatSeriesValue('response_time_SLA', 34, en)).toBe('34 min');
    expect(formatSeriesValue('time_saved', 90_000, en)).toBe('1,500 h');
  });

  it('rounds the score, keeps 3 decimals of the ratio and marks undefined values', () => {
    expect(formatSeriesValue('avg_score', 71, en)).toBe('71');
    expect(formatSeriesValue('complaints_vs_visits', 0.6954, en)).toBe('0.695');
    expect(formatSeriesValue('avg_score', null, en)).toBe(NO_VALUE);
  });

  it('shows money in the site currency', () => {
    expect(formatSeriesValue('est_ROI', 40, en)).toBe('₪40');
    expect(formatSeriesValue('est_ROI', 93_120.5, en)).toBe('₪93.1k');
    expect(formatSeriesValue('est_ROI', 93_120.5, { ...en, currency: null })).toBe('93.1k');
  });
});

describe('formatMoney', () => {
  it('puts the k right after the digits, wherever the symbol goes', () => {
    expect(formatMoney(1500, 'he', 'ILS')).toMatch(/^\D*1\.5k\D*₪$/u);
    expect(formatMoney(2500, 'en', 'USD')).toBe('$2.5k');
    expect(formatMoney(12.5, 'en', 'USD')).toBe('$12.5');
    expect(formatMoney(12, 'en', 'NOT-A-CODE')).toBe('12 NOT-A-CODE');
  });
});

describe('formatSeriesTick', () => {
  it('keeps ticks short', () => {
    expect(formatSeriesTick('time_saved', 2000, 'en')).toBe('2k');
    expect(formatSeriesTick('complaints_vs_visits', 0.5, 'en')).toBe('0.5');
    expect(formatSeriesTick('avg_score', 80, 'en')).toBe('80');
  });
});

describe('formatSeriesSummary (a report\'s figures)', () => {
  it('keeps counts and money exact but shows minutes above 999 as hours, as the cards', () => {
    // QA: the report said "Time saved 90,520 min" while the card said "1,508.7 h".
    expect(formatSeriesSummary('time_saved', 90_520, en)).toBe('1,508.7 h');
    expect(formatSeriesSummary('time_saved', 90_520, { ...en, units: { minutes: 'דק׳', hours: 'שע׳' }, locale: 'he' })).toBe('1,508.7 שע׳');
    expect(formatSeriesSummary('response_time_SLA', 12.5, en)).toBe('12.5 min');
    expect(formatSeriesSummary('visits', 168_974, en)).toBe('168,974');
    expect(formatSeriesSummary('est_ROI', 93_120.5, en)).toBe('₪93,120.5');
    expect(formatSeriesSummary('time_saved', null, en)).toBe(NO_VALUE);
  });
});

describe('chartSeriesFormat (a series\' axis and tooltip in one unit)', () => {
  it('puts a time saved axis above 999 minutes in hours, at round hours, with the unit on the axis', () => {
    // QA: the axis read 2k-14k (minutes) beside a card of "1,508.7 h".
    const top = axisMax('time_saved', 3_500);
    expect(top).toBe(14_000);
    const chart = chartSeriesFormat('time_saved', top, en);
    expect(chart.axisUnit).toBe('h');
    expect(chart.tickValues).toEqual([0, 50, 100, 150, 200].map((hours) => hours * 60));
    expect(chart.tickValues!.map(chart.formatTick)).toEqual(['0', '50', '100', '150', '200']);
    // The tooltip in hours too, every value of the series alike.
    expect(chart.formatValue(3_500)).toBe('58.3 h');
    expect(chart.formatValue(300)).toBe('5 h');
  });

  it('keeps no tick in minutes above 999: an axis reaching above 999 reads in hours even if no value does', () => {
    const chart = chartSeriesFormat('time_saved', axisMax('time_saved', 300), en);
    expect(chart.axisUnit).toBe('h');
    expect(Math.max(...chart.tickValues!)).toBeLessThanOrEqual(1_200);
    expect(chart.tickValues!.map(chart.formatTick)).toEqual(['0', '5', '10', '15', '20']);
  });

  it('keeps a small minutes axis in minutes, naming the unit', () => {
    const chart = chartSeriesFormat('response_time_SLA', axisMax('response_time_SLA', 30), en);
    expect(chart.axisUnit).toBe('min');
    expect(chart.tickValues).toBeUndefined();
    expect(chart.formatTick(30)).toBe('30');
    expect(chart.formatValue(12.25)).toBe('12.25 min');
  });

  it('writes the unit in the reader\'s language', () => {
    const he = { ...en, locale: 'he', units: { minutes: 'דק׳', hours: 'שע׳' } };
    expect(chartSeriesFormat('time_saved', 14_000, he).axisUnit).toBe('שע׳');
    expect(chartSeriesFormat('time_saved', 14_000, he).formatValue(90_520)).toBe('1,508.7 שע׳');
  });

  it('leaves other series as they were: exact in the tooltip, compact on the axis, no unit', () => {
    const chart = chartSeriesFormat('visits', 13_000, en);
    expect(chart.formatValue(2_013)).toBe('2,013');
    expect(chart.formatTick(2_000)).toBe('2k');
    expect(chart.axisUnit).toBeUndefined();
    expect(chart.tickValues).toBeUndefined();
  });
});
