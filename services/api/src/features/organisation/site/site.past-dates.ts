import type { SiteHoliday, SiteOffDay } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import type { HolidayInput, OffDayInput } from './site.commands.ts';

/**
 * Spec §5 "A past-date check exists": a site takes no NEW off-day or holiday that is over
 * before the site's today (its own time zone). Entries the site already holds may stay,
 * even once past, so saving a calendar never forces history out of it; they may also be
 * removed. An entry counts as held when the site has one on the same dates (an off-day on
 * that date, a holiday with that start and end): renaming it, or changing its shifts, is
 * an edit, while moving it is a new entry. A holiday that began before today but has not
 * ended yet is not past.
 *
 * Runs after the format rules (site.calendar.ts), so dates here are real dates.
 */

const pad = (value: number): string => String(value).padStart(2, '0');
const offDayDate = ({ year, month, day }: Pick<SiteOffDay, 'year' | 'month' | 'day'>): string => `${year}-${pad(month)}-${pad(day)}`;

/**
 * Throws a ValidationError naming the first new entry over before `today` (site-local
 * `YYYY-MM-DD`): `offDays/3/day` or `holidays/2/end`, paths into the request's lists.
 */
export function refusePastEntries(
  wanted: { offDays: readonly OffDayInput[]; holidays?: readonly HolidayInput[] | undefined },
  held: { offDays: readonly SiteOffDay[]; holidays: readonly SiteHoliday[] },
  today: string,
): void {
  const heldOffDays = new Set(held.offDays.map(offDayDate));
  wanted.offDays.forEach((offDay, index) => {
    const date = offDayDate(offDay);
    if (date < today && !heldOffDays.has(date)) throw new ValidationError(`offDays/${index}/day`, `is in the past (${date}; the site's today is ${today})`);
  });
  const heldHolidays = new Set(held.holidays.map((holiday) => `${holiday.start}/${holiday.end}`));
  wanted.holidays?.forEach((holiday, index) => {
    if (holiday.end < today && !heldHolidays.has(`${holiday.start}/${holiday.end}`)) {
      throw new ValidationError(`holidays/${index}/end`, `is in the past (${holiday.end}; the site's today is ${today})`);
    }
  });
}
