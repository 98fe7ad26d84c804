import type { DeviceAlertItem } from '@facility/contracts';

/**
 * What a row says under the alert's kind, from the detail the alert opened with. Which
 * fields are set depends on the kind; a detail without them says nothing rather than
 * something half-empty. Keys are the `deviceAlerts` dictionary's `detail.*`.
 */
export type AlertDetailText =
  | { key: 'detail.lastSignal'; lastSignalAt: string }
  | { key: 'detail.battery'; battery: number }
  | { key: 'detail.dispenser'; item: string; cell: number | null; level: string | null }
  | { key: 'detail.state'; state: string }
  | { key: 'detail.counter'; actual: number; expected: number };

export function alertDetail(alert: Pick<DeviceAlertItem, 'kind' | 'detail'>): AlertDetailText | null {
  const { detail } = alert;
  switch (alert.kind) {
    case 'offline':
      return detail.lastSignalAt ? { key: 'detail.lastSignal', lastSignalAt: detail.lastSignalAt } : null;
    case 'low_battery':
      return detail.battery === undefined ? null : { key: 'detail.battery', battery: detail.battery };
    case 'dispenser_low':
      return detail.item === undefined ? null : { key: 'detail.dispenser', item: detail.item, cell: detail.cell ?? null, level: detail.level ?? null };
    case 'device_error':
      return detail.state ? { key: 'detail.state', state: detail.state } : null;
    case 'counter_anomaly':
      return detail.actual === undefined || detail.expected === undefined ? null : { key: 'detail.counter', actual: detail.actual, expected: detail.expected };
  }
}
