import { describe, expect, it } from 'vitest';
import { formatCount, formatLocalDate, formatMinutes, formatNumber, formatPercent, minutesParts, minutesUnit, roundSlaMinutes } from './format.ts';

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
    expect(formatMinutes(90_520, 'en', units)).toBe('1,508.7 h');
  });
  it('shows figures read together in the unit of the largest', () => {
    expect(minutesUnit(999)).toBe('minutes');
    expect(minutesUnit(1_000)).toBe('hours');
    expect(minutesUnit(-1_500)).toBe('hours');
    // An axis up to 1,200 minutes: its 300-minute tick in hours as well.
    expect(formatMinutes(300, 'en', units, { unit: minutesUnit(1_200) })).toBe('5 h');
    expect(formatMinutes(1_200, 'en', units, { unit: 'minutes' })).toBe('1,200 min');
  });
  it('gives a change its sign, and none when it rounds to zero', () => {
    expect(formatMinutes(90, 'en', units, { unit: 'hours', signed: true })).toBe('+1.5 h');
    expect(formatMinutes(-12.34, 'en', units, { signed: true, minuteDecimals: 1 })).toBe('-12.3 min');
    expect(formatMinutes(2, 'en', units, { unit: 'hours', signed: true })).toBe('0 h');
    expect(formatMinutes(0, 'en', units, { signed: true })).toBe('0 min');
  });
  it("gives the number and the unit apart, in the reader's language", () => {
    expect(minutesParts(90_520, 'he', { minutes: 'דק׳', hours: 'שע׳' })).toEqual({ number: '1,508.7', unit: 'שע׳' });
    expect(minutesParts(90_520, 'pl', { minutes: 'min', hours: 'godz.' })).toEqual({ number: '1508,7', unit: 'godz.' });
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

describe('formatPercent and formatNumber (one format per language, never "-0")', () => {
  it("writes percentages as the reader's language does", () => {
    expect(formatPercent(6.9, 'en')).toBe('6.9%');
    expect(formatPercent(6.9, 'pl')).toBe('6,9%');
    expect(formatPercent(6.9, 'ru')).toBe('6,9\u00a0%');
  });
  it('shows a value that rounds to zero without a minus', () => {
    expect(formatPercent(-0.04, 'en')).toBe('0%');
    expect(formatPercent(-0, 'en')).toBe('0%');
    expect(formatNumber(-0.001, 'en', 1)).toBe('0');
    expect(formatNumber(-2, 'en')).toBe('-2');
  });
  it('groups thousands exactly', () => {
    expect(formatNumber(2_013, 'en')).toBe('2,013');
  });
});
