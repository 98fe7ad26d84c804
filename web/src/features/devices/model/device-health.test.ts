import { describe, expect, it } from 'vitest';
import { healthBadge, healthSeverity } from './device-health.ts';

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
