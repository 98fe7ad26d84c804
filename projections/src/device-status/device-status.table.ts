import type { ColumnType } from 'kysely';

/**
 * Per device, the latest signal and the status record its latest heartbeat reported
 * (projection `device-status`). Written only by the projection; read joined with the
 * organisation `devices` registry (`device-status.queries.ts`).
 */
export interface DeviceStatusTable {
  device_id: string;
  /** Where the device stood at its most recent ingest (the stamp on the latest event in log order). */
  site_id: string | null;
  room_id: string | null;
  /** The greatest `occurredAt` of any telemetry event of the device. */
  last_signal_at: ColumnType<Date, string, string>;
  /** The fields below are a snapshot of the heartbeat with the greatest `occurredAt` (absent = null). */
  battery: number | null;
  version: string | null;
  rssi: number | null;
  ssid: string | null;
  sim_id: string | null;
  state: string | null;
  counter_state: string | null;
  user_flags: number | null;
  sensor_flags: number | null;
  /** `occurredAt` of that heartbeat; null when the device never sent one. */
  last_heartbeat_at: ColumnType<Date | null, string | null, string | null>;
}
