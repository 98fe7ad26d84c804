import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthLabel, monthOf, periodQuery, periodRange, recentMonths } from './months.ts';

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('is not shifted by a daylight-saving change', () => {
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDays('2024-10-27', -1)).toBe('2024-10-26');
  });
});

describe('months', () => {
  it('takes the month of a day', () => {
    expect(monthOf('2024-05-10')).toBe('2024-05');
  });

  it('steps across years both ways', () => {
    expect(addMonths('2024-01', -1)).toBe('2023-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2024-05', -17)).toBe('2022-12');
  });

  it('lists recent months newest first', () => {
    expect(recentMonths('2024-02', 4)).toEqual(['2024-02', '2024-01', '2023-12', '2023-11']);
    expect(recentMonths('2024-02', 0)).toEqual([]);
  });

  it('names a month in the reader’s language', () => {
    expect(monthLabel('2024-05', 'en')).toBe('May 2024');
    expect(monthLabel('2024-01', 'he')).toBe('ינואר 2024');
  });
});

describe('periodRange', () => {
  it('ends today and covers N days including today', () => {
    expect(periodRange('last_7_days', '2024-05-10')).toEqual({ from: '2024-05-04', to: '2024-05-10' });
    expect(periodRange('last_30_days', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(periodRange('last_90_days', '2024-05-10')).toEqual({ from: '2024-02-11', to: '2024-05-10' });
  });
});

describe('periodQuery', () => {
  it('asks for the first day only: the server ends the period at its own today', () => {
    expect(periodQuery('last_30_days', '2024-05-10')).toEqual({ from: '2024-04-11' });
  });
});
