import type { PublicHoliday } from '@facility/contracts';

/**
 * Pure mapping from the offline holiday calendar (`date-holidays`) to what a site's
 * holiday list takes (spec §3 "Holiday": name, start, end): local calendar dates with an
 * inclusive end, names under 25 characters (spec §5), days off only.
 */

/** The fields of a `date-holidays` holiday this mapping reads. */
export interface CalendarHoliday {
  /** Local `YYYY-MM-DD hh:mm:ss`, with ` -0600` when it begins the evening before (Jewish holidays begin at sunset). */
  date: string;
  /** The first instant; the evening before for holidays that begin at sunset. */
  start: Date;
  /** The instant after the holiday (exclusive). */
  end: Date;
  name: string;
  /** public, bank, optional, school or observance. */
  type: string;
}

/** Calendar types that are days off for a workforce: public holidays, and bank holidays (Brazil's carnival). */
const DAY_OFF_TYPES = new Set(['public', 'bank']);

/** Holiday and off-day names are under 25 characters (spec §5); see site.calendar.ts. */
export const MAX_HOLIDAY_NAME = 24;

const DAY_MS = 86_400_000;

/** `date` plus `days` calendar days, as `YYYY-MM-DD` (date-only arithmetic in UTC, no time zone involved). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The holiday's local days, `end` inclusive. The day is the one its `date` names (not the
 * evening it starts on); its length is the whole days between start and end, rounded so
 * that a 23- or 25-hour day across a clock change still counts one, and at least one.
 */
export function holidayDays(holiday: Pick<CalendarHoliday, 'date' | 'start' | 'end'>): { start: string; end: string } {
  const start = holiday.date.slice(0, 10);
  const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
  return { start, end: addDays(start, days - 1) };
}

/**
 * A name cut to under 25 characters: at the last word break that keeps at least half of
 * the limit, else at the limit. Spaces are collapsed first; cuts never split a UTF-16 pair.
 */
export function shortenHolidayName(name: string, max = MAX_HOLIDAY_NAME): string {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  let short = space >= max / 2 ? cut.slice(0, space) : text.slice(0, max);
  // A lone high surrogate at the end would be half a character.
  if (/[\uD800-\uDBFF]$/.test(short)) short = short.slice(0, -1);
  // A parenthesis the cut left open goes, with what it held: "Day of Atonement (Yom" reads
  // better as "Day of Atonement".
  const open = short.lastIndexOf('(');
  if (open > 0 && short.indexOf(')', open) === -1) short = short.slice(0, open);
  // Nor does a cut end on a separator.
  return short.replace(/[\s,;:/–-]+$/u, '');
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The days-off holidays of a calendar, by start date then name; two entries with the same
 * dates and (shortened) name, such as a rule listed twice, count once.
 */
export function toPublicHolidays(holidays: readonly CalendarHoliday[]): PublicHoliday[] {
  const seen = new Set<string>();
  const result: PublicHoliday[] = [];
  for (const holiday of holidays) {
    if (!DAY_OFF_TYPES.has(holiday.type)) continue;
    const name = shortenHolidayName(holiday.name);
    if (name === '') continue;
    const entry = { name, ...holidayDays(holiday) };
    const key = `${entry.start}\u0000${entry.end}\u0000${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(entry);
  }
  return result.sort((a, b) => compare(a.start, b.start) || compare(a.end, b.end) || compare(a.name, b.name));
}
