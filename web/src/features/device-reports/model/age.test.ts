import { describe, expect, it } from 'vitest';
import { ageOf } from './age.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('ageOf', () => {
  it('uses the largest whole unit', () => {
    expect(ageOf('2026-03-10T11:59:30Z', now)).toEqual({ value: 0, unit: 'minute' });
    expect(ageOf('2026-03-10T11:15:00Z', now)).toEqual({ value: -45, unit: 'minute' });
    expect(ageOf('2026-03-09T00:00:00Z', now)).toEqual({ value: -36, unit: 'hour' });
    expect(ageOf('2026-03-08T11:00:00Z', now)).toEqual({ value: -2, unit: 'day' });
  });
  it('reads a future moment as now and nothing as nothing', () => {
    expect(ageOf('2026-03-10T13:00:00Z', now)).toEqual({ value: 0, unit: 'minute' });
    expect(ageOf(null, now)).toBeNull();
    expect(ageOf('not a date', now)).toBeNull();
  });
});
