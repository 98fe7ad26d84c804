import { dispenserCells } from './demo-history.ts';
import { demoDevices, type DemoOrganisation } from './demo-organisation.ts';
import type { SimulatedDevice } from './simulator.ts';

/**
 * The demo's devices as the live simulator drives them (`npm start`, `npm run cluster`):
 * those that stopped sending in the history stay silent, those low on battery say so.
 */
export function simulatedDemoDevices(org: DemoOrganisation): SimulatedDevice[] {
  return demoDevices(org)
    .filter(({ device }) => device.health.offlineDaysAgo === undefined)
    .map(({ device, room, site }) => ({
      deviceId: device.id,
      roomId: room.id,
      siteId: site.id,
      deviceType: device.deviceType,
      roomType: room.roomType,
      timezone: site.timezone,
      cells: dispenserCells(device, room),
      ...(device.health.lowBattery ? { battery: 12 } : {}),
    }));
}
