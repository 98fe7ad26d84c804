import type { DeviceAlertItem, DeviceAlertKind } from '@facility/contracts';
import { KIND_ORDER, kindRank } from './alert-kinds.ts';

/** How the active view orders its alerts. */
export const ALERT_SORTS = ['kind', 'longest', 'newest'] as const;
export type AlertSort = (typeof ALERT_SORTS)[number];

const MINUTE_MS = 60_000;

const openedMs = (alert: DeviceAlertItem): number => {
  const at = Date.parse(alert.openedAt);
  return Number.isNaN(at) ? 0 : at;
};

/**
 * How long an alert has lasted at `nowMs`: a closed one its recorded duration; an open one
 * keeps growing from when it opened. The server's figure (taken when it answered) is a floor,
 * so a reader's clock a little behind the server's never makes an alert look younger.
 */
export function liveDurationMinutes(alert: DeviceAlertItem, nowMs: number): number {
  if (alert.closedAt !== null) return alert.durationMinutes;
  const elapsed = Math.floor((nowMs - openedMs(alert)) / MINUTE_MS);
  return Math.max(alert.durationMinutes, elapsed, 0);
}

/** Device then kind as the tie-break, so rows with the same moment keep their place on every refresh. */
const byDevice = (a: DeviceAlertItem, b: DeviceAlertItem): number =>
  (a.deviceCode ?? a.deviceId).localeCompare(b.deviceCode ?? b.deviceId) || kindRank(a.kind) - kindRank(b.kind) || a.alertId.localeCompare(b.alertId);
const oldestFirst = (a: DeviceAlertItem, b: DeviceAlertItem): number => openedMs(a) - openedMs(b) || byDevice(a, b);
const newestFirst = (a: DeviceAlertItem, b: DeviceAlertItem): number => openedMs(b) - openedMs(a) || byDevice(a, b);

/**
 * The alerts in the chosen order: by kind (most urgent kind first, the longest open first
 * within a kind), the longest open first, or the newest first.
 */
export function sortAlerts(alerts: readonly DeviceAlertItem[], sort: AlertSort): DeviceAlertItem[] {
  const list = [...alerts];
  switch (sort) {
    case 'kind':
      return list.sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || oldestFirst(a, b));
    case 'longest':
      return list.sort(oldestFirst);
    case 'newest':
      return list.sort(newestFirst);
  }
}

export interface AlertGroup {
  kind: DeviceAlertKind;
  alerts: DeviceAlertItem[];
}

/** The alerts in one group per kind that has any, most urgent kind first, the longest open first within each. */
export function groupByKind(alerts: readonly DeviceAlertItem[]): AlertGroup[] {
  const sorted = sortAlerts(alerts, 'kind');
  const groups: AlertGroup[] = [];
  for (const alert of sorted) {
    const last = groups.at(-1);
    if (last?.kind === alert.kind) last.alerts.push(alert);
    else groups.push({ kind: alert.kind, alerts: [alert] });
  }
  return groups;
}

/** How many alerts of each kind (every kind present, 0 when none). */
export function kindCounts(alerts: readonly DeviceAlertItem[]): Record<DeviceAlertKind, number> {
  const counts = Object.fromEntries(KIND_ORDER.map((kind) => [kind, 0])) as Record<DeviceAlertKind, number>;
  for (const alert of alerts) counts[alert.kind] += 1;
  return counts;
}

/** What a device is called in a row: its code, or its id when it has none. */
export const alertDeviceName = (device: { deviceCode: string | null; deviceId: string }): string => device.deviceCode ?? device.deviceId;
