import type { DeviceRegistryEvent, UpdateDeviceBody } from '@facility/contracts';
import type { Decider } from '../../../domain/decider.ts';
import { ValidationError } from '../../../domain/errors.ts';
import type { DeviceCommand } from './device.commands.ts';
import { deviceDecider, type DeviceState } from './device.decider.ts';

/**
 * One command of a batch: built from the state the earlier commands left (a replacement
 * keeps the install spot the device has by then), and how the request names its fields.
 */
export interface DeviceStep {
  command: (state: DeviceState) => DeviceCommand;
  /** The request's name for a field the device rules name (`date` → `body/maintenance/0/date`). */
  field: (name: string) => string;
}

/**
 * The device decider over a list of commands: each decided on the state the previous ones
 * left, all events or (the first broken rule throws) none, so one append writes them all.
 */
export const deviceBatchDecider: Decider<DeviceState, DeviceStep[], DeviceRegistryEvent> = {
  initialState: deviceDecider.initialState,
  evolve: deviceDecider.evolve,
  decide(steps, state, context) {
    const decided: DeviceRegistryEvent[] = [];
    let current = state;
    for (const step of steps) {
      let events: DeviceRegistryEvent[];
      try {
        events = deviceDecider.decide(step.command(current), current, context);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const field = step.field(error.field);
        throw new ValidationError(field, error.message.replace(error.field, field.split('/').at(-1)!));
      }
      decided.push(...events);
      current = events.reduce(deviceDecider.evolve, current);
    }
    return decided;
  },
};

/** The install spot of the device as the state holds it (null when absent or never installed). */
const spotOf = (state: DeviceState) => (state.status === 'absent' ? null : state.device.installSpot);

/**
 * The steps of `PUT /api/admin/devices/{id}`, in order: move (to `target`, the room already
 * resolved and checked by the route), install spot and/or hardware replacement, note,
 * maintenance records.
 */
export function deviceUpdateSteps(deviceId: string, body: UpdateDeviceBody, target: { roomId: string; siteId: string } | null): DeviceStep[] {
  const steps: DeviceStep[] = [];
  if (target) {
    steps.push({ command: () => ({ type: 'MoveDevice', data: { deviceId, ...target } }), field: () => 'body/roomId' });
  }
  const { installSpot, replace } = body;
  if (installSpot !== undefined || replace !== undefined) {
    const names: Record<string, string> = { installSpot: 'body/installSpot', macId: 'body/replace/mac_id', qrTag: 'body/replace/qr_tag' };
    steps.push({
      command: (state) => ({
        type: 'InstallDevice',
        data: {
          deviceId,
          // New hardware goes where the old one was, unless the request says otherwise.
          installSpot: installSpot ?? spotOf(state) ?? '',
          ...(replace ? { macId: replace.mac_id, ...(replace.qr_tag === undefined ? {} : { qrTag: replace.qr_tag }) } : {}),
        },
      }),
      field: (name) => names[name] ?? `body/${name}`,
    });
  }
  if (body.note !== undefined) {
    const text = body.note;
    steps.push({ command: () => ({ type: 'SetDeviceNote', data: { deviceId, text } }), field: () => 'body/note' });
  }
  (body.maintenance ?? []).forEach((record, index) => {
    steps.push({
      command: () => ({ type: 'RecordDeviceMaintenance', data: { deviceId, ...record } }),
      field: (name) => `body/maintenance/${index}/${name}`,
    });
  });
  return steps;
}
