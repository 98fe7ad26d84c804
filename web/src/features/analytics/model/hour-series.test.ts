import type { AnalyticsHour } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { formatHour, hourLabelStep, hourSeries, peakHour } from './hour-series.ts';

const hour = (value: number, visits: number, complaints = 0): AnalyticsHour => ({
  hour: value,
  time: formatHour(value),
  visits,
  complaints,
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
});

describe('formatHour', () => {
  it('pads the hour to HH:00', () => {
    expect(formatHour(0)).toBe('00:00');
    expect(formatHour(9)).toBe('09:00');
    expect(formatHour(23)).toBe('23:00');
  });
});

describe('hourSeries', () => {
  it('gives all 24 hours in order for the chosen metric, missing hours as zero', () => {
    const series = hourSeries([hour(10, 7, 2), hour(9, 3, 1)], 'visits');
    expect(series).toHaveLength(24);
    expect(series.map((point) => point.hour)).toEqual(Array.from({ length: 24 }, (_, index) => index));
    expect(series[9]).toEqual({ hour: 9, label: '09:00', value: 3 });
    expect(series[10]?.value).toBe(7);
    expect(series[11]?.value).toBe(0);
    expect(hourSeries([hour(10, 7, 2)], 'complaints')[10]?.value).toBe(2);
  });
});

describe('peakHour', () => {
  it('is the earliest busiest hour, or none for an empty day', () => {
    expect(peakHour(hourSeries([hour(8, 5), hour(12, 9), hour(15, 9)], 'visits'))?.hour).toBe(12);
    expect(peakHour(hourSeries([], 'visits'))).toBeNull();
  });
});

describe('hourLabelStep', () => {
  it('labels every hour when there is room, fewer when narrow', () => {
    expect(hourLabelStep(1200)).toBe(1);
    expect(hourLabelStep(800)).toBe(2);
    expect(hourLabelStep(400)).toBe(3);
    expect(hourLabelStep(100)).toBe(6);
  });
});
