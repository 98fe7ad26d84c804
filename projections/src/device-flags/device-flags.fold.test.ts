import type { RecordedEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { foldDeviceFlags, type DeviceFlagsState } from './device-flags.fold.ts';
import { recordedEvents } from '../testing/recorded-event.ts';

const recorded = recordedEvents();
const event = (type: string, occurredAt: string, data: Record<string, unknown>) => recorded(`command-device-${String(data.deviceId)}`, type, occurredAt, data);
const raised = (deviceId: string, flags: { is_update: boolean; is_restart: boolean }, at = '2026-06-01T10:00:00.000Z') =>
  event('DeviceFlagsRaised', at, { deviceId, siteId: 's-1', raisedBy: 'u-1', ...flags });
const cleared = (deviceId: string, flags: { is_update: boolean; is_restart: boolean }, at = '2026-06-01T11:00:00.000Z') =>
  event('DeviceFlagsCleared', at, { deviceId, siteId: 's-1', ...flags });
const removed = (deviceId: string, at = '2026-06-01T12:00:00.000Z') => event('DeviceRemoved', at, { deviceId, roomId: 'r-1', siteId: 's-1' });

const fold = (events: RecordedEvent[], stored: DeviceFlagsState[] = []) => {
  const devices = new Map(stored.map((row) => [row.deviceId, { ...row }]));
  const changed = foldDeviceFlags(devices, events);
  return { changed: [...changed], rows: [...devices.values()] };
};
const row = (deviceId: string, isUpdate: boolean, isRestart: boolean, at: string): DeviceFlagsState => ({
  deviceId,
  siteId: 's-1',
  isUpdate,
  isRestart,
  updatedAt: new Date(at).getTime(),
});

describe('foldDeviceFlags', () => {
  it('raises the flags an event says true and leaves the others as they are', () => {
    const { changed, rows } = fold([raised('d-1', { is_update: true, is_restart: false }), raised('d-1', { is_update: false, is_restart: true }, '2026-06-01T10:05:00.000Z')]);
    expect(changed).toEqual(['d-1']);
    expect(rows).toEqual([row('d-1', true, true, '2026-06-01T10:05:00.000Z')]);
  });

  it('keeps a stored raise when a later raise names only the other flag', () => {
    const { rows } = fold([raised('d-1', { is_update: false, is_restart: true })], [row('d-1', true, false, '2026-06-01T09:00:00.000Z')]);
    expect(rows).toEqual([row('d-1', true, true, '2026-06-01T10:00:00.000Z')]);
  });

  it('clears only the flags the event says true', () => {
    const { rows } = fold([cleared('d-1', { is_update: false, is_restart: true })], [row('d-1', true, true, '2026-06-01T09:00:00.000Z')]);
    expect(rows).toEqual([row('d-1', true, false, '2026-06-01T11:00:00.000Z')]);
  });

  it('lowers everything when the device is removed, and ignores the removal of a device without flags', () => {
    const { changed, rows } = fold([removed('d-1'), removed('d-2')], [row('d-1', true, true, '2026-06-01T09:00:00.000Z')]);
    expect(changed).toEqual(['d-1']);
    expect(rows).toEqual([row('d-1', false, false, '2026-06-01T12:00:00.000Z')]);
  });

  it('ignores other events and events without a device id', () => {
    const { changed, rows } = fold([
      event('DeviceCommandIssued', '2026-06-01T10:00:00.000Z', { deviceId: 'd-1', siteId: 's-1', action: 'restart' }),
      event('DeviceFlagsRaised', '2026-06-01T10:00:00.000Z', { siteId: 's-1', is_update: true, is_restart: true }),
    ]);
    expect(changed).toEqual([]);
    expect(rows).toEqual([]);
  });

  it('gives the same rows however the log is cut into batches', () => {
    const log = [
      raised('d-1', { is_update: true, is_restart: true }),
      raised('d-2', { is_update: false, is_restart: true }),
      cleared('d-1', { is_update: true, is_restart: false }),
      removed('d-2'),
      raised('d-2', { is_update: true, is_restart: false }, '2026-06-01T13:00:00.000Z'),
    ];
    const whole = fold(log).rows;
    for (let cut = 1; cut < log.length; cut++) {
      const first = fold(log.slice(0, cut)).rows;
      expect(fold(log.slice(cut), first).rows.sort((a, b) => a.deviceId.localeCompare(b.deviceId))).toEqual(
        [...whole].sort((a, b) => a.deviceId.localeCompare(b.deviceId)),
      );
    }
    expect(whole).toEqual(expect.arrayContaining([row('d-1', false, true, '2026-06-01T11:00:00.000Z'), row('d-2', true, false, '2026-06-01T13:00:00.000Z')]));
  });
});
