import type { DeviceRegistryEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors.ts';
import { deviceDecider } from './device.decider.ts';
import { deviceBatchDecider, deviceUpdateSteps } from './device-update.ts';

const context = { now: new Date('2026-03-01T12:00:00.000Z'), actor: { kind: 'user' as const, id: 'u-1' } };
const registered: DeviceRegistryEvent = {
  type: 'DeviceRegistered',
  data: { deviceId: 'd-1', roomId: 'r-1', siteId: 's-1', deviceType: 'pad9', deviceCode: null, tokenHash: 'h', registeredAt: context.now.toISOString() },
};
const installed: DeviceRegistryEvent = { type: 'DeviceInstalled', data: { deviceId: 'd-1', installSpot: 'by the sinks', macId: 'OLD', qrTag: null } };
const given = (...events: DeviceRegistryEvent[]) => events.reduce(deviceDecider.evolve, deviceDecider.initialState());

describe('device update steps', () => {
  it('moves, then installs, sets the note and records maintenance, in one decision', () => {
    const steps = deviceUpdateSteps('d-1', { roomId: 'r-3', installSpot: 'door', note: 'new', maintenance: [{ kind: 'panel_change', date: '2026-02-01', byName: 'Omer' }] }, { roomId: 'r-3', siteId: 's-1' });
    const events = deviceBatchDecider.decide(steps, given(registered), context);
    expect(events.map((event) => event.type)).toEqual(['DeviceMoved', 'DeviceInstalled', 'DeviceNoteSet', 'DeviceMaintenanceRecorded']);
    expect(events[1]!.data).toMatchObject({ installSpot: 'door', macId: null });
  });

  it('puts new hardware where the old one was', () => {
    const events = deviceBatchDecider.decide(deviceUpdateSteps('d-1', { replace: { mac_id: 'NEW' } }, null), given(registered, installed), context);
    expect(events).toEqual([{ type: 'DeviceInstalled', data: { deviceId: 'd-1', installSpot: 'by the sinks', macId: 'NEW', qrTag: null } }]);
  });

  it('wants a spot for new hardware after a move, which clears the old one', () => {
    const steps = deviceUpdateSteps('d-1', { roomId: 'r-3', replace: { mac_id: 'NEW' } }, { roomId: 'r-3', siteId: 's-1' });
    expect(() => deviceBatchDecider.decide(steps, given(registered, installed), context)).toThrow(expect.objectContaining({ field: 'body/installSpot' }));
  });

  it('names a broken rule by the request field and decides nothing', () => {
    const steps = deviceUpdateSteps('d-1', { note: 'fine', maintenance: [{ kind: 'battery_replacement', date: '2026-02-01', byName: 'A' }, { kind: 'panel_change', date: '2026-13-01', byName: 'B' }] }, null);
    let error: unknown;
    try {
      deviceBatchDecider.decide(steps, given(registered), context);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'body/maintenance/1/date' });
  });
});
