import type { RecordedEvent } from '@facility/contracts';

/** The events the `device-flags` projection reads. */
export const DEVICE_FLAGS_EVENT_TYPES: ReadonlySet<string> = new Set(['DeviceFlagsRaised', 'DeviceFlagsCleared', 'DeviceRemoved']);

/** One device's flags as the read model keeps them. */
export interface DeviceFlagsState {
  deviceId: string;
  siteId: string;
  isUpdate: boolean;
  isRestart: boolean;
  /** Epoch milliseconds of the last event that changed the row. */
  updatedAt: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Folds a batch into `devices` (the stored rows of the devices it names, changed in place)
 * and answers the ids it changed. A raise sets the flags its event says true and leaves the
 * others; a clear lowers the flags its event says true; a removed device keeps nothing
 * waiting (a device that never had a row gets none). Pure: rows depend on the events only,
 * so a rebuild from position 0 gives the same rows.
 */
export function foldDeviceFlags(devices: Map<string, DeviceFlagsState>, events: readonly RecordedEvent[]): Set<string> {
  const changed = new Set<string>();
  for (const event of events) {
    if (!DEVICE_FLAGS_EVENT_TYPES.has(event.type)) continue;
    const deviceId = text(event.data.deviceId);
    if (deviceId === null) continue;
    const current = devices.get(deviceId);
    if (event.type === 'DeviceRemoved' && !current) continue;
    const row: DeviceFlagsState = current ?? { deviceId, siteId: '', isUpdate: false, isRestart: false, updatedAt: 0 };
    row.siteId = text(event.data.siteId) ?? row.siteId;
    row.updatedAt = event.occurredAt.getTime();
    if (event.type === 'DeviceFlagsRaised') {
      row.isUpdate ||= event.data.is_update === true;
      row.isRestart ||= event.data.is_restart === true;
    } else if (event.type === 'DeviceFlagsCleared') {
      if (event.data.is_update === true) row.isUpdate = false;
      if (event.data.is_restart === true) row.isRestart = false;
    } else {
      row.isUpdate = false;
      row.isRestart = false;
    }
    devices.set(deviceId, row);
    changed.add(deviceId);
  }
  return changed;
}
