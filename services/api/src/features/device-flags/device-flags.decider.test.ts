import { describe, it } from 'vitest';
import { spec } from '../../domain/decider-specification.ts';
import { IllegalStateError, ValidationError } from '../../domain/errors.ts';
import { deviceFlagsDecider, type DeviceFlagsCommand, type DeviceFlagsEvent } from './device-flags.decider.ts';

const IDS = { deviceId: 'd-1', siteId: 's-1' };
const raise = (flags: { is_update?: boolean; is_restart?: boolean }, deviceType: 'counter_men' | 'pad9' | 'tablet' = 'counter_men'): DeviceFlagsCommand => ({
  type: 'RaiseDeviceFlags',
  data: { ...IDS, deviceType, raisedBy: 'u-1', ...flags },
});
const clear = (flags: { is_update?: boolean; is_restart?: boolean }): DeviceFlagsCommand => ({ type: 'ClearDeviceFlags', data: { ...IDS, ...flags } });
const raised = (is_update: boolean, is_restart: boolean): DeviceFlagsEvent => ({
  type: 'DeviceFlagsRaised',
  data: { ...IDS, is_update, is_restart, raisedBy: 'u-1' },
});
const cleared = (is_update: boolean, is_restart: boolean): DeviceFlagsEvent => ({ type: 'DeviceFlagsCleared', data: { ...IDS, is_update, is_restart } });
/** A tablet command in the same stream, which the decider passes over. */
const commandIssued = { type: 'DeviceCommandIssued', data: { ...IDS, commandId: 'c-1', action: 'restart', issuedBy: 'u-1' } } as unknown as DeviceFlagsEvent;

describe('deviceFlagsDecider', () => {
  it('raises the flags asked for', () => {
    spec(deviceFlagsDecider).given([commandIssued]).when(raise({ is_update: true })).then([raised(true, false)]);
    spec(deviceFlagsDecider).given([]).when(raise({ is_update: true, is_restart: true }, 'pad9')).then([raised(true, true)]);
  });

  it('records only the flags not already waiting, and nothing when all are', () => {
    spec(deviceFlagsDecider).given([raised(true, false)]).when(raise({ is_update: true, is_restart: true })).then([raised(false, true)]);
    spec(deviceFlagsDecider).given([raised(true, true)]).when(raise({ is_restart: true })).then([]);
    // Cleared since: raised again.
    spec(deviceFlagsDecider).given([raised(true, true), cleared(true, false)]).when(raise({ is_update: true })).then([raised(true, false)]);
  });

  it('refuses a raise naming no flag (400 on the body) and a device that takes no flags (409)', () => {
    spec(deviceFlagsDecider).given([]).when(raise({})).thenThrows(ValidationError, 'is_update');
    spec(deviceFlagsDecider).given([]).when(raise({ is_update: false, is_restart: false })).thenThrows(ValidationError);
    spec(deviceFlagsDecider).given([]).when(raise({ is_restart: true }, 'tablet')).thenThrows(IllegalStateError, 'Only pads and counters');
  });

  it('clears only the acknowledged flags that are waiting, and nothing otherwise', () => {
    spec(deviceFlagsDecider).given([raised(true, true)]).when(clear({ is_restart: true })).then([cleared(false, true)]);
    spec(deviceFlagsDecider).given([raised(true, false)]).when(clear({ is_update: true, is_restart: true })).then([cleared(true, false)]);
    spec(deviceFlagsDecider).given([raised(true, true), cleared(true, true)]).when(clear({ is_update: true })).then([]);
    spec(deviceFlagsDecider).given([raised(true, true)]).when(clear({})).then([]);
  });
});
