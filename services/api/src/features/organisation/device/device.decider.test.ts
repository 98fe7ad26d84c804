import { describe, expect, it } from 'vitest';
import type {
  DeviceRegistryEvent,
  MaintenanceKind,
} from '@facility/contracts';
import { deviceRegistryStreamId } from '@facility/contracts';
import { deviceStreamId } from '@facility/contracts';
import { spec, TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { DeviceCommand } from './device.commands.ts';
import { deviceDecider } from './device.decider.ts';

const NOW = TEST_CONTEXT.now.toISOString();
const DEVICE = { deviceId: 'dev-1' };

// Events
const registered = (data: Record<string, unknown> = {}) =>
  ({
    type: 'DeviceRegistered',
    data: {
      ...DEVICE,
      roomId: 'room-1',
      siteId: 'site-1',
      deviceType: 'pad9plus',
      deviceCode: 'P9-0001',
      tokenHash: 'sha256:aaa',
      registeredAt: NOW,
      ...data,
    },
  }) as DeviceRegistryEvent;
const installed = (data: Record<string, unknown> = {}) =>
  ({
    type: 'DeviceInstalled',
    data: { ...DEVICE, installSpot: 'left of the door', macId: 'AA:BB:CC:DD:EE:FF', qrTag: null, ...data },
  }) as DeviceRegistryEvent;
const moved = (toRoomId: string, toSiteId: string): DeviceRegistryEvent => ({
  type: 'DeviceMoved',
  data: { ...DEVICE, fromRoomId: 'room-1', fromSiteId: 'site-1', toRoomId, toSiteId },
});
const rotated = (tokenHash: string): DeviceRegistryEvent => ({
  type: 'DeviceTokenRotated',
  data: { ...DEVICE, tokenHash },
});
const maintained = (kind: MaintenanceKind, date: string, note = ''): DeviceRegistryEvent => ({
  type: 'DeviceMaintenanceRecorded',
  data: { ...DEVICE, kind, date, byName: 'Dana', note },
});
const noteSet = (text: string): DeviceRegistryEvent => ({
  type: 'DeviceNoteSet',
  data: { ...DEVICE, text, setAt: NOW },
});
const removed: DeviceRegistryEvent = { type: 'DeviceRemoved', data: { ...DEVICE, roomId: 'room-1', siteId: 'site-1' } };

// Commands (loosely typed so tests can send what a careless handler might)
const command = (type: DeviceCommand['type'], data: Record<string, unknown> = {}) =>
  ({ type, data: { ...DEVICE, ...data } }) as DeviceCommand;
const register = (data: Record<string, unknown> = {}) =>
  command('RegisterDevice', {
    roomId: 'room-1',
    siteId: 'site-1',
    deviceType: 'pad9plus',
    deviceCode: 'P9-0001',
    tokenHash: 'sha256:aaa',
    ...data,
  });
const install = (data: Record<string, unknown>) => command('InstallDevice', data);
const move = (roomId: string, siteId = 'site-1') => command('MoveDevice', { roomId, siteId });
const rotate = (tokenHash: string) => command('RotateDeviceToken', { tokenHash });
const maintenance = (data: Record<string, unknown> = {}) =>
  command('RecordDeviceMaintenance', {
    kind: 'battery_replacement',
    date: '2026-05-30',
    byName: 'Dana',
    note: 'AA x4',
    ...data,
  });
const setNote = (text: unknown) => command('SetDeviceNote', { text });
const remove = command('RemoveDevice');

function stateAfter(events: DeviceRegistryEvent[]) {
  return events.reduce(deviceDecider.evolve, deviceDecider.initialState());
}

/** Deciding `command` after `given` throws a ValidationError naming `field`. */
function expectInvalid(given: DeviceRegistryEvent[], command: DeviceCommand, field: string): void {
  let thrown: unknown;
  try {
    deviceDecider.decide(command, stateAfter(given), TEST_CONTEXT);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ValidationError);
  expect((thrown as ValidationError).field).toBe(field);
}

describe('device decider', () => {
  it('keeps the registry stream apart from the telemetry stream', () => {
    expect(deviceRegistryStreamId('d1')).toBe('org-device-d1');
    expect(deviceRegistryStreamId('d1')).not.toBe(deviceStreamId('d1'));
  });

  describe('RegisterDevice', () => {
    it('registers the device with its token hash and the decision time', () => {
      spec(deviceDecider).given([]).when(register()).then([registered()]);
      expect(stateAfter([registered()])).toMatchObject({ status: 'active', device: { tokenHash: 'sha256:aaa' } });
    });

    it('makes a left-out or blank device code null', () => {
      spec(deviceDecider).given([]).when(register({ deviceCode: undefined })).then([registered({ deviceCode: null })]);
      spec(deviceDecider).given([]).when(register({ deviceCode: '  ' })).then([registered({ deviceCode: null })]);
    });

    it('refuses to register the same device twice, even after removal', () => {
      spec(deviceDecider).given([registered()]).when(register()).thenThrows(IllegalStateError, /already exists/);
      spec(deviceDecider).given([registered(), removed]).when(register()).thenThrows(IllegalStateError);
    });

    it.each([
      ['deviceId', { deviceId: '' }],
      ['roomId', { roomId: undefined }],
      ['siteId', { siteId: ' ' }],
      ['deviceType', { deviceType: 'pad9+' }],
      ['deviceCode', { deviceCode: 42 }],
      ['tokenHash', { tokenHash: '' }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([], register(data), field);
    });
  });

  describe('InstallDevice', () => {
    it('records the installation', () => {
      spec(deviceDecider)
        .given([registered()])
        .when(install({ installSpot: ' left of the door ', macId: 'AA:BB:CC:DD:EE:FF' }))
        .then([installed()]);
    });

    it('keeps the hardware ids when only the spot changes', () => {
      spec(deviceDecider)
        .given([registered(), installed()])
        .when(install({ installSpot: 'above the sink' }))
        .then([installed({ installSpot: 'above the sink' })]);
    });

    it('decides nothing when the installation is unchanged', () => {
      spec(deviceDecider)
        .given([registered(), installed()])
        .when(install({ installSpot: 'left of the door' }))
        .then([]);
    });

    it.each([
      ['installSpot', { installSpot: '' }],
      ['macId', { installSpot: 'door', macId: 7 }],
      ['qrTag', { installSpot: 'door', qrTag: 'q'.repeat(201) }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([registered()], install(data), field);
    });
  });

  describe('MoveDevice', () => {
    it('moves the device, saying from where to where', () => {
      spec(deviceDecider).given([registered()]).when(move('room-9', 'site-2')).then([moved('room-9', 'site-2')]);
    });

    it('clears the install spot but keeps the hardware ids', () => {
      expect(stateAfter([registered(), installed(), moved('room-2', 'site-1')])).toMatchObject({
        status: 'active',
        device: { roomId: 'room-2', siteId: 'site-1', installSpot: null, macId: 'AA:BB:CC:DD:EE:FF' },
      });
    });

    it('decides nothing when the device is already there', () => {
      spec(deviceDecider).given([registered()]).when(move('room-1')).then([]);
    });

    it('refuses a move without a room or site', () => {
      expectInvalid([registered()], move(''), 'roomId');
      expectInvalid([registered()], move('room-2', ''), 'siteId');
    });
  });

  describe('RotateDeviceToken', () => {
    it('replaces the token hash', () => {
      spec(deviceDecider).given([registered()]).when(rotate('sha256:bbb')).then([rotated('sha256:bbb')]);
      expect(stateAfter([registered(), rotated('sha256:bbb')])).toMatchObject({ device: { tokenHash: 'sha256:bbb' } });
    });

    it('decides nothing for the current hash', () => {
      spec(deviceDecider).given([registered()]).when(rotate('sha256:aaa')).then([]);
    });

    it('refuses a blank hash', () => {
      expectInvalid([registered()], rotate(' '), 'tokenHash');
    });
  });

  describe('RecordDeviceMaintenance', () => {
    it('records the maintenance', () => {
      spec(deviceDecider)
        .given([registered()])
        .when(maintenance())
        .then([maintained('battery_replacement', '2026-05-30', 'AA x4')]);
    });

    it('records the same maintenance twice: records are history', () => {
      spec(deviceDecider)
        .given([registered(), maintained('battery_replacement', '2026-05-30', 'AA x4')])
        .when(maintenance())
        .then([maintained('battery_replacement', '2026-05-30', 'AA x4')]);
    });

    it('takes a left-out note as empty, and tomorrow for sites ahead of UTC', () => {
      spec(deviceDecider)
        .given([registered()])
        .when(maintenance({ kind: 'panel_change', date: '2026-06-02', note: undefined }))
        .then([maintained('panel_change', '2026-06-02')]);
    });

    it('keeps the latest day per kind in the state', () => {
      const state = stateAfter([
        registered(),
        maintained('battery_replacement', '2026-05-20'),
        maintained('battery_replacement', '2026-04-01'),
        maintained('technician_check', '2026-05-01'),
      ]);
      expect(state).toMatchObject({
        device: { lastMaintenance: { battery_replacement: '2026-05-20', technician_check: '2026-05-01' } },
      });
    });

    it.each([
      ['kind', { kind: 'cleaning' }],
      ['date', { date: '2026-02-30' }],
      ['date', { date: '30/05/2026' }],
      ['date', { date: '2026-06-03' }],
      ['byName', { byName: '' }],
      ['note', { note: 'n'.repeat(2001) }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([registered()], maintenance(data), field);
    });

    it('says a future date is refused', () => {
      spec(deviceDecider)
        .given([registered()])
        .when(maintenance({ date: '2027-01-01' }))
        .thenThrows(ValidationError, /future/);
    });
  });

  describe('SetDeviceNote', () => {
    it('sets the note with the decision time', () => {
      spec(deviceDecider).given([registered()]).when(setNote(' cable loose ')).then([noteSet('cable loose')]);
      expect(stateAfter([registered(), noteSet('cable loose')])).toMatchObject({
        device: { note: { text: 'cable loose', setAt: NOW } },
      });
    });

    it('clears the note with an empty text', () => {
      spec(deviceDecider).given([registered(), noteSet('cable loose')]).when(setNote('')).then([noteSet('')]);
      expect(stateAfter([registered(), noteSet('cable loose'), noteSet('')])).toMatchObject({ device: { note: null } });
    });

    it('decides nothing when the note is unchanged', () => {
      spec(deviceDecider).given([registered(), noteSet('cable loose')]).when(setNote('cable loose')).then([]);
      spec(deviceDecider).given([registered()]).when(setNote('  ')).then([]);
    });

    it('refuses a note that is not text or too long', () => {
      expectInvalid([registered()], setNote(5), 'text');
      expectInvalid([registered()], setNote('x'.repeat(2001)), 'text');
    });
  });

  describe('RemoveDevice', () => {
    it('removes the device from the room it is in and revokes its token', () => {
      spec(deviceDecider).given([registered(), installed()]).when(remove).then([removed]);
      expect(stateAfter([registered(), removed])).toMatchObject({ status: 'removed', device: { tokenHash: null } });
    });

    it('names the room the device was in last', () => {
      spec(deviceDecider)
        .given([registered(), moved('room-2', 'site-2')])
        .when(remove)
        .then([{ type: 'DeviceRemoved', data: { ...DEVICE, roomId: 'room-2', siteId: 'site-2' } }]);
    });
  });

  describe('every command but RegisterDevice', () => {
    const commands = [
      install({ installSpot: 'door' }),
      move('room-2'),
      rotate('sha256:ccc'),
      maintenance(),
      setNote('hello'),
      remove,
    ].map((each) => [each.type, each] as const);

    it.each(commands)('%s refuses an unknown device', (_type, each) => {
      spec(deviceDecider).given([]).when(each).thenThrows(NotFoundError);
    });

    it.each(commands)('%s refuses a removed device', (_type, each) => {
      spec(deviceDecider).given([registered(), removed]).when(each).thenThrows(IllegalStateError, /removed/);
    });
  });
});
