import { DEVICE_TYPES } from '@facility/contracts';
import { OFFLINE_AFTER_MS } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/errors.ts';
import { deviceHealth } from '../sensors/device-health.ts';
import { alertPeriod, monthPeriod } from './alert-period.ts';

const NOW = new Date('2026-11-10T23:30:00.000Z'); // already the 11th in Tel Aviv (+2)
const TZ = 'Asia/Jerusalem';

describe('alert periods', () => {
  it("defaults to the site's last 30 days up to today, in site days (13 October is still summer time, +3)", () => {
    expect(alertPeriod({}, TZ, NOW)).toEqual({ from: new Date('2026-10-12T21:00:00.000Z'), to: new Date('2026-11-11T22:00:00.000Z') });
    expect(alertPeriod({ to: '2026-11-01' }, TZ, NOW).from).toEqual(new Date('2026-10-02T21:00:00.000Z')); // 3 October: +3 until 25 October
    expect(alertPeriod({ from: '2026-11-05' }, TZ, NOW)).toEqual({ from: new Date('2026-11-04T22:00:00.000Z'), to: new Date('2026-11-11T22:00:00.000Z') });
    expect(alertPeriod({ from: '2026-11-20' }, TZ, NOW).to).toEqual(new Date('2026-11-20T22:00:00.000Z'));
  });

  it('names the field of a bad date or of a period that ends before it starts', () => {
    const field = (query: { from?: string; to?: string }) => {
      try {
        alertPeriod(query, TZ, NOW);
        return null;
      } catch (error) {
        return error instanceof ValidationError ? error.field : 'other';
      }
    };
    expect(field({ from: '2026-02-30' })).toBe('querystring/from');
    expect(field({ to: '2026-1-01' })).toBe('querystring/to');
    expect(field({ from: '2026-11-02', to: '2026-11-01' })).toBe('querystring/to');
    expect(field({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });

  it('bounds a month by site midnights, across a clock change', () => {
    expect(monthPeriod('2026-10', TZ)).toEqual({ start: new Date('2026-09-30T21:00:00.000Z'), end: new Date('2026-10-31T22:00:00.000Z') });
  });
});

describe('offline thresholds', () => {
  it('open an offline alert when device health (spec §4) turns red or offline', () => {
    const at = Date.parse('2026-11-10T08:00:00.000Z');
    for (const deviceType of DEVICE_TYPES) {
      const threshold = OFFLINE_AFTER_MS[deviceType];
      if (threshold === null) continue;
      const health = (age: number) => deviceHealth({ deviceType, lastSignalAt: new Date(at), counterState: 'online', noteText: null }, new Date(at + age)).status;
      expect([deviceType, health(threshold + 1)]).toEqual([deviceType, deviceType.startsWith('pad') ? 'offline' : 'red']);
      expect([deviceType, health(threshold - 1)]).not.toContain(deviceType.startsWith('pad') ? 'offline' : 'red');
    }
  });
});
