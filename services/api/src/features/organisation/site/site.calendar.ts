import type { SiteHoliday, SiteOffDay, SiteShift } from '@facility/contracts';
import { ValidationError } from '../../../domain/errors.ts';
import { trimText } from '../../../domain/trim-text.ts';
import type { HolidayInput, OffDayInput } from './site.commands.ts';
import { integer, isCalendarDate, isoDate } from './site.validation.ts';

/**
 * Pure rules for a site's holidays and off-days. Both are site-local calendar dates;
 * their names are under 25 characters (spec §5; we take the stricter of its two readings).
 */

const MAX_NAME = 24;

/** Code-unit order: the same on every machine, unlike `localeCompare`. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function calendarName(field: string, value: string): string {
  const name = typeof value === 'string' ? trimText(value) : '';
  if (name.length === 0) throw new ValidationError(field, 'must not be empty');
  if (name.length > MAX_NAME) throw new ValidationError(field, 'must be under 25 characters');
  return name;
}

/**
 * Checks holidays against the site's current shifts (a holiday's `shiftIds` must name
 * existing shift numbers) and returns them sorted by start, end, then name, with
 * `shiftIds` sorted.
 */
export function validateHolidays(inputs: HolidayInput[], shifts: SiteShift[]): SiteHoliday[] {
  if (!Array.isArray(inputs)) throw new ValidationError('holidays', 'must be a list of holidays');
  const shiftNumbers = new Set(shifts.map((shift) => shift.shiftNumber));
  const holidays = inputs.map((input, index): SiteHoliday => {
    const path = `holidays/${index}`;
    const name = calendarName(`${path}/name`, input.name);
    const start = isoDate(`${path}/start`, input.start);
    const end = isoDate(`${path}/end`, input.end);
    // ISO dates compare correctly as text.
    if (end < start) throw new ValidationError(`${path}/end`, 'must not be before start');
    if (!Array.isArray(input.shiftIds)) throw new ValidationError(`${path}/shiftIds`, 'must be a list of shift numbers');
    const shiftIds = new Set<number>();
    input.shiftIds.forEach((shiftId, s) => {
      const field = `${path}/shiftIds/${s}`;
      integer(field, shiftId, 1);
      if (!shiftNumbers.has(shiftId)) throw new ValidationError(field, `names no shift of this site (${shiftId})`);
      if (shiftIds.has(shiftId)) throw new ValidationError(field, 'is listed twice');
      shiftIds.add(shiftId);
    });
    return { name, start, end, shiftIds: [...shiftIds].sort((a, b) => a - b) };
  });
  return holidays.sort((a, b) => compare(a.start, b.start) || compare(a.end, b.end) || compare(a.name, b.name));
}

const dateKey = (offDay: SiteOffDay): number => offDay.year * 10_000 + offDay.month * 100 + offDay.day;

/** Checks off-days (real calendar dates, one per date) and returns them sorted by date. */
export function validateOffDays(inputs: OffDayInput[]): SiteOffDay[] {
  if (!Array.isArray(inputs)) throw new ValidationError('offDays', 'must be a list of off-days');
  const seen = new Map<number, number>();
  const offDays = inputs.map((input, index): SiteOffDay => {
    const path = `offDays/${index}`;
    const offDay = {
      name: calendarName(`${path}/name`, input.name),
      year: integer(`${path}/year`, input.year, 1970, 2100),
      month: integer(`${path}/month`, input.month, 1, 12),
      day: integer(`${path}/day`, input.day, 1, 31),
    };
    if (!isCalendarDate(offDay.year, offDay.month, offDay.day)) {
      throw new ValidationError(`${path}/day`, `is not a day of ${offDay.year}-${String(offDay.month).padStart(2, '0')}`);
    }
    const other = seen.get(dateKey(offDay));
    if (other !== undefined) throw new ValidationError(`${path}/day`, `is already an off-day (offDays/${other})`);
    seen.set(dateKey(offDay), index);
    return offDay;
  });
  return offDays.sort((a, b) => dateKey(a) - dateKey(b));
}
