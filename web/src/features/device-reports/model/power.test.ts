import { describe, expect, it } from 'vitest';
import { batteryFill, batteryTone, daysLeftSoon, formatSlope, hasBatteryData, roundDaysLeft, sortPower, sparklineGeometry, type PowerDevice } from './power.ts';

const device = (id: string, overrides: Partial<PowerDevice> = {}): PowerDevice => ({
  device_id: id,
  device_type: 'pad9',
  deviceCode: id.toUpperCase(),
  roomId: 'r1',
  roomName: 'Lobby',
  battery: 50,
  batteryAt: '2026-03-09T10:00:00Z',
  readings: [{ day: '2026-03-09', min: 49, max: 51, last: 50 }],
  trendPerDay: null,
  daysLeft: null,
  battery_maintenance_date: null,
  ...overrides,
});

describe('batteryTone', () => {
  it('is red under the alert threshold (20 %), orange under 40 %', () => {
    expect([0, 19.9, 20, 39, 40, 100].map(batteryTone)).toEqual(['bad', 'bad', 'warn', 'warn', 'good', 'good']);
  });
  it('fills the bar within 0..100', () => {
    expect([-5, 42, 104].map(batteryFill)).toEqual([0, 42, 100]);
  });
});

describe('sortPower', () => {
  const empty = device('empty', { battery: null, batteryAt: null, readings: [] });
  const devices = [
    empty,
    device('full', { battery: 95, trendPerDay: -0.5 }),
    device('low', { battery: 12, trendPerDay: -0.2 }),
    device('flat', { battery: 60, trendPerDay: null }),
    device('fast', { battery: 70, trendPerDay: -3 }),
  ];
  const ids = (list: PowerDevice[]) => list.map((entry) => entry.device_id);
  it('puts the lowest battery first and devices without readings last', () => {
    expect(ids(sortPower(devices, 'lowest'))).toEqual(['low', 'flat', 'fast', 'full', 'empty']);
  });
  it('puts the fastest drain first, devices without a trend after, without readings last', () => {
    expect(ids(sortPower(devices, 'drain'))).toEqual(['fast', 'full', 'low', 'flat', 'empty']);
  });
  it('counts a device with an old reading but none in the period as having data', () => {
    const old = device('old', { readings: [], battery: 30 });
    expect(hasBatteryData(old)).toBe(true);
    expect(hasBatteryData(empty)).toBe(false);
    expect(ids(sortPower([empty, old], 'lowest'))).toEqual(['old', 'empty']);
  });
});

describe('roundDaysLeft and formatSlope', () => {
  it('rounds the days left, under one day as 0, nothing when not falling', () => {
    expect(roundDaysLeft(12.4)).toBe(12);
    expect(roundDaysLeft(0.3)).toBe(0);
    expect(roundDaysLeft(null)).toBeNull();
    expect(roundDaysLeft(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('signs the slope, keeping a slow drain visible', () => {
    expect(formatSlope(-1.234, 'en')).toBe('-1.2');
    expect(formatSlope(0.44, 'en')).toBe('+0.44');
    expect(formatSlope(-0.03203, 'en')).toBe('-0.032');
    expect(formatSlope(0, 'en')).toBe('0');
  });
  it('marks an estimate of a month or less as soon', () => {
    expect([0, 30, 31].map(daysLeftSoon)).toEqual([true, true, false]);
  });
});

describe('sparklineGeometry', () => {
  const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];
  it('places each day on the shared axis, leaving gaps, with y on a fixed 0..100 scale', () => {
    const geometry = sparklineGeometry(
      [
        { day: '2026-03-01', min: 90, max: 100, last: 100 },
        { day: '2026-03-04', min: 40, max: 60, last: 50 },
      ],
      days,
      104,
      44,
      2,
    );
    expect(geometry.line).toEqual([
      { x: 2, y: 2 },
      { x: 77, y: 22 },
    ]);
    expect(geometry.band).toEqual([
      { x: 2, y0: 6, y1: 2 },
      { x: 77, y0: 26, y1: 18 },
    ]);
  });
  it('centres a one-day period and ignores readings of other days', () => {
    const geometry = sparklineGeometry(
      [
        { day: '2026-03-01', min: 0, max: 0, last: 0 },
        { day: '2026-02-01', min: 10, max: 10, last: 10 },
      ],
      ['2026-03-01'],
      100,
      20,
      0,
    );
    expect(geometry.line).toEqual([{ x: 50, y: 20 }]);
  });
});
