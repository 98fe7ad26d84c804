import type { DeviceType } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { deviceHealth } from './device-health.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

const health = (
  deviceType: DeviceType,
  lastSignalAt: Date | null,
  options: { note?: string | null; counterState?: string | null } = {},
) => deviceHealth({ deviceType, lastSignalAt, noteText: options.note ?? null, counterState: options.counterState ?? null }, NOW);

describe('device health: non-pad devices', () => {
  it.each<[number, string, string]>([
    [0, 'ok', 'green'],
    [0.999, 'ok', 'green'],
    [1, 'warning', 'orange'],
    [2.999, 'warning', 'orange'],
    [3, 'red', 'red'],
    [48, 'red', 'red'],
  ])('%s h since the last signal is %s (%s)', (hours, status, colour) => {
    for (const type of ['tablet', 'counter_men', 'liquid_sensor', 'toilet_paper', 'qr_tag'] as const) {
      const result = health(type, ago(hours));
      expect(result).toEqual({ status, colour, hoursSinceSignal: hours });
    }
  });

  it('turns every colour blue when a note text exists, keeping the status', () => {
    expect(health('tablet', ago(0.5), { note: 'Loose bracket' })).toEqual({ status: 'ok', colour: 'blue', hoursSinceSignal: 0.5 });
    expect(health('tablet', ago(1), { note: 'Loose bracket' })).toMatchObject({ status: 'warning', colour: 'blue' });
    expect(health('tablet', ago(3), { note: 'Loose bracket' })).toMatchObject({ status: 'red', colour: 'blue' });
    // An empty or blank text is no note.
    expect(health('tablet', ago(3), { note: '' })).toMatchObject({ status: 'red', colour: 'red' });
    expect(health('tablet', ago(3), { note: '  ' })).toMatchObject({ status: 'red', colour: 'red' });
  });

  it('treats a future timestamp as now and a device that never signalled as red', () => {
    expect(health('counter_women', new Date(NOW.getTime() + 5 * HOUR))).toEqual({ status: 'ok', colour: 'green', hoursSinceSignal: 0 });
    expect(health('counter_women', null)).toEqual({ status: 'red', colour: 'red', hoursSinceSignal: null });
    expect(health('counter_women', null, { note: 'Unplugged' })).toEqual({ status: 'red', colour: 'blue', hoursSinceSignal: null });
  });

  it('gives no counter status to devices other than pad9plus', () => {
    expect(health('counter_men', ago(0), { counterState: 'offline' })).not.toHaveProperty('counterStatus');
    expect(health('pad9', ago(0), { counterState: 'offline' })).not.toHaveProperty('counterStatus');
  });
});

describe('device health: pad9 and pad9plus', () => {
  it.each(['pad9', 'pad9plus'] as const)('%s is ok within 1 h (inclusive) and offline over it', (type) => {
    expect(health(type, ago(0))).toMatchObject({ status: 'ok', colour: 'green', hoursSinceSignal: 0 });
    expect(health(type, ago(1))).toMatchObject({ status: 'ok', colour: 'green', hoursSinceSignal: 1 });
    expect(health(type, new Date(ago(1).getTime() - 1))).toMatchObject({ status: 'offline', colour: 'red' });
    expect(health(type, ago(2))).toMatchObject({ status: 'offline', colour: 'red' });
    // Pads know no warning band: 3 h is simply offline.
    expect(health(type, ago(3))).toMatchObject({ status: 'offline', colour: 'red' });
    expect(health(type, null)).toMatchObject({ status: 'offline', colour: 'red', hoursSinceSignal: null });
    expect(health(type, new Date(NOW.getTime() + HOUR))).toMatchObject({ status: 'ok', hoursSinceSignal: 0 });
  });

  it.each(['pad9', 'pad9plus'] as const)('%s turns blue with a note, ok or offline', (type) => {
    expect(health(type, ago(0.5), { note: 'Battery low' })).toMatchObject({ status: 'ok', colour: 'blue' });
    expect(health(type, ago(2), { note: 'Battery low' })).toMatchObject({ status: 'offline', colour: 'blue' });
  });

  it('derives the pad9plus counter status from its counter state and the signal age', () => {
    const counter = (hours: number | null, counterState: string | null) =>
      health('pad9plus', hours === null ? null : ago(hours), { counterState }).counterStatus;
    // Missing or offline counter state: offline whatever the age.
    expect(counter(0, null)).toBe('offline');
    expect(counter(0, '')).toBe('offline');
    expect(counter(0, 'offline')).toBe('offline');
    // Otherwise by the sensor thresholds, red turned into offline.
    expect(counter(0, 'online')).toBe('ok');
    expect(counter(0.999, 'online')).toBe('ok');
    expect(counter(1, 'online')).toBe('warning');
    expect(counter(2.999, 'online')).toBe('warning');
    expect(counter(3, 'online')).toBe('offline');
    expect(counter(null, 'online')).toBe('offline');
    expect(health('pad9plus', new Date(NOW.getTime() + HOUR), { counterState: 'online' }).counterStatus).toBe('ok');
  });
});
