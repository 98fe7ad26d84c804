import { LOW_BATTERY_PERCENT, type BatteryDay, type BatteryPowerReport } from '@facility/contracts';

export type PowerDevice = BatteryPowerReport['devices'][number];

/** A device with nothing to show: no reading ever (it goes to the end of the list). */
export const hasBatteryData = (device: PowerDevice): boolean => device.battery !== null || device.readings.length > 0;

/** Under this (percent) a battery is getting low; under {@link LOW_BATTERY_PERCENT} an alert opens. */
export const BATTERY_WARN_PERCENT = 40;

export type BatteryTone = 'good' | 'warn' | 'bad';

/** The bar's colour: red under the low-battery alert threshold, orange under 40 %. */
export function batteryTone(level: number): BatteryTone {
  if (level < LOW_BATTERY_PERCENT) return 'bad';
  if (level < BATTERY_WARN_PERCENT) return 'warn';
  return 'good';
}

/** A reading as the bar's length, 0..100 (a device can report a little over 100). */
export const batteryFill = (level: number): number => Math.min(100, Math.max(0, level));

export type PowerOrder = 'lowest' | 'drain';
export const POWER_ORDERS = ['lowest', 'drain'] as const satisfies readonly PowerOrder[];

const byRoomThenCode = (a: PowerDevice, b: PowerDevice): number =>
  (a.roomName ?? '').localeCompare(b.roomName ?? '') || (a.deviceCode ?? a.device_id).localeCompare(b.deviceCode ?? b.device_id);

/** Nulls after every number, in either order. */
const nullsLast = (a: number | null, b: number | null): number | null => (a === null || b === null ? (a === b ? null : a === null ? 1 : -1) : null);

/**
 * `lowest`: the lowest current battery first; `drain`: the fastest falling first (the most
 * negative slope), devices without a trend after those with one. Devices without any
 * reading always come last; ties by room and code.
 */
export function sortPower(devices: readonly PowerDevice[], order: PowerOrder): PowerDevice[] {
  return [...devices].sort((a, b) => {
    const data = Number(hasBatteryData(b)) - Number(hasBatteryData(a));
    if (data !== 0) return data;
    const [x, y] = order === 'lowest' ? [a.battery, b.battery] : [a.trendPerDay, b.trendPerDay];
    return nullsLast(x, y) ?? ((x ?? 0) - (y ?? 0) || byRoomThenCode(a, b));
  });
}

/**
 * "About N days left" for a falling battery: whole days, at least 1 (under a day reads as
 * "less than a day": 0); null when the battery is not falling.
 */
export function roundDaysLeft(daysLeft: number | null): number | null {
  if (daysLeft === null || !Number.isFinite(daysLeft)) return null;
  return daysLeft < 1 ? 0 : Math.round(daysLeft);
}

/**
 * The slope as a signed number: one decimal from 1 point a day, two significant digits
 * under it, so a slow drain (−0.03) does not read as "0" beside a days-left estimate.
 */
export function formatSlope(slope: number, locale: string): string {
  const digits: Intl.NumberFormatOptions = Math.abs(slope) >= 1 ? { maximumFractionDigits: 1 } : { maximumSignificantDigits: 2 };
  return new Intl.NumberFormat(locale, { ...digits, signDisplay: 'exceptZero' }).format(slope);
}

/** Days left at which the estimate turns orange (a month: time to plan a replacement). */
export const DAYS_LEFT_SOON = 30;
export const daysLeftSoon = (daysLeft: number): boolean => daysLeft <= DAYS_LEFT_SOON;

export interface SparkPoint {
  x: number;
  y: number;
}
export interface SparkBand {
  x: number;
  /** The day's lowest reading (the lower edge, a larger y). */
  y0: number;
  /** The day's highest. */
  y1: number;
}
export interface SparklineGeometry {
  /** The days' last readings. */
  line: SparkPoint[];
  /** The days' min–max band. */
  band: SparkBand[];
}

/**
 * The sparkline of a device's battery in a `width`×`height` box with `pad` around it. x is
 * the day's place in the report's `days` (a day without readings keeps its gap), so every
 * row shares one time axis; y is 0..100 % for every device, so a steep line is a steep
 * drain (a line scaled to its own range would make a 1-point wobble look like a fall).
 * Time runs left to right in every language, as in the app's other charts.
 */
export function sparklineGeometry(readings: readonly BatteryDay[], days: readonly string[], width: number, height: number, pad = 2): SparklineGeometry {
  const index = new Map(days.map((day, position) => [day, position]));
  const span = Math.max(1, days.length - 1);
  const innerWidth = Math.max(0, width - 2 * pad);
  const innerHeight = Math.max(0, height - 2 * pad);
  const x = (day: string): number => (days.length <= 1 ? width / 2 : pad + ((index.get(day) ?? 0) / span) * innerWidth);
  const y = (level: number): number => pad + ((100 - batteryFill(level)) * innerHeight) / 100;
  const known = readings.filter((reading) => index.has(reading.day));
  return {
    line: known.map((reading) => ({ x: x(reading.day), y: y(reading.last) })),
    band: known.map((reading) => ({ x: x(reading.day), y0: y(Math.min(reading.min, reading.max)), y1: y(Math.max(reading.min, reading.max)) })),
  };
}
