import { describe, expect, it } from 'vitest';
import { longPeriodLabel, periodEnd, periodWindow, shortPeriodLabel } from './room-period.ts';

describe('periodEnd', () => {
  it('ends a day on itself, a week six days on, a month on its last day, a year on 31 December', () => {
    expect(periodEnd('2026-10-21', 'day')).toBe('2026-10-21');
    expect(periodEnd('2026-10-18', 'week')).toBe('2026-10-24');
    expect(periodEnd('2026-12-27', 'week')).toBe('2027-01-02');
    expect(periodEnd('2028-02-01', 'month')).toBe('2028-02-29');
    expect(periodEnd('2026-01-01', 'year')).toBe('2026-12-31');
  });
});

describe('periodWindow', () => {
  it('clips the first and last periods to the range', () => {
    expect(periodWindow('2026-10-18', 'week', '2026-10-21', '2026-11-20')).toEqual({ time: '2026-10-18', startTime: '2026-10-21', endTime: '2026-10-24' });
    expect(periodWindow('2026-11-15', 'week', '2026-10-21', '2026-11-20')).toEqual({ time: '2026-11-15', startTime: '2026-11-15', endTime: '2026-11-20' });
    expect(periodWindow('2026-11-01', 'week', '2026-10-21', '2026-11-20')).toEqual({ time: '2026-11-01', startTime: '2026-11-01', endTime: '2026-11-07' });
  });
});

describe('period labels', () => {
  const week = { time: '2026-10-18', startTime: '2026-10-21', endTime: '2026-10-24' };
  it('labels the axis with the first day counted', () => {
    expect(shortPeriodLabel(week, 'week', 'en-GB')).toBe('21 Oct');
    expect(shortPeriodLabel({ time: '2026-10-01', startTime: '2026-10-21', endTime: '2026-10-31' }, 'month', 'en-GB')).toBe('Oct 26');
  });

  // ICU spaces ranges with thin or narrow spaces that vary by version: compare plain ones.
  const plain = (text: string) => text.replace(/\s+/gu, ' ');
  it('spells out the days a period counts', () => {
    expect(plain(longPeriodLabel(week, 'week', 'en-GB'))).toBe('21 – 24 Oct 2026');
    expect(longPeriodLabel({ time: '2026-10-21', startTime: '2026-10-21', endTime: '2026-10-21' }, 'day', 'en-GB')).toBe('Wed, 21 Oct 2026');
    expect(longPeriodLabel({ time: '2026-10-01', startTime: '2026-10-01', endTime: '2026-10-31' }, 'month', 'en-GB')).toBe('October 2026');
    expect(plain(longPeriodLabel({ time: '2026-10-01', startTime: '2026-10-21', endTime: '2026-10-31' }, 'month', 'en-GB'))).toBe('21 – 31 Oct 2026');
  });
});
