import type { SignalQuality } from '@facility/contracts';

/** How good a Wi-Fi or cellular RSSI (dBm) is, by the bands the contract documents. */
export function signalQuality(rssi: number | null): SignalQuality | null {
  if (rssi === null) return null;
  if (rssi >= -55) return 'excellent';
  if (rssi >= -67) return 'good';
  if (rssi >= -80) return 'fair';
  return 'poor';
}
