import { describe, expect, it } from 'vitest';
import { EMPTY_EXTRA, type ExtraFilter } from '../../../stores/filter-rules.ts';
import { activeFilterCount, formatPeriodRange, periodSummary, scopeSummary } from './filter-summary.ts';

const extra = (fields: Partial<ExtraFilter>): ExtraFilter => ({ ...EMPTY_EXTRA, ...fields });

describe('periodSummary', () => {
  it('names a preset by its time type', () => {
    expect(periodSummary('last_week', { timeFrom: '2026-11-16', timeTo: '2026-11-22' })).toEqual({ kind: 'preset', timeType: 'last_week' });
  });

  it('shows a custom period as its dates', () => {
    expect(periodSummary('custom_time', { timeFrom: '2026-11-01', timeTo: '2026-11-10' })).toEqual({ kind: 'range', range: { timeFrom: '2026-11-01', timeTo: '2026-11-10' } });
  });
});

describe('scopeSummary', () => {
  it('covers the whole site when nothing narrows the rooms', () => {
    expect(scopeSummary(EMPTY_EXTRA, 27, 'full')).toEqual({ kind: 'allRooms', count: 27 });
  });

  it('names one chosen room and counts several', () => {
    expect(scopeSummary(extra({ rooms: ['r1'] }), 27, 'full')).toEqual({ kind: 'room', roomId: 'r1' });
    expect(scopeSummary(extra({ rooms: ['r1', 'r2', 'r3'] }), 27, 'full')).toEqual({ kind: 'rooms', count: 3 });
  });

  it('prefers chosen rooms over their building', () => {
    expect(scopeSummary(extra({ building: ['Round Tower'], rooms: ['r1', 'r2'] }), 27, 'full')).toEqual({ kind: 'rooms', count: 2 });
  });

  it('names one building with its floors and counts several buildings', () => {
    expect(scopeSummary(extra({ building: ['Round Tower'], floor: [10, 11] }), 27, 'full')).toEqual({ kind: 'building', building: 'Round Tower', floors: [10, 11] });
    expect(scopeSummary(extra({ building: ['Round Tower'] }), 27, 'full')).toEqual({ kind: 'building', building: 'Round Tower', floors: null });
    expect(scopeSummary(extra({ building: ['Round Tower', 'Square Tower'] }), 27, 'full')).toEqual({ kind: 'buildings', count: 2 });
  });

  it('ignores room choices on screens whose panel does not offer them', () => {
    expect(scopeSummary(extra({ building: ['Round Tower'] }), 27, undefined)).toEqual({ kind: 'allRooms', count: 27 });
  });

  it('has no scope on a room screen, which is about its one room', () => {
    expect(scopeSummary(extra({ rooms: ['r1'] }), 27, 'shiftDays')).toBeNull();
  });
});

describe('activeFilterCount', () => {
  it('is zero with nothing chosen', () => {
    expect(activeFilterCount(EMPTY_EXTRA, 'full')).toBe(0);
  });

  it('counts each field that is on, the chart hour included', () => {
    expect(activeFilterCount(extra({ building: ['Round Tower'], floor: [10], gender: ['female'], hour: 9 }), 'full')).toBe(4);
  });

  it('counts only the fields the panel offers', () => {
    const chosen = extra({ rooms: ['r1'], shift: [1], days: [0, 6] });
    expect(activeFilterCount(chosen, 'shiftDays')).toBe(2);
    expect(activeFilterCount(chosen, undefined)).toBe(0);
  });
});

describe('formatPeriodRange', () => {
  // Intl puts thin spaces around the dash; compare the words.
  const en = (range: { timeFrom: string; timeTo: string }) => formatPeriodRange(range, 'en').replace(/\s/gu, ' ');

  it('shares the month and leaves out the year within one year', () => {
    expect(en({ timeFrom: '2026-11-01', timeTo: '2026-11-10' })).toBe('Nov 1 – 10');
    expect(en({ timeFrom: '2026-10-25', timeTo: '2026-11-24' })).toBe('Oct 25 – Nov 24');
  });

  it('shows the years of a range that crosses one', () => {
    expect(en({ timeFrom: '2025-12-20', timeTo: '2026-01-05' })).toBe('Dec 20, 2025 – Jan 5, 2026');
  });

  it('follows the language', () => {
    expect(formatPeriodRange({ timeFrom: '2026-11-01', timeTo: '2026-11-10' }, 'he')).not.toBe(formatPeriodRange({ timeFrom: '2026-11-01', timeTo: '2026-11-10' }, 'en'));
  });
});
