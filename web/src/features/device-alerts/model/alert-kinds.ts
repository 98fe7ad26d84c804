import type { DeviceAlertKind } from '@facility/contracts';

/**
 * The order alert kinds are listed in, most urgent first: a silent device tells nothing at
 * all, an error means it misbehaves, then what runs out (a dispenser, a battery), and last
 * a counter that reads low (often a quiet hour rather than a fault).
 */
export const KIND_ORDER = ['offline', 'device_error', 'dispenser_low', 'low_battery', 'counter_anomaly'] as const satisfies readonly DeviceAlertKind[];

export const kindRank = (kind: DeviceAlertKind): number => {
  const rank = (KIND_ORDER as readonly DeviceAlertKind[]).indexOf(kind);
  return rank === -1 ? KIND_ORDER.length : rank;
};
