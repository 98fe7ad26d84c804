import { describe, expect, it } from 'vitest';
import { elapsed, formatElapsed } from './relative-time.ts';

describe('elapsed', () => {
  const now = new Date('2026-11-21T08:00:00.000Z');
  it('uses the largest whole unit', () => {
    expect(elapsed('2026-11-21T07:40:00.000Z', now)).toEqual({ value: -20, unit: 'minute' });
    expect(elapsed('2026-11-21T05:10:00.000Z', now)).toEqual({ value: -2, unit: 'hour' });
    expect(elapsed('2026-11-19T07:00:00.000Z', now)).toEqual({ value: -2, unit: 'day' });
  });

  it('treats a future instant as now', () => {
    expect(elapsed('2026-11-21T08:05:00.000Z', now).value === 0).toBe(true);
    expect(formatElapsed('2026-11-21T05:10:00.000Z', now, 'en')).toBe('2 hours ago');
  });
});
