import { describe, expect, it } from 'vitest';
import { healthBadge, healthSeverity, signalAge } from './device-health.ts';

describe('device health', () => {
  it('orders the states most severe first', () => {
    expect(['ok', 'warning', 'offline', 'red'].sort((a, b) => healthSeverity(a as never) - healthSeverity(b as never))).toEqual(['offline', 'red', 'warning', 'ok']);
  });

  it('gives every state its own icon and keeps the state under the blue note colour', () => {
    expect(healthBadge({ status: 'ok', colour: 'green', hoursSinceSignal: 0 })).toEqual({ status: 'ok', icon: '✓', tone: 'green', noted: false });
    expect(healthBadge({ status: 'warning', colour: 'orange', hoursSinceSignal: 1 })).toMatchObject({ icon: '⚠', tone: 'orange', noted: false });
    expect(healthBadge({ status: 'red', colour: 'blue', hoursSinceSignal: 5 })).toEqual({ status: 'red', icon: '✖', tone: 'blue', noted: true });
    expect(healthBadge({ status: 'offline', colour: 'red', hoursSinceSignal: null })).toMatchObject({ icon: '⊘', tone: 'red' });
  });
});

describe('signalAge', () => {
  const now = new Date('2024-05-10T12:00:00Z');
  it('answers null for a device that never signalled', () => {
    expect(signalAge(null, now)).toBeNull();
    expect(signalAge('not a date', now)).toBeNull();
  });
  it('uses the largest whole unit', () => {
    expect(signalAge('2024-05-10T11:59:30Z', now)).toEqual({ value: -30, unit: 'second' });
    expect(signalAge('2024-05-10T11:15:00Z', now)).toEqual({ value: -45, unit: 'minute' });
    expect(signalAge('2024-05-09T13:00:00Z', now)).toEqual({ value: -23, unit: 'hour' });
    expect(signalAge('2024-05-08T12:30:00Z', now)).toEqual({ value: -47, unit: 'hour' });
    expect(signalAge('2024-05-01T12:00:00Z', now)).toEqual({ value: -9, unit: 'day' });
  });
  it('treats a future time as now', () => {
    expect(signalAge('2024-05-10T12:05:00Z', now)).toEqual({ value: -0, unit: 'second' });
  });
});
