import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/errors.ts';
import { dayWindows, parseReportDates, reportDays } from './report-dates.ts';

const hours = (window: { from: Date; to: Date }) => (window.to.getTime() - window.from.getTime()) / 3_600_000;

describe('parseReportDates', () => {
  it('defaults to the 30 days ending today', () => {
    const range = parseReportDates(undefined, '2026-06-10');
    expect(range).toEqual({ from: '2026-05-12', to: '2026-06-10' });
    expect(reportDays(range)).toHaveLength(30);
  });

  it('reads an inclusive range of up to 93 days', () => {
    expect(parseReportDates('2026-06-01,2026-06-01', '2026-06-10')).toEqual({ from: '2026-06-01', to: '2026-06-01' });
    expect(reportDays(parseReportDates('2026-02-27,2026-03-02', '2026-06-10'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(reportDays(parseReportDates('2026-01-01,2026-04-03', '2026-06-10'))).toHaveLength(93);
  });

  it.each([
    ['', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['2026-06-01', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['2026-06-01,2026-06-02,2026-06-03', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['2026-02-30,2026-03-01', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['2026-6-1,2026-06-02', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['2026-06-01, 2026-06-02', 'must be two dates, YYYY-MM-DD,YYYY-MM-DD'],
    ['2026-06-02,2026-06-01', 'the last day must not be before the first'],
    ['2026-01-01,2026-04-04', 'spans at most 93 days'],
  ])('refuses %j naming the field', (dates, message) => {
    const attempt = () => parseReportDates(dates, '2026-06-10');
    expect(attempt).toThrow(ValidationError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as ValidationError).field).toBe('querystring/dates');
    }
  });
});

describe('dayWindows', () => {
  it('spans each local day in UTC hours, 23 and 25 of them at the daylight-saving changes', () => {
    const days = ['2026-03-26', '2026-03-27', '2026-10-25'];
    const windows = dayWindows(days, 'Asia/Jerusalem', new Date('2026-12-01T00:00:00Z'), '2026-12-01');
    expect(windows.map((window) => [window.day, window.from.toISOString(), hours(window)])).toEqual([
      ['2026-03-26', '2026-03-25T22:00:00.000Z', 24],
      ['2026-03-27', '2026-03-26T22:00:00.000Z', 23],
      ['2026-10-25', '2026-10-24T21:00:00.000Z', 25],
    ]);
  });

  it('ends today with the hour running now and leaves out the days after it', () => {
    // 10:20 in Jerusalem (UTC+3).
    const windows = dayWindows(['2026-06-09', '2026-06-10', '2026-06-11'], 'Asia/Jerusalem', new Date('2026-06-10T07:20:00Z'), '2026-06-10');
    expect(windows.map(({ day, from, to }) => [day, from.toISOString(), to.toISOString()])).toEqual([
      ['2026-06-09', '2026-06-08T21:00:00.000Z', '2026-06-09T21:00:00.000Z'],
      ['2026-06-10', '2026-06-09T21:00:00.000Z', '2026-06-10T08:00:00.000Z'],
    ]);
  });

  it('splits a half-hour zone at its local midnight', () => {
    const [window] = dayWindows(['2026-06-09'], 'Asia/Kolkata', new Date('2026-07-01T00:00:00Z'), '2026-07-01');
    expect([window!.from.toISOString(), window!.to.toISOString()]).toEqual(['2026-06-08T18:30:00.000Z', '2026-06-09T18:30:00.000Z']);
  });
});
