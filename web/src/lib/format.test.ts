import { describe, expect, it } from 'vitest';
import { formatCount, formatLocalDate, formatMinutes, roundSlaMinutes } from './format.ts';

const units = { minutes: 'min', hours: 'h' };

describe('formatCount (spec §9: above 999 shows as k)', () => {
  it('keeps 999 and below as they are', () => {
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(12.5, 'en')).toBe('12.5');
  });
  it('shows 1000 and above in thousands with one decimal', () => {
    expect(formatCount(1000, 'en')).toBe('1k');
    expect(formatCount(168_974, 'en')).toBe('169k');
    expect(formatCount(1_234, 'en')).toBe('1.2k');
  });
  it('formats per locale', () => {
    expect(formatCount(1_234, 'pl')).toBe('1,2k');
  });
});

describe('formatMinutes (spec §9: minutes above 999 show as hours)', () => {
  it('keeps minutes up to 999', () => {
    expect(formatMinutes(999, 'en', units)).toBe('999 min');
  });
  it('turns more into hours', () => {
    expect(formatMinutes(93_920, 'en', units)).toBe('1,565.3 h');
    expect(formatMinutes(1_000, 'en', units)).toBe('16.7 h');
  });
});

describe('formatLocalDate', () => {
  it('shows the calendar date whatever the browser zone', () => {
    expect(formatLocalDate('2026-11-01', 'en', { day: 'numeric', month: 'numeric', year: 'numeric' })).toBe('11/1/2026');
  });
});

describe('roundSlaMinutes (spec §9)', () => {
  it('rounds up below one minute and rounds otherwise', () => {
    expect(roundSlaMinutes(0.3)).toBe(1);
    expect(roundSlaMinutes(12.5)).toBe(13);
    expect(roundSlaMinutes(0)).toBe(0);
  });
});
