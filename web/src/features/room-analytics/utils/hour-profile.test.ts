import type { HourData } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { fullDay, hourLabel, hourSpanLabel, isQuietDay, peakHour } from './hour-profile.ts';

const hour = (value: number, visits: number): HourData['hourData'][number] => ({
  hour: value,
  visits,
  complaints: 0,
  maintenanceComplaints: 0,
  arrivals: 0,
  supervisorArrivals: 0,
  maintenanceArrivals: 0,
  exposures: 0,
  callsOpened: 0,
});

describe('hour labels', () => {
  it('writes hours of the day as the locale does', () => {
    // ICU's spacing around AM and dashes varies by version: match loosely.
    expect(hourLabel(9, 'en-US')).toMatch(/^9\sAM$/u);
    expect(hourLabel(21, 'en-GB')).toBe('21');
    expect(hourSpanLabel(9, 'en-GB')).toMatch(/^09:00\s*–\s*10:00$/u);
  });
});

describe('peakHour', () => {
  it('finds the busiest hour, the earliest on a tie', () => {
    expect(peakHour([hour(8, 5), hour(9, 12), hour(10, 12)])?.hour).toBe(9);
    expect(peakHour([hour(8, 0)])).toBeNull();
  });
});

describe('fullDay', () => {
  it('fills the hours the answer lacks with zeros', () => {
    const day = fullDay([hour(3, 4)]);
    expect(day).toHaveLength(24);
    expect(day[3]?.visits).toBe(4);
    expect(day[4]?.visits).toBe(0);
    expect(isQuietDay(day)).toBe(false);
    expect(isQuietDay(fullDay([]))).toBe(true);
  });
});
