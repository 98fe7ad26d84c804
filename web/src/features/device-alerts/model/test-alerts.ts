import type { DeviceAlertItem } from '@facility/contracts';

/** A device alert for the model's tests; open unless `closedAt` is given. */
export const alert = (alertId: string, overrides: Partial<DeviceAlertItem> = {}): DeviceAlertItem => ({
  alertId,
  deviceId: `dev-${alertId}`,
  deviceCode: null,
  deviceType: 'tablet',
  roomId: 'r1',
  roomName: 'Lobby',
  kind: 'offline',
  openedAt: '2024-05-10T10:00:00Z',
  closedAt: null,
  closeReason: null,
  durationMinutes: 0,
  detail: {},
  ...overrides,
});
