import { describe, expect, it } from 'vitest';
import { formatMoney, formatSeriesTick, formatSeriesValue, NO_VALUE } from './series-format.ts';

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
