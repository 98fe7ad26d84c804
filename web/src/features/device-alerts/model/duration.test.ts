import { describe, expect, it } from 'vitest';
import { formatDuration, formatHoursMinutes } from './duration.ts';

describe('formatDuration', () => {
  it('shows minutes under an hour', () => {
    expect(formatDuration(0, 'en')).toBe('0m');
    expect(formatDuration(12, 'en')).toBe('12m');
  });

  it('shows hours and minutes under a day, leaving out zero minutes', () => {
    expect(formatDuration(192, 'en')).toBe('3h 12m');
    expect(formatDuration(180, 'en')).toBe('3h');
  });

  it('shows days and hours from a day on, dropping the minutes', () => {
    expect(formatDuration(2 * 1440 + 3 * 60 + 59, 'en')).toBe('2d 3h');
    expect(formatDuration(1440 + 5, 'en')).toBe('1d');
  });

  it('speaks the reader’s language', () => {
    expect(formatDuration(192, 'he')).toBe('3 שע׳ 12 דק׳');
    expect(formatDuration(192, 'ru')).toBe('3 ч 12 мин');
  });

  it('treats negative or fractional input as whole minutes from 0', () => {
    expect(formatDuration(-5, 'en')).toBe('0m');
    expect(formatDuration(59.9, 'en')).toBe('59m');
  });
});

describe('formatHoursMinutes', () => {
  it('is h:mm with the minutes padded', () => {
    expect(formatHoursMinutes(0, 'en')).toBe('0:00');
    expect(formatHoursMinutes(65, 'en')).toBe('1:05');
  });

  it('does not wrap at a day and groups large hours as the language does', () => {
    expect(formatHoursMinutes(125 * 60 + 7, 'en')).toBe('125:07');
    expect(formatHoursMinutes(1234 * 60, 'en')).toBe('1,234:00');
  });

  it('clamps negative minutes to 0', () => {
    expect(formatHoursMinutes(-3, 'en')).toBe('0:00');
  });
});
