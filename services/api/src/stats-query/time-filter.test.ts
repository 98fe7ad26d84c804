import { describe, expect, it } from 'vitest';
import { periodStarts, resolveTimeFilter } from './time-filter.ts';
import { ValidationError } from '../domain/errors.ts';

const JERUSALEM = 'Asia/Jerusalem';
const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('resolveTimeFilter presets (the range ends yesterday, site-local)', () => {
  it('last_day over the Israeli DST day is that one 23-hour day', () => {
    const filter = resolveTimeFilter({ timeType: 'last_day', timezone: JERUSALEM, now: at('2026-03-28T10:00:00Z') });
    expect(filter).toEqual({
      timeType: 'last_day',
      start: '2026-03-27',
      end: '2026-03-27',
      fromUtc: at('2026-03-26T22:00:00Z'),
      toUtc: at('2026-03-27T21:00:00Z'),
      viewTimeBy: 'day',
      periods: ['2026-03-27'],
    });
  });

  it('uses the local day, not the UTC one: 21:30Z on the 28th is already the 29th in Jerusalem', () => {
    const filter = resolveTimeFilter({ timeType: 'last_day', timezone: JERUSALEM, now: at('2026-03-28T21:30:00Z') });
    expect([filter.start, filter.end]).toEqual(['2026-03-28', '2026-03-28']);
    // ...and 03:00Z on the 10th is still the 9th in New York.
    const ny = resolveTimeFilter({ timeType: 'last_day', timezone: NEW_YORK, now: at('2026-03-10T03:00:00Z') });
    expect([ny.start, ny.end]).toEqual(['2026-03-08', '2026-03-08']);
    expect([ny.fromUtc, ny.toUtc]).toEqual([at('2026-03-08T05:00:00Z'), at('2026-03-09T04:00:00Z')]);
  });

  it('last_week is the seven days before today', () => {
    const filter = resolveTimeFilter({ timeType: 'last_week', timezone: JERUSALEM, now: at('2026-03-29T09:00:00Z') });
    expect([filter.start, filter.end]).toEqual(['2026-03-22', '2026-03-28']);
    expect(filter.periods).toEqual(['2026-03-22', '2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28']);
    expect(filter.fromUtc).toEqual(at('2026-03-21T22:00:00Z'));
    expect(filter.toUtc).toEqual(at('2026-03-28T21:00:00Z'));
  });

  it('last_month (the default) goes back one calendar month from today', () => {
    const filter = resolveTimeFilter({ timezone: JERUSALEM, now: at('2026-03-15T09:00:00Z') });
    expect(filter.timeType).toBe('last_month');
    expect([filter.start, filter.end]).toEqual(['2026-02-15', '2026-03-14']);
    expect(filter.periods).toHaveLength(28);
    // The 31st clamps to the end of February.
    const clamped = resolveTimeFilter({ timeType: 'last_month', timezone: JERUSALEM, now: at('2026-03-31T09:00:00Z') });
    expect([clamped.start, clamped.end]).toEqual(['2026-02-28', '2026-03-30']);
  });

  it('last_quarter is 124 days and viewed by week (Sunday weeks) even when day is asked for', () => {
    const filter = resolveTimeFilter({ timeType: 'last_quarter', viewTimeBy: 'day', timezone: JERUSALEM, now: at('2026-03-29T09:00:00Z') });
    expect([filter.start, filter.end]).toEqual(['2025-11-25', '2026-03-28']);
    expect(filter.viewTimeBy).toBe('week');
    // 2025-11-25 is a Tuesday: its week began Sunday the 23rd; 2026-03-28 is a Saturday.
    expect(filter.periods[0]).toBe('2025-11-23');
    expect(filter.periods.at(-1)).toBe('2026-03-22');
    expect(filter.periods).toHaveLength(18);
  });

  it('last_6_months goes back six calendar months across the Israeli DST end, viewed by week by default', () => {
    const filter = resolveTimeFilter({ timeType: 'last_6_months', timezone: JERUSALEM, now: at('2026-11-15T09:00:00Z') });
    expect([filter.start, filter.end]).toEqual(['2026-05-15', '2026-11-14']);
    // Summer time (+03:00) at the start, winter time (+02:00) at the end.
    expect(filter.fromUtc).toEqual(at('2026-05-14T21:00:00Z'));
    expect(filter.toUtc).toEqual(at('2026-11-14T22:00:00Z'));
    expect(filter.viewTimeBy).toBe('week');
    // 2026-05-15 is a Friday (week of Sunday the 10th); 2026-11-14 a Saturday (week of the 8th).
    expect(filter.periods[0]).toBe('2026-05-10');
    expect(filter.periods.at(-1)).toBe('2026-11-08');
    expect(filter.periods).toHaveLength(27);
  });

  it('last_6_months is never viewed by day, keeps month view, and clamps the day of month (New York, both DST switches inside)', () => {
    const filter = resolveTimeFilter({ timeType: 'last_6_months', viewTimeBy: 'day', timezone: NEW_YORK, now: at('2026-03-31T12:00:00Z') });
    // September has no 31st.
    expect([filter.start, filter.end]).toEqual(['2025-09-30', '2026-03-30']);
    expect([filter.fromUtc, filter.toUtc]).toEqual([at('2025-09-30T04:00:00Z'), at('2026-03-31T04:00:00Z')]);
    expect(filter.viewTimeBy).toBe('week');
    const byMonth = resolveTimeFilter({ timeType: 'last_6_months', viewTimeBy: 'month', timezone: NEW_YORK, now: at('2026-08-31T12:00:00Z') });
    expect([byMonth.start, byMonth.end]).toEqual(['2026-02-28', '2026-08-30']);
    expect(byMonth.periods).toEqual(['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01']);
    // Just after midnight New York time on 1 March is still 28 February in UTC terms: the local day decides.
    const local = resolveTimeFilter({ timeType: 'last_6_months', timezone: NEW_YORK, now: at('2026-03-01T06:00:00Z') });
    expect([local.start, local.end]).toEqual(['2025-09-01', '2026-02-28']);
  });

  it('last_year is 372 days; month view is kept when asked for', () => {
    const filter = resolveTimeFilter({ timeType: 'last_year', viewTimeBy: 'month', timezone: JERUSALEM, now: at('2026-03-29T09:00:00Z') });
    expect([filter.start, filter.end]).toEqual(['2025-03-22', '2026-03-28']);
    expect(filter.viewTimeBy).toBe('month');
    expect(filter.periods).toHaveLength(13);
    expect(filter.periods[0]).toBe('2025-03-01');
    expect(resolveTimeFilter({ timeType: 'last_year', timezone: JERUSALEM, now: at('2026-03-29T09:00:00Z') }).viewTimeBy).toBe('week');
  });
});

describe('resolveTimeFilter custom ranges', () => {
  it('takes both dates inclusively and keeps day view', () => {
    const filter = resolveTimeFilter({ timeType: 'custom_time', timeFrom: '2026-03-26', timeTo: '2026-03-28', timezone: JERUSALEM, now: at('2026-06-01T00:00:00Z') });
    expect(filter.periods).toEqual(['2026-03-26', '2026-03-27', '2026-03-28']);
    expect(filter.fromUtc).toEqual(at('2026-03-25T22:00:00Z'));
    expect(filter.toUtc).toEqual(at('2026-03-28T21:00:00Z'));
  });

  it('may end today, site-local (the overview live strip reads today and this week so far)', () => {
    // 23:30 in Jerusalem on 24 November is still 21:30 UTC: "today" is the site's day.
    const now = at('2026-11-24T21:30:00Z');
    const today = resolveTimeFilter({ timeType: 'custom_time', timeFrom: '2026-11-24', timeTo: '2026-11-24', timezone: JERUSALEM, now });
    expect(today.periods).toEqual(['2026-11-24']);
    expect(today.fromUtc).toEqual(at('2026-11-23T22:00:00Z'));
    expect(today.toUtc).toEqual(at('2026-11-24T22:00:00Z'));
    const week = resolveTimeFilter({ timeType: 'custom_time', timeFrom: '2026-11-22', timeTo: '2026-11-24', timezone: JERUSALEM, now });
    expect(week.periods).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('lists month and year periods from the period holding the start', () => {
    expect(periodStarts('2026-01-15', '2026-03-02', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(periodStarts('2025-12-30', '2026-01-02', 'year')).toEqual(['2025-01-01', '2026-01-01']);
    expect(periodStarts('2026-03-01', '2026-03-14', 'week')).toEqual(['2026-03-01', '2026-03-08']);
  });

  it('names the field at fault', () => {
    const fieldOf = (input: Parameters<typeof resolveTimeFilter>[0]) => {
      try {
        resolveTimeFilter(input);
      } catch (error) {
        if (error instanceof ValidationError) return error.field;
        throw error;
      }
      return null;
    };
    const base = { timeType: 'custom_time' as const, timezone: JERUSALEM, now: at('2026-03-29T09:00:00Z') };
    expect(fieldOf({ ...base, timeTo: '2026-03-01' })).toBe('querystring/timeFrom');
    expect(fieldOf({ ...base, timeFrom: '2026-03-01' })).toBe('querystring/timeTo');
    expect(fieldOf({ ...base, timeFrom: '2026-02-30', timeTo: '2026-03-01' })).toBe('querystring/timeFrom');
    expect(fieldOf({ ...base, timeFrom: '2026-03-01', timeTo: '2026-13-01' })).toBe('querystring/timeTo');
    expect(fieldOf({ ...base, timeFrom: '2026-03-02', timeTo: '2026-03-01' })).toBe('querystring/timeTo');
    expect(fieldOf({ ...base, timeFrom: '2026-03-01', timeTo: '2026-03-01' })).toBeNull();
  });
});
