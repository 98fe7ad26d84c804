import { describe, expect, it } from 'vitest';
import { presetRange, todayIn } from './time-range.ts';

describe('presetRange (spec §9: the range ends yesterday)', () => {
  it('covers yesterday only for last_day', () => {
    expect(presetRange('last_day', '2026-11-21')).toEqual({ timeFrom: '2026-11-20', timeTo: '2026-11-20' });
  });
  it('goes 7, 124 and 372 days back', () => {
    expect(presetRange('last_week', '2026-11-21').timeFrom).toBe('2026-11-14');
    expect(presetRange('last_quarter', '2026-11-21').timeFrom).toBe('2026-07-20');
    expect(presetRange('last_year', '2026-11-21').timeFrom).toBe('2025-11-14');
  });
  it('goes one calendar month back for last_month, clamping the day', () => {
    expect(presetRange('last_month', '2026-11-21')).toEqual({ timeFrom: '2026-10-21', timeTo: '2026-11-20' });
    expect(presetRange('last_month', '2026-03-31').timeFrom).toBe('2026-02-28');
  });
  it('goes six calendar months back for last_6_months, clamping the day', () => {
    expect(presetRange('last_6_months', '2026-11-21')).toEqual({ timeFrom: '2026-05-21', timeTo: '2026-11-20' });
    expect(presetRange('last_6_months', '2026-08-31').timeFrom).toBe('2026-02-28');
  });
});

describe('todayIn', () => {
  it('is the date in the site zone, not the browser one', () => {
    const lateUtc = new Date('2026-11-21T23:30:00Z');
    expect(todayIn('Asia/Jerusalem', lateUtc)).toBe('2026-11-22');
    expect(todayIn('America/New_York', lateUtc)).toBe('2026-11-21');
  });
});
