import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../domain/errors.ts';
import { refusePastEntries } from './site.past-dates.ts';

const today = '2026-06-15';
const offDay = (date: string, name = 'Day off') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { name, year, month, day };
};
const holiday = (start: string, end: string, name = 'Holiday', shiftIds: number[] = []) => ({ name, start, end, shiftIds });
const nothingHeld = { offDays: [], holidays: [] };

/** The field the rule names, or null when it lets the lists through. */
function refused(...args: Parameters<typeof refusePastEntries>): string | null {
  try {
    refusePastEntries(...args);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    expect(error.message).toMatch(/is in the past/);
    return error.field;
  }
}

describe('refusePastEntries (spec §5 past-date check)', () => {
  it('takes new entries from the site’s today on', () => {
    expect(refused({ offDays: [offDay('2026-06-15'), offDay('2027-01-01')], holidays: [holiday('2026-06-15', '2026-06-15')] }, nothingHeld, today)).toBeNull();
  });

  it('refuses a new off-day before today, naming its day in the request’s order', () => {
    const wanted = { offDays: [offDay('2026-07-01'), offDay('2026-06-20'), offDay('2026-08-01'), offDay('2026-06-14')] };
    expect(refused(wanted, nothingHeld, today)).toBe('offDays/3/day');
  });

  it('refuses a new holiday that ended before today, naming its end', () => {
    const wanted = { offDays: [], holidays: [holiday('2026-07-01', '2026-07-02'), holiday('2026-09-01', '2026-09-01'), holiday('2026-06-10', '2026-06-14')] };
    expect(refused(wanted, nothingHeld, today)).toBe('holidays/2/end');
  });

  it('takes a new holiday that began before today and has not ended', () => {
    expect(refused({ offDays: [], holidays: [holiday('2026-06-10', '2026-06-15')] }, nothingHeld, today)).toBeNull();
  });

  it('keeps past entries the site already holds, renamed or with other shifts', () => {
    const held = { offDays: [offDay('2026-01-01', 'New Year')], holidays: [holiday('2026-04-02', '2026-04-08', 'Passover')] };
    const wanted = { offDays: [offDay('2026-01-01', 'New Year’s Day')], holidays: [holiday('2026-04-02', '2026-04-08', 'Pesach', [1])] };
    expect(refused(wanted, held, today)).toBeNull();
    // Removing them is fine too.
    expect(refused({ offDays: [], holidays: [] }, held, today)).toBeNull();
  });

  it('treats a held entry moved to another past date as new', () => {
    const held = { offDays: [offDay('2026-01-01')], holidays: [holiday('2026-04-02', '2026-04-08')] };
    expect(refused({ offDays: [offDay('2026-01-02')] }, held, today)).toBe('offDays/0/day');
    expect(refused({ offDays: [], holidays: [holiday('2026-04-02', '2026-04-09')] }, held, today)).toBe('holidays/0/end');
  });

  it('leaves the holidays alone when the request has none', () => {
    expect(refused({ offDays: [], holidays: undefined }, nothingHeld, today)).toBeNull();
  });
});
