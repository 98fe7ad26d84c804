import { describe, expect, it } from 'vitest';
import { formatPeriod } from './period-format.ts';

describe('formatPeriod', () => {
  it('labels days, weeks, months and years', () => {
    expect(formatPeriod('2026-11-03', 'day', 'en')).toBe('Nov 3');
    expect(formatPeriod('2026-11-03', 'day', 'en', 'long')).toBe('Tue, Nov 3, 2026');
    expect(formatPeriod('2026-11-01', 'week', 'en', 'long')).toBe('Nov 1, 2026');
    expect(formatPeriod('2026-11-01', 'month', 'en', 'long')).toBe('November 2026');
    expect(formatPeriod('2026-01-01', 'year', 'en')).toBe('2026');
  });

  it('keeps the site-local date whatever the browser zone', () => {
    expect(formatPeriod('2026-03-29', 'day', 'en')).toBe('Mar 29');
  });
});
