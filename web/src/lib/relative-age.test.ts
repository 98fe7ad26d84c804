import { describe, expect, it } from 'vitest';
import { formatAge, formatAgo, relativeAge } from './relative-age.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeAge', () => {
  it('uses the largest whole unit, in the past', () => {
    expect(relativeAge(ago(30_000), now)).toEqual({ value: 0, unit: 'minute' });
    expect(relativeAge(ago(45 * MINUTE), now)).toEqual({ value: -45, unit: 'minute' });
    expect(relativeAge(ago(60 * MINUTE), now)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeAge(ago(23 * HOUR + 59 * MINUTE), now)).toEqual({ value: -23, unit: 'hour' });
    expect(relativeAge(ago(24 * HOUR), now)).toEqual({ value: -1, unit: 'day' });
    expect(relativeAge(ago(50 * HOUR), now)).toEqual({ value: -2, unit: 'day' });
  });

  it('shows seconds and keeps to hours longer when asked', () => {
    expect(relativeAge(ago(30_000), now, { seconds: true })).toEqual({ value: -30, unit: 'second' });
    expect(relativeAge(ago(60_000), now, { seconds: true })).toEqual({ value: -1, unit: 'minute' });
    expect(relativeAge(ago(36 * HOUR), now, { hoursUpTo: 48 })).toEqual({ value: -36, unit: 'hour' });
    expect(relativeAge(ago(48 * HOUR), now, { hoursUpTo: 48 })).toEqual({ value: -2, unit: 'day' });
    expect(relativeAge(ago(100 * HOUR), now, { hoursUpTo: Infinity })).toEqual({ value: -100, unit: 'hour' });
  });

  it('takes epoch milliseconds and a numeric now alike', () => {
    expect(relativeAge(now.getTime() - 5 * MINUTE, now.getTime())).toEqual({ value: -5, unit: 'minute' });
  });

  it('reads a future moment as now, and nothing or nonsense as nothing', () => {
    expect(relativeAge(ago(-HOUR), now)).toEqual({ value: 0, unit: 'minute' });
    expect(Object.is(relativeAge(ago(-HOUR), now, { seconds: true })!.value, 0)).toBe(true);
    expect(relativeAge(null, now)).toBeNull();
    expect(relativeAge('not a date', now)).toBeNull();
  });
});

describe('formatAge', () => {
  it('says it in the reader language', () => {
    expect(formatAge({ value: -2, unit: 'hour' }, 'en')).toBe('2 hours ago');
    expect(formatAge({ value: 0, unit: 'second' }, 'en')).toBe('now');
    expect(formatAge({ value: -3, unit: 'day' }, 'es')).toBe('hace 3 días');
    // Hebrew says one and two in the words; CLDR's bracketed number is left out.
    expect(formatAge({ value: -1, unit: 'hour' }, 'he')).toBe('לפני שעה');
    expect(formatAge({ value: -2, unit: 'hour' }, 'he')).toBe('לפני שעתיים');
    expect(formatAge({ value: -1, unit: 'minute' }, 'he')).toBe('לפני דקה');
    expect(formatAge({ value: -3, unit: 'hour' }, 'he')).toBe('לפני 3 שעות');
    expect(formatAge({ value: -1, unit: 'day' }, 'he')).toBe('אתמול');
    expect(formatAge({ value: -1, unit: 'hour' }, 'ar')).toBe('قبل ساعة واحدة');
    expect(formatAgo(ago(90 * MINUTE), now, 'en')).toBe('1 hour ago');
    expect(formatAgo(null, now, 'en')).toBeNull();
  });
});
