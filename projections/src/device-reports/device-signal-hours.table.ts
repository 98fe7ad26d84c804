import type { ColumnType } from 'kysely';

/**
 * Per device and UTC hour, whether and how the device signalled (projection
 * `device-reports`): the source of the connectivity and battery reports. Hours without any
 * telemetry have no row. Written only by the projection.
 */
export interface DeviceSignalHoursTable {
  device_id: string;
  /** Start of the UTC hour the events' `occurredAt` fell in. */
  hour: ColumnType<Date, string, string>;
  /** Where the device stood (the stamp of the hour's last event in log order). */
  site_id: string | null;
  /** Telemetry events of the hour (any type is a signal). */
  signals: number;
  /** Battery readings of the hour's heartbeats; null when none carried one. */
  battery_min: number | null;
  battery_max: number | null;
  /** The reading with the greatest `occurredAt` (the later in log order on a tie), and that time. */
  battery_last: number | null;
  battery_last_at: ColumnType<Date | null, string | null, string | null>;
}
