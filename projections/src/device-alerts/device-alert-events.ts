import {
  deviceAlertStreamId,
  type DeviceAlertCloseReason,
  type DeviceAlertClosed,
  type DeviceAlertDetail,
  type DeviceAlertKind,
  type DeviceAlertOpened,
  type DeviceType,
  type NewEvent,
} from '@facility/contracts';
import { derivedEventId } from '../calls/derived-id.ts';

const HOUR_MS = 3_600_000;

/**
 * How long a device may stay silent before it is offline: the moment its health turns red
 * or offline (spec §4, `services/api/src/features/sensors/device-health.ts`): 1 h for pads,
 * 3 h for every other device. QR tags are pages a phone opens and send no signal of their
 * own, so they are never offline (null).
 */
export const OFFLINE_AFTER_MS: Readonly<Record<DeviceType, number | null>> = {
  pad9: HOUR_MS,
  pad9plus: HOUR_MS,
  tablet: 3 * HOUR_MS,
  qr_tag: null,
  tag: 3 * HOUR_MS,
  counter_women: 3 * HOUR_MS,
  counter_men: 3 * HOUR_MS,
  counter_handicap: 3 * HOUR_MS,
  counter_shared: 3 * HOUR_MS,
  liquid_sensor: 3 * HOUR_MS,
  toilet_paper: 3 * HOUR_MS,
  double_toilet_paper: 3 * HOUR_MS,
};

/** Devices whose visitor counts the counter-anomaly rule watches: people counters and the pad9+'s built-in counter. */
export const isCounterDevice = (type: DeviceType | null): boolean => type !== null && (type.startsWith('counter_') || type === 'pad9plus');

/** Where an alert's device stood when it opened. */
export interface AlertPlace {
  deviceId: string;
  siteId: string;
  roomId: string;
}

/**
 * An alert's id: from the device, the kind, the dispenser cell (`item:cell`, for
 * `dispenser_low`) and the moment it opened. The reactor and the timer derive the same id
 * for the same offline spell, so whichever writes second writes a duplicate the store drops.
 */
export function deviceAlertId(deviceId: string, kind: DeviceAlertKind, openedAt: number, cell = ''): string {
  return derivedEventId(`device-alert\u0000${deviceId}`, `${kind}\u0000${cell}\u0000${new Date(openedAt).toISOString()}`);
}

const metadata = (causationId?: string) => ({
  source: 'reactor:device-alerts',
  actor: { kind: 'system' as const, id: 'device-alert-reactor' },
  ...(causationId ? { causationId } : {}),
});

/** `DeviceAlertOpened`; its event id derives from the alert id, its time is the opening. */
export function alertOpenedEvent(
  place: AlertPlace,
  alert: { alertId: string; kind: DeviceAlertKind; openedAt: number; detail: DeviceAlertDetail },
  causationId?: string,
): NewEvent {
  const data: DeviceAlertOpened = { alertId: alert.alertId, ...place, kind: alert.kind, openedAt: new Date(alert.openedAt).toISOString(), detail: alert.detail };
  return {
    id: derivedEventId(alert.alertId, 'DeviceAlertOpened'),
    type: 'DeviceAlertOpened',
    data: data as unknown as Record<string, unknown>,
    occurredAt: new Date(alert.openedAt),
    metadata: metadata(causationId),
  };
}

/** `DeviceAlertClosed`; one per alert whatever closes it (a second decision to close is a duplicate). */
export function alertClosedEvent(
  place: AlertPlace,
  alert: { alertId: string; kind: DeviceAlertKind; openedAt: number },
  closedAt: number,
  reason: DeviceAlertCloseReason,
  causationId?: string,
): NewEvent {
  // An alert never closes before it opened (a signal inside an offline spell the timer assumed).
  const at = Math.max(closedAt, alert.openedAt);
  const data: DeviceAlertClosed = {
    alertId: alert.alertId,
    ...place,
    kind: alert.kind,
    openedAt: new Date(alert.openedAt).toISOString(),
    closedAt: new Date(at).toISOString(),
    reason,
  };
  return {
    id: derivedEventId(alert.alertId, 'DeviceAlertClosed'),
    type: 'DeviceAlertClosed',
    data: data as unknown as Record<string, unknown>,
    occurredAt: new Date(at),
    metadata: metadata(causationId),
  };
}

/**
 * The `offline` alert of a silence that began after the signal at `lastSignalAt`: it opened
 * at `lastSignalAt` + the device's threshold. The reactor writes it when the next signal
 * comes late, the timer when none has come by then; both build it here.
 */
export function offlineAlertOpened(place: AlertPlace, lastSignalAt: number, thresholdMs: number, causationId?: string): { alertId: string; openedAt: number; event: NewEvent; streamId: string } {
  const openedAt = lastSignalAt + thresholdMs;
  const alertId = deviceAlertId(place.deviceId, 'offline', openedAt);
  const event = alertOpenedEvent(place, { alertId, kind: 'offline', openedAt, detail: { lastSignalAt: new Date(lastSignalAt).toISOString() } }, causationId);
  return { alertId, openedAt, event, streamId: deviceAlertStreamId(place.deviceId) };
}
