import type { DeviceAlertCloseReason, DeviceAlertDetail, DeviceAlertKind } from '@facility/contracts';
import type { ColumnType } from 'kysely';

/**
 * One device alert (projection `device-alerts`): opened, and closed once its rule stopped
 * holding. Folded from `DeviceAlertOpened` / `DeviceAlertClosed`, so its history and
 * durations are the log's.
 */
export interface DeviceAlertsTable {
  alert_id: string;
  device_id: string;
  /** Where the device stood when the alert opened. */
  site_id: string;
  room_id: string;
  kind: DeviceAlertKind;
  opened_at: ColumnType<Date, string, string>;
  /** Null while open. */
  closed_at: ColumnType<Date | null, string | null, string | null>;
  close_reason: DeviceAlertCloseReason | null;
  detail: ColumnType<DeviceAlertDetail, string, string>;
}

/** The alert reactor's copy of each site's rules (zone, shifts, calendar). */
export interface DeviceAlertReactorSitesTable {
  site_id: string;
  rules: ColumnType<unknown, string, string>;
}

/** The alert reactor's per-device state (`AlertDevice` as JSON). */
export interface DeviceAlertReactorDevicesTable {
  device_id: string;
  state: ColumnType<unknown, string, string>;
}
