import { describe, expect, it } from 'vitest';
import { foldSignalHours } from './device-reports.projection.ts';
import { recordedEvents } from '../testing/recorded-event.ts';

const event = recordedEvents();
const ms = (iso: string) => new Date(iso).getTime();

describe('foldSignalHours', () => {
  it('counts every telemetry event per device and UTC hour, and keeps min, max and the latest battery reading', () => {
    const folds = foldSignalHours([
      event('org-device-d-1', 'DeviceRegistered', '2026-06-01T10:10:00.000Z', { deviceId: 'd-1', siteId: 's-9' }),
      event('alerts-device-d-1', 'DeviceAlertRaised', '2026-06-01T10:10:00.000Z', { siteId: 's-9' }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:20:00.000Z', { siteId: 's-1', battery: 60 }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:50:00.000Z', { siteId: 's-1', battery: 55 }),
      // Late upload of an earlier reading: not the last one.
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:05:00.000Z', { siteId: 's-1', battery: 70 }),
      // Same time as the 10:50 reading: the later event wins the tie.
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:50:00.000Z', { siteId: 's-1', battery: 54 }),
      // A battery only counts on a heartbeat; a heartbeat without one is still a signal.
      event('device-d-1', 'VisitorsCounted', '2026-06-01T10:59:59.999Z', { siteId: 's-2', count: 3, battery: 1 }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T11:00:00.000Z', { siteId: 's-2' }),
      event('device-d-2', 'RatingGiven', '2026-06-01T10:30:00.000Z', { score: 50 }),
    ]);
    expect(folds).toEqual([
      {
        deviceId: 'd-1',
        hour: ms('2026-06-01T10:00:00.000Z'),
        siteId: 's-2',
        signals: 5,
        battery: { min: 54, max: 70, last: { value: 54, at: ms('2026-06-01T10:50:00.000Z') } },
      },
      { deviceId: 'd-1', hour: ms('2026-06-01T11:00:00.000Z'), siteId: 's-2', signals: 1, battery: null },
      { deviceId: 'd-2', hour: ms('2026-06-01T10:00:00.000Z'), siteId: null, signals: 1, battery: null },
    ]);
  });

  it('gives the same hours whatever the cut, merged by the rules of the upsert', () => {
    const events = [
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:20:00.000Z', { siteId: 's-1', battery: 60 }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:40:00.000Z', { siteId: 's-1', battery: 40 }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:40:00.000Z', { siteId: 's-1', battery: 41 }),
      event('device-d-1', 'ComplaintReported', '2026-06-01T10:45:00.000Z', { siteId: 's-3' }),
      event('device-d-1', 'DeviceHeartbeat', '2026-06-01T10:10:00.000Z', { siteId: 's-1', battery: 90 }),
    ];
    // The SQL upsert's merge, written out.
    type Fold = ReturnType<typeof foldSignalHours>[number];
    const merge = (stored: Fold, batch: Fold): Fold => ({
      ...stored,
      siteId: batch.siteId ?? stored.siteId,
      signals: stored.signals + batch.signals,
      battery:
        stored.battery && batch.battery
          ? {
              min: Math.min(stored.battery.min, batch.battery.min),
              max: Math.max(stored.battery.max, batch.battery.max),
              last: batch.battery.last.at >= stored.battery.last.at ? batch.battery.last : stored.battery.last,
            }
          : (batch.battery ?? stored.battery),
    });
    const whole = foldSignalHours(events);
    for (let cut = 1; cut < events.length; cut++) {
      const [first] = foldSignalHours(events.slice(0, cut));
      const [second] = foldSignalHours(events.slice(cut));
      expect([merge(first!, second!)]).toEqual(whole);
    }
    expect(whole[0]).toMatchObject({ siteId: 's-1', signals: 5, battery: { min: 40, max: 90, last: { value: 41 } } });
  });
});
