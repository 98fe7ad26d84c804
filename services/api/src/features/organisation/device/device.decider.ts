import type { DeviceType } from '@facility/contracts';
import type {
  DeviceRegistryEvent,
  MaintenanceKind,
} from '@facility/contracts';
import type { DecisionContext, Decider } from '../../../domain/decider.ts';
import { IllegalStateError, NotFoundError } from '../../../domain/errors.ts';
import type { DeviceCommand } from './device.commands.ts';
import {
  deviceType,
  freeText,
  maintenanceDate,
  maintenanceKind,
  optionalText,
  requiredText,
  requireId,
} from './device.rules.ts';

/** A registered device as its stream tells it. */
export interface DeviceRecord {
  deviceId: string;
  roomId: string;
  siteId: string;
  deviceType: DeviceType;
  deviceCode: string | null;
  /** The current token's hash; null once revoked (the device was removed). */
  tokenHash: string | null;
  registeredAt: string;
  /** Null until installed, and again after a move. */
  installSpot: string | null;
  macId: string | null;
  qrTag: string | null;
  note: { text: string; setAt: string } | null;
  /** The latest recorded day per maintenance kind (status record `*_maintenance_date`). */
  lastMaintenance: Partial<Record<MaintenanceKind, string>>;
}

export type DeviceState =
  | { status: 'absent' }
  | { status: 'active'; device: DeviceRecord }
  /** Removed: token revoked (`tokenHash` null), every command refused. */
  | { status: 'removed'; device: DeviceRecord };

function requireActiveDevice(state: DeviceState, deviceId: string): DeviceRecord {
  if (state.status === 'absent') throw new NotFoundError(`Device ${deviceId} not found`);
  if (state.status === 'removed') throw new IllegalStateError(`Device ${deviceId} has been removed`);
  return state.device;
}

function decide(command: DeviceCommand, state: DeviceState, context: DecisionContext): DeviceRegistryEvent[] {
  if (command.type === 'RegisterDevice') {
    const { data } = command;
    const deviceId = requireId(data.deviceId, 'deviceId');
    // Ids are never reused, not even after a removal: the telemetry stream keeps the id.
    if (state.status !== 'absent') throw new IllegalStateError(`Device ${deviceId} already exists`);
    const registered: DeviceRegistryEvent = {
      type: 'DeviceRegistered',
      data: {
        deviceId,
        roomId: requireId(data.roomId, 'roomId'),
        siteId: requireId(data.siteId, 'siteId'),
        deviceType: deviceType(data.deviceType),
        deviceCode: optionalText(data.deviceCode, 'deviceCode', 64),
        tokenHash: requiredText(data.tokenHash, 'tokenHash', 512),
        registeredAt: context.now.toISOString(),
      },
    };
    return [registered];
  }

  const device = requireActiveDevice(state, command.data.deviceId);
  const { deviceId } = device;
  switch (command.type) {
    case 'InstallDevice': {
      const { data } = command;
      const installSpot = requiredText(data.installSpot, 'installSpot', 200);
      const macId = data.macId === undefined ? device.macId : optionalText(data.macId, 'macId', 64);
      const qrTag = data.qrTag === undefined ? device.qrTag : optionalText(data.qrTag, 'qrTag', 200);
      if (installSpot === device.installSpot && macId === device.macId && qrTag === device.qrTag) return [];
      return [{ type: 'DeviceInstalled', data: { deviceId, installSpot, macId, qrTag } }];
    }
    case 'MoveDevice': {
      const toRoomId = requireId(command.data.roomId, 'roomId');
      const toSiteId = requireId(command.data.siteId, 'siteId');
      if (toRoomId === device.roomId && toSiteId === device.siteId) return [];
      return [
        {
          type: 'DeviceMoved',
          data: { deviceId, fromRoomId: device.roomId, fromSiteId: device.siteId, toRoomId, toSiteId },
        },
      ];
    }
    case 'RotateDeviceToken': {
      const tokenHash = requiredText(command.data.tokenHash, 'tokenHash', 512);
      if (tokenHash === device.tokenHash) return [];
      return [{ type: 'DeviceTokenRotated', data: { deviceId, tokenHash } }];
    }
    case 'RecordDeviceMaintenance': {
      const { data } = command;
      // Always appended, even when identical: records are history, not a setting.
      return [
        {
          type: 'DeviceMaintenanceRecorded',
          data: {
            deviceId,
            kind: maintenanceKind(data.kind),
            date: maintenanceDate(data.date, context.now),
            byName: requiredText(data.byName, 'byName', 100),
            note: freeText(data.note, 'note', 2000),
          },
        },
      ];
    }
    case 'SetDeviceNote': {
      const text = freeText(command.data.text, 'text', 2000);
      if (text === (device.note?.text ?? '')) return [];
      return [{ type: 'DeviceNoteSet', data: { deviceId, text, setAt: context.now.toISOString() } }];
    }
    case 'RemoveDevice':
      return [{ type: 'DeviceRemoved', data: { deviceId, roomId: device.roomId, siteId: device.siteId } }];
  }
}

function evolveDevice(device: DeviceRecord, event: DeviceRegistryEvent): DeviceRecord {
  switch (event.type) {
    case 'DeviceRegistered':
      return device;
    case 'DeviceInstalled': {
      const { installSpot, macId, qrTag } = event.data;
      return { ...device, installSpot, macId, qrTag };
    }
    case 'DeviceMoved':
      return { ...device, roomId: event.data.toRoomId, siteId: event.data.toSiteId, installSpot: null };
    case 'DeviceTokenRotated':
      return { ...device, tokenHash: event.data.tokenHash };
    case 'DeviceMaintenanceRecorded': {
      const { kind, date } = event.data;
      const previous = device.lastMaintenance[kind];
      // Records may be back-filled; the status record shows the latest day.
      if (previous !== undefined && previous >= date) return device;
      return { ...device, lastMaintenance: { ...device.lastMaintenance, [kind]: date } };
    }
    case 'DeviceNoteSet': {
      const { text, setAt } = event.data;
      return { ...device, note: text === '' ? null : { text, setAt } };
    }
    case 'DeviceRemoved':
      return { ...device, tokenHash: null };
  }
}

function evolve(state: DeviceState, event: DeviceRegistryEvent): DeviceState {
  if (event.type === 'DeviceRegistered') {
    return {
      status: 'active',
      device: { ...event.data, installSpot: null, macId: null, qrTag: null, note: null, lastMaintenance: {} },
    };
  }
  if (state.status === 'absent') return state;
  const device = evolveDevice(state.device, event);
  return { status: event.type === 'DeviceRemoved' ? 'removed' : state.status, device };
}

/**
 * The device registry (stream `org-device-<deviceId>`; telemetry lives in `device-<id>`).
 * The registry's tokens are hashes only; the ingest looks a presented token's hash up in
 * the registry read model, where a removed device has none.
 */
export const deviceDecider: Decider<DeviceState, DeviceCommand, DeviceRegistryEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide,
};
