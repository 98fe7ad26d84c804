import type { ConnectivityReport } from '@facility/contracts';

export type ConnectivityDevice = ConnectivityReport['devices'][number];

/**
 * The heat map's colour steps, worst first. `none` is a day without a value (before the
 * device was registered, or still to come) and must never read as "offline".
 */
export const SHARE_LEVELS = ['none', 'off', 'low', 'mid', 'high', 'full'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];

/** The lower bound (share 0..1) of each step with a value; `off` is exactly no signal at all. */
export const SHARE_BOUNDS: Readonly<Record<Exclude<ShareLevel, 'none' | 'off'>, number>> = { low: 0, mid: 0.5, high: 0.8, full: 0.95 };

/**
 * The step of an online share: no signal at all, under half the hours, under 80 %,
 * under 95 %, and (almost) always online. Steps rather than a continuous ramp, so the
 * legend names each colour and a reader can match a cell to it.
 */
export function shareLevel(share: number | null | undefined): ShareLevel {
  if (share === null || share === undefined || !Number.isFinite(share)) return 'none';
  if (share <= 0) return 'off';
  if (share < SHARE_BOUNDS.mid) return 'low';
  if (share < SHARE_BOUNDS.high) return 'mid';
  if (share < SHARE_BOUNDS.full) return 'high';
  return 'full';
}

/**
 * A share (0..1) as a percentage with at most one decimal. A share above 0 never rounds
 * down to 0 % and one under 1 never rounds up to 100 %, so the text agrees with the colour.
 */
export function sharePercent(share: number): number {
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10;
  if (share > 0 && percent === 0) return 0.1;
  if (share < 1 && percent === 100) return 99.9;
  return percent;
}

export type ConnectivityOrder = 'worst' | 'room';
export const CONNECTIVITY_ORDERS = ['worst', 'room'] as const satisfies readonly ConnectivityOrder[];

const byRoomThenCode = (a: ConnectivityDevice, b: ConnectivityDevice): number =>
  (a.roomName ?? '').localeCompare(b.roomName ?? '') || (a.deviceCode ?? a.device_id).localeCompare(b.deviceCode ?? b.device_id);

/**
 * `worst`: the lowest average first (the devices to look at), devices without any value
 * last; `room`: by room name, then code. Ties keep a stable room/code order.
 */
export function sortConnectivity(devices: readonly ConnectivityDevice[], order: ConnectivityOrder): ConnectivityDevice[] {
  if (order === 'room') return [...devices].sort(byRoomThenCode);
  return [...devices].sort((a, b) => {
    if (a.average === null || b.average === null) return a.average === b.average ? byRoomThenCode(a, b) : a.average === null ? 1 : -1;
    return a.average - b.average || byRoomThenCode(a, b);
  });
}

/** A run of consecutive days in one month: the heat map's upper header row. */
export interface MonthSpan {
  /** `yyyy-mm`. */
  month: string;
  /** The first day's `yyyy-mm-dd`. */
  firstDay: string;
  start: number;
  length: number;
}

export function monthSpans(days: readonly string[]): MonthSpan[] {
  const spans: MonthSpan[] = [];
  days.forEach((day, index) => {
    const month = day.slice(0, 7);
    const last = spans.at(-1);
    if (last && last.month === month && last.start + last.length === index) last.length += 1;
    else spans.push({ month, firstDay: day, start: index, length: 1 });
  });
  return spans;
}

/** How many of the site's devices fall in each step on average (the summary above the map). */
export function levelCounts(devices: readonly ConnectivityDevice[]): Record<ShareLevel, number> {
  const counts = Object.fromEntries(SHARE_LEVELS.map((level) => [level, 0])) as Record<ShareLevel, number>;
  for (const device of devices) counts[shareLevel(device.average)] += 1;
  return counts;
}

/** Nothing to draw: no device, no day, or not one value in the whole map. */
export const isConnectivityEmpty = (report: { days: readonly string[]; devices: readonly ConnectivityDevice[] }): boolean =>
  report.days.length === 0 || report.devices.every((device) => device.online.every((share) => share === null));
