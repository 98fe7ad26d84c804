import { describe, expect, it } from 'vitest';
import { addDays, datesParam, daysInclusive, MAX_REPORT_DAYS, reportPeriod } from './period.ts';

const custom = { timeFrom: '2026-01-01', timeTo: '2026-01-31' };

describe('reportPeriod', () => {
  it('resolves a preset against the site’s today (ending yesterday, as the statistics do)', () => {
    expect(reportPeriod('last_week', custom, '2026-03-10')).toEqual({ from: '2026-03-03', to: '2026-03-09', clamped: false });
    expect(reportPeriod('last_month', custom, '2026-03-10')).toEqual({ from: '2026-02-10', to: '2026-03-09', clamped: false });
  });
  it('keeps a custom range as picked, reading reversed dates the right way round', () => {
    expect(reportPeriod('custom_time', custom, '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-01-31', clamped: false });
    expect(reportPeriod('custom_time', { timeFrom: '2026-02-05', timeTo: '2026-02-01' }, '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-05', clamped: false });
  });
  it('keeps the last 93 days of a longer period and says so', () => {
    const quarter = reportPeriod('last_quarter', custom, '2026-03-10');
    expect(quarter).toEqual({ from: addDays('2026-03-09', -92), to: '2026-03-09', clamped: true });
    expect(daysInclusive(quarter.from, quarter.to)).toBe(MAX_REPORT_DAYS);
    expect(reportPeriod('custom_time', { timeFrom: '2025-12-08', timeTo: '2026-03-10' }, '2026-03-10')).toEqual({ from: '2025-12-08', to: '2026-03-10', clamped: false });
    expect(reportPeriod('custom_time', { timeFrom: '2025-12-07', timeTo: '2026-03-10' }, '2026-03-10').clamped).toBe(true);
  });
});

describe('day arithmetic', () => {
  it('counts both ends and crosses months, years and DST changes', () => {
    expect(daysInclusive('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInclusive('2026-03-25', '2026-04-02')).toBe(9);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('formats the dates parameter', () => {
    expect(datesParam({ from: '2026-01-01', to: '2026-01-31', clamped: false })).toBe('2026-01-01,2026-01-31');
  });
});
