import type { DeviceType, TelemetryEventType } from '@facility/contracts';
import type { DemoDevice, DemoSite } from './demo-organisation.types.ts';
import { FIRMWARE } from './demo-history.profiles.ts';
import { between } from './demo-history.random.ts';
import { DAY_MS, DENSE_HEARTBEAT_DAYS, HEARTBEAT_EVERY_MS, MINUTE_MS, SPARSE_HEARTBEAT_EVERY_MS } from './demo-history.rhythms.ts';

/** Mains-powered devices always report a full battery. */
const MAINS_POWERED: readonly DeviceType[] = ['tablet'];

/** The battery level at `t`: a steady drain, ending low for some, reset by a replacement for others. */
export function batteryCurve(device: DemoDevice, from: number, to: number, random: () => number): (t: number) => number {
  if (MAINS_POWERED.includes(device.deviceType)) return () => 100;
  const days = Math.max(1, (to - from) / DAY_MS);
  const replacedDaysAgo = device.health.batteryReplacedDaysAgo;
  if (replacedDaysAgo !== undefined) {
    const replacedAt = to - replacedDaysAgo * DAY_MS;
    const drain = between(random, 0.2, 0.6);
    const before = between(random, 9, 12);
    return (t) =>
      t >= replacedAt ? Math.max(1, 100 - (drain * (t - replacedAt)) / DAY_MS) : Math.min(100, before + (drain * (replacedAt - t)) / DAY_MS);
  }
  const end = device.health.lowBattery ? between(random, 6, 16) : between(random, 35, 95);
  const start = Math.min(100, end + (device.health.lowBattery ? between(random, 25, 60) : between(random, 2, 20)));
  return (t) => start - ((start - end) * (t - from)) / (days * DAY_MS);
}

export function heartbeats(
  device: DemoDevice,
  site: DemoSite,
  from: number,
  to: number,
  random: () => number,
  emit: (device: DemoDevice, t: number, type: TelemetryEventType, data: Record<string, unknown>) => void,
): void {
  const battery = batteryCurve(device, from, to, random);
  const rssi = Math.round(between(random, -82, -48));
  const beat = (t: number) =>
    emit(device, t, 'DeviceHeartbeat', {
      battery: Math.round(battery(t)),
      version: FIRMWARE[device.deviceType],
      rssi: rssi + Math.round(between(random, -4, 4)),
      ssid: `${site.key}-iot`,
      state: 'ok',
      ...(device.deviceType === 'pad9plus' ? { counterState: 'online' } : {}),
    });
  const dense = Math.max(from, to - DENSE_HEARTBEAT_DAYS * DAY_MS);
  for (let t = from + random() * SPARSE_HEARTBEAT_EVERY_MS; t < dense; t += SPARSE_HEARTBEAT_EVERY_MS) beat(t);
  for (let t = dense + random() * HEARTBEAT_EVERY_MS; t < to; t += HEARTBEAT_EVERY_MS) beat(t);
  beat(to - between(random, 1, 12) * MINUTE_MS);
}
