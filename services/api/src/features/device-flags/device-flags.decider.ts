import { FLAG_DEVICE_TYPES, type DeviceFlagEventSchemas, type DeviceType } from '@facility/contracts';
import type Type from 'typebox';
import type { Decider } from '../../domain/decider.ts';
import { IllegalStateError, ValidationError } from '../../domain/errors.ts';

type RaisedData = Type.Static<(typeof DeviceFlagEventSchemas)['DeviceFlagsRaised']>;
type ClearedData = Type.Static<(typeof DeviceFlagEventSchemas)['DeviceFlagsCleared']>;

export type DeviceFlagsEvent = { type: 'DeviceFlagsRaised'; data: RaisedData } | { type: 'DeviceFlagsCleared'; data: ClearedData };

/** Which flags a request names: true = this one (absent or false = not this one). */
interface FlagChoice {
  is_update?: boolean;
  is_restart?: boolean;
}

export type DeviceFlagsCommand =
  /** An admin asks the device to update and/or restart. */
  | { type: 'RaiseDeviceFlags'; data: FlagChoice & { deviceId: string; siteId: string; deviceType: DeviceType; raisedBy: string } }
  /** The device says it did the work. */
  | { type: 'ClearDeviceFlags'; data: FlagChoice & { deviceId: string; siteId: string } };

/** The flags waiting for a device, as its `command-device-<id>` stream holds them. */
export interface DeviceFlagsState {
  is_update: boolean;
  is_restart: boolean;
}

const FLAG_TYPES: readonly string[] = FLAG_DEVICE_TYPES;

/** Whether a device of this type takes the HTTP flags (pads and counters). */
export const takesFlags = (deviceType: string): boolean => FLAG_TYPES.includes(deviceType);

/**
 * The `is_update` / `is_restart` flags of a pad or counter (spec §3). The stream is shared
 * with the device channel's commands, whose events this decider passes over. A raise
 * records only the flags not already waiting and a clear only the flags that are, so
 * pressing twice or acknowledging twice stores nothing new.
 */
export const deviceFlagsDecider: Decider<DeviceFlagsState, DeviceFlagsCommand, DeviceFlagsEvent> = {
  initialState: () => ({ is_update: false, is_restart: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'DeviceFlagsRaised':
        return { is_update: state.is_update || event.data.is_update, is_restart: state.is_restart || event.data.is_restart };
      case 'DeviceFlagsCleared':
        return { is_update: state.is_update && !event.data.is_update, is_restart: state.is_restart && !event.data.is_restart };
      default:
        // DeviceCommandIssued and its outcomes live in the same stream.
        return state;
    }
  },

  decide(command, state) {
    const { deviceId, siteId } = command.data;
    const update = command.data.is_update === true;
    const restart = command.data.is_restart === true;
    if (command.type === 'RaiseDeviceFlags') {
      if (!update && !restart) throw new ValidationError('body', 'Set is_update, is_restart or both to true');
      if (!takesFlags(command.data.deviceType)) {
        throw new IllegalStateError('Only pads and counters take the update and restart flags; tablets take commands over the device channel');
      }
      const raise = { is_update: update && !state.is_update, is_restart: restart && !state.is_restart };
      if (!raise.is_update && !raise.is_restart) return [];
      return [{ type: 'DeviceFlagsRaised', data: { deviceId, siteId, ...raise, raisedBy: command.data.raisedBy } }];
    }
    const clear = { is_update: update && state.is_update, is_restart: restart && state.is_restart };
    if (!clear.is_update && !clear.is_restart) return [];
    return [{ type: 'DeviceFlagsCleared', data: { deviceId, siteId, ...clear } }];
  },
};
