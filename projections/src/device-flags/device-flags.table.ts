import type { ColumnType } from 'kysely';

/**
 * Per pad or counter, the spec §3 `is_update` / `is_restart` flags waiting for it
 * (projection `device-flags`). A device without a row has neither flag raised.
 */
export interface DeviceFlagsTable {
  device_id: string;
  /** The device's site as the last flag event named it. */
  site_id: string;
  is_update: boolean;
  is_restart: boolean;
  /** `occurredAt` of the last event that changed the row. */
  updated_at: ColumnType<Date, string, string>;
}
