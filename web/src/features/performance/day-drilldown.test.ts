import type { AnalyticsHour, AnalyticsRow, ReportCall } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_SERIES } from '../../components/charts/overview-series.ts';
import { callsInHour, dayCalls, dayRooms, HOUR_COLUMN_OF, hourLabel, hourMetrics, hourSpanLabel, hourValues, isSingleDay, localDateOf, localHourOf } from './day-drilldown.ts';

const zeros = {
  visits: 0,
  complaints: 0,
  maintenanceComplaints: 0,
  arrivals: 0,
  maintenanceArrivals: 0,
  supervisors: 0,
  counterCalls: 0,
  cleandexCalls: 0,
  manualCalls: 0,
  complaintCalls: 0,
  taskCalls: 0,
  callsOpened: 0,
  avgResponseTime: null,
  exposures: 0,
  ratio: null,
  score: null,
};
const hour = (value: number, figures: Partial<AnalyticsHour> = {}): AnalyticsHour => ({ hour: value, time: `${String(value).padStart(2, '0')}:00`, ...zeros, ...figures });
const row = (roomId: string, figures: Partial<AnalyticsRow> = {}): AnalyticsRow => ({ roomId, displayName: roomId.toUpperCase(), roomNameEn: roomId.toUpperCase(), removed: false, ...zeros, topComplaints: [], ...figures });

describe('day drill-down', () => {
  it('knows a one-day range', () => {
    expect(isSingleDay({ timeFrom: '2026-11-03', timeTo: '2026-11-03' })).toBe(true);
    expect(isSingleDay({ timeFrom: '2026-11-01', timeTo: '2026-11-30' })).toBe(false);
  });

  it('maps every overview series to an hourly column, except the computed money ones', () => {
    const unmapped = OVERVIEW_SERIES.filter((name) => HOUR_COLUMN_OF[name] === null);
    expect(unmapped.sort()).toEqual(['est_ROI', 'time_saved']);
  });

  it('draws the compared metrics that have hours, or visits, complaints and calls', () => {
    expect(hourMetrics(['avg_score', 'time_saved', 'visits'])).toEqual(['avg_score', 'visits']);
    expect(hourMetrics(['est_ROI'])).toEqual(['visits', 'complaints', 'callsOpened']);
  });

  it('gives all 24 hours in order, a missing hour as a gap', () => {
    const data = [hour(9, { visits: 40, score: 80 }), hour(0, { visits: 2 }), ...Array.from({ length: 22 }, (_, index) => hour(index + 10))];
    const visits = hourValues(data, 'visits');
    expect(visits).toHaveLength(24);
    expect(visits[0]).toBe(2);
    expect(visits[9]).toBe(40);
    expect(visits[5]).toBeNull();
    expect(hourValues(data, 'avg_score')[9]).toBe(80);
    expect(hourValues(data, 'maintenanceComplaint')[10]).toBe(0);
  });

  it('lists the rooms with activity that day, complaints of both kinds together', () => {
    const rooms = dayRooms([row('a', { visits: 10, complaints: 1, maintenanceComplaints: 2, callsOpened: 2, avgResponseTime: 7 }), row('quiet'), row('b', { arrivals: 2 })]);
    expect(rooms).toEqual([
      { roomId: 'a', displayName: 'A', visits: 10, complaints: 3, arrivals: 0, callsOpened: 2, avgResponseTime: 7 },
      { roomId: 'b', displayName: 'B', visits: 0, complaints: 0, arrivals: 2, callsOpened: 0, avgResponseTime: null },
    ]);
  });

  it('orders calls newest first', () => {
    const call = (callId: string, openedAt: string) => ({ callId, openedAt }) as ReportCall;
    const calls = dayCalls([call('1', '2026-11-03T08:00:00.000Z'), call('2', '2026-11-03T10:30:00Z'), call('3', '2026-11-03T09:15:00.000Z')]);
    expect(calls.map((entry) => entry.callId)).toEqual(['2', '3', '1']);
  });

  it('writes hours in the clock of the language', () => {
    expect(hourLabel(9, 'he')).toBe('9:00');
    expect(hourLabel(21, 'en')).toMatch(/^9:00\sPM$/);
  });

  it('places an instant in the site-local hour, across summer time and after midnight', () => {
    // Jerusalem is UTC+2 in winter and UTC+3 in summer.
    expect(localHourOf('2026-11-03T12:05:00.000Z', 'Asia/Jerusalem')).toBe(14);
    expect(localHourOf('2026-07-03T12:05:00.000Z', 'Asia/Jerusalem')).toBe(15);
    // A night shift's call at 00:30 the next date is hour 0, never 24.
    expect(localHourOf('2026-11-03T22:30:00.000Z', 'Asia/Jerusalem')).toBe(0);
    expect(localHourOf('2026-11-03T23:59:59.000Z', 'UTC')).toBe(23);
    // A zone with a fractional offset: the hour the instant is in, locally.
    expect(localHourOf('2026-11-03T08:45:00.000Z', 'Asia/Kolkata')).toBe(14);
  });

  it('gives the site-local date an instant falls on, so a night shift\'s call after midnight shows its own date', () => {
    // 22:30 UTC on 3 November is 00:30 on the 4th in Jerusalem, still the 3rd in UTC and New York.
    expect(localDateOf('2026-11-03T22:30:00.000Z', 'Asia/Jerusalem')).toBe('2026-11-04');
    expect(localDateOf('2026-11-03T22:30:00.000Z', 'UTC')).toBe('2026-11-03');
    expect(localDateOf('2026-11-03T22:30:00.000Z', 'America/New_York')).toBe('2026-11-03');
    expect(localDateOf('2026-11-04T03:30:00.000Z', 'America/New_York')).toBe('2026-11-03');
  });

  it('narrows the calls to the hour they opened in, keeping their order; no hour keeps them all', () => {
    const call = (callId: string, openedAt: string) => ({ callId, openedAt });
    const calls = [call('a', '2026-11-03T12:59:59.000Z'), call('b', '2026-11-03T13:00:00.000Z'), call('c', '2026-11-03T12:00:00.000Z'), call('d', '2026-11-03T22:10:00.000Z')];
    expect(callsInHour(calls, 14, 'Asia/Jerusalem').map((entry) => entry.callId)).toEqual(['a', 'c']);
    expect(callsInHour(calls, 0, 'Asia/Jerusalem').map((entry) => entry.callId)).toEqual(['d']);
    expect(callsInHour(calls, 5, 'Asia/Jerusalem')).toEqual([]);
    expect(callsInHour(calls, null, 'Asia/Jerusalem')).toEqual(calls);
  });

  it('writes an hour as a span as the language writes a range, the last one ending at midnight', () => {
    // Isolated, so a right-to-left sentence does not turn it round.
    const isolated = (span: string) => `\u2068${span}\u2069`;
    expect(hourSpanLabel(14, 'he')).toBe(isolated('14:00\u201315:00'));
    expect(hourSpanLabel(0, 'ru')).toBe(isolated('00:00\u201301:00'));
    expect(hourSpanLabel(23, 'ru')).toBe(isolated('23:00\u20130:00'));
    expect(hourSpanLabel(14, 'en')).toMatch(/^\u20680?2:00\s\u2013\s0?3:00\sPM\u2069$/);
    // No dates, even though midnight is the next date.
    expect(hourSpanLabel(23, 'en')).toMatch(/^\u206811:00\sPM\s\u2013\s12:00\sAM\u2069$/);
  });
});
