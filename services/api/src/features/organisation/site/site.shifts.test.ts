import { describe, expect, it } from 'vitest';
import { minutesOfDay, shiftMinutes } from './site.shifts.ts';

describe('shift times', () => {
  it('reads HH:mm as minutes after local midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('06:30')).toBe(390);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('7:00')).toBeNull();
  });

  it('measures a shift, including one that crosses midnight', () => {
    expect(shiftMinutes({ start: '06:00', end: '14:00' })).toBe(480);
    expect(shiftMinutes({ start: '22:00', end: '06:00' })).toBe(480);
    expect(shiftMinutes({ start: '23:30', end: '00:15' })).toBe(45);
  });
});
