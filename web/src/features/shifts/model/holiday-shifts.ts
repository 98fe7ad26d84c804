import type { SiteHoliday, SiteShift } from '@facility/contracts';

/**
 * How the site's holidays relate to its shifts. A holiday names shifts by number (empty:
 * every shift). The server checks those numbers when holidays are saved, not when shifts
 * are: a removed or renumbered shift leaves its holidays pointing at nothing, and the site
 * page's next holiday save is refused until they are fixed. The screen warns before that.
 */

export type HolidayShifts = { all: true } | { all: false; shifts: SiteShift[]; missing: number[] };

/** The shifts a holiday names, and the numbers it names that no shift has. */
export function holidayShifts(holiday: Pick<SiteHoliday, 'shiftIds'>, shifts: readonly SiteShift[]): HolidayShifts {
  if (holiday.shiftIds.length === 0) return { all: true };
  const named = holiday.shiftIds.map((id) => ({ id, shift: shifts.find((shift) => shift.shiftNumber === id) }));
  return {
    all: false,
    shifts: named.flatMap(({ shift }) => (shift ? [shift] : [])),
    missing: named.filter(({ shift }) => !shift).map(({ id }) => id),
  };
}

/** The holidays that name shift `shiftNumber` itself (not those for every shift). */
export const holidaysNaming = (holidays: readonly SiteHoliday[], shiftNumber: number): SiteHoliday[] =>
  holidays.filter((holiday) => holiday.shiftIds.includes(shiftNumber));
