import { describe, expect, it } from 'vitest';
import { signalQuality } from './signal-quality.ts';

describe('signalQuality', () => {
  it.each([
    [-40, 'excellent'],
    [-55, 'excellent'],
    [-55.5, 'good'],
    [-67, 'good'],
    [-68, 'fair'],
    [-80, 'fair'],
    [-81, 'poor'],
    [null, null],
  ] as const)('%s dBm is %s', (rssi, quality) => {
    expect(signalQuality(rssi)).toBe(quality);
  });
});
