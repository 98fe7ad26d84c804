import type { OffDaysBody, SiteHoliday, SiteOffDay } from '@facility/contracts';
import { isoDate, MAX_CALENDAR_NAME, maxLength, required, type RuleKey } from '../../../components/form/field-rules.ts';
import type { FormRules } from '../../../components/form/use-form.ts';
import { ownRule } from './number-rules.ts';

/**
 * A site's holidays and off-days as editable rows (spec §3 "Holiday": name, start, end,
 * shiftIds; off-days: name and a date). Rows are sent in the order shown, so the server's
 * 400 pointer (`offDays/2/day`) names the row on screen. A row remembers the dates it was
 * saved with: the server refuses new entries over before the site's today, and moving an
 * entry makes it new (site.past-dates.ts on the server); a holiday under way is not past.
 */
export interface HolidayRow {
  key: string;
  name: string;
  start: string;
  end: string;
  /** Shift numbers; empty is every shift. */
  shiftIds: number[];
  /** The saved dates, or null for a row not saved yet. */
  saved: { start: string; end: string } | null;
  /** Added by "Import public holidays", for the admin to review. */
  imported: boolean;
}

export interface OffDayRow {
  key: string;
  name: string;
  date: string;
  savedDate: string | null;
}

export interface CalendarValues {
  holidays: HolidayRow[];
  offDays: OffDayRow[];
}

/** A public holiday as `GET /api/site/publicHolidays` answers it. */
export interface PublicHoliday {
  name: string;
  start: string;
  end: string;
}

let lastKey = 0;
/** Rows need a React key that survives reordering and removal; indexes do not. */
const rowKey = (): string => `row-${++lastKey}`;

const pad = (value: number): string => String(value).padStart(2, '0');
export const offDayDate = ({ year, month, day }: SiteOffDay): string => `${year}-${pad(month)}-${pad(day)}`;

export function calendarToForm({ holidays, offDays }: { holidays: readonly SiteHoliday[]; offDays: readonly SiteOffDay[] }): CalendarValues {
  return {
    holidays: holidays.map((holiday) => ({ key: rowKey(), name: holiday.name, start: holiday.start, end: holiday.end, shiftIds: [...holiday.shiftIds], saved: { start: holiday.start, end: holiday.end }, imported: false })),
    offDays: offDays.map((offDay) => ({ key: rowKey(), name: offDay.name, date: offDayDate(offDay), savedDate: offDayDate(offDay) })),
  };
}

export const newHoliday = (date: string): HolidayRow => ({ key: rowKey(), name: '', start: date, end: date, shiftIds: [], saved: null, imported: false });
export const newOffDay = (date: string): OffDayRow => ({ key: rowKey(), name: '', date, savedDate: null });

/** `PUT /api/site/offdays/{id}`: both lists in the order shown, names trimmed. Only called once the rules pass. */
export function calendarBody(values: CalendarValues): Required<OffDaysBody> {
  return {
    holidays: values.holidays.map((row) => ({ name: row.name.trim(), start: row.start, end: row.end, shiftIds: [...row.shiftIds].sort((a, b) => a - b) })),
    offDays: values.offDays.map((row) => {
      const [year, month, day] = row.date.split('-').map(Number);
      return { name: row.name.trim(), year: year ?? 0, month: month ?? 0, day: day ?? 0 };
    }),
  };
}

const nameRule = (name: string): RuleKey | null => required(name) ?? maxLength(MAX_CALENDAR_NAME)(name);

/** An off-day the server would take as a new entry in the past. */
const newOffDayInPast = (row: OffDayRow, today: string): boolean => row.date < today && row.date !== row.savedDate;
/** A holiday over before today whose dates are not the ones it was saved with. */
const newHolidayInPast = (row: HolidayRow, today: string): boolean => row.end < today && (row.saved === null || row.saved.start !== row.start || row.saved.end !== row.end);

/**
 * The rows' rules, keyed by the server's pointers: names present and under 25 characters,
 * real dates, an end not before its start, no new entry over before `today` (the site's
 * today), one off-day per date.
 */
export const calendarRules =
  (today: string): FormRules<CalendarValues> =>
  (values) => {
    const failing: Record<string, RuleKey | null> = {};
    values.holidays.forEach((row, index) => {
      const path = `holidays/${index}`;
      failing[`${path}/name`] = nameRule(row.name);
      failing[`${path}/start`] = isoDate(row.start);
      failing[`${path}/end`] =
        isoDate(row.end) ?? (isoDate(row.start) === null && row.end < row.start ? ownRule('endBeforeStart') : newHolidayInPast(row, today) ? 'rules.pastDate' : null);
    });
    const seen = new Set<string>();
    values.offDays.forEach((row, index) => {
      const path = `offDays/${index}`;
      failing[`${path}/name`] = nameRule(row.name);
      failing[`${path}/day`] = isoDate(row.date) ?? (newOffDayInPast(row, today) ? 'rules.pastDate' : seen.has(row.date) ? ownRule('duplicateDate') : null);
      seen.add(row.date);
    });
    return failing;
  };

/**
 * A name cut to the limit (public holiday names can be longer): at the last word break
 * that keeps most of it, else at the limit. The admin sees it before saving.
 */
export function shortenName(name: string, max = MAX_CALENDAR_NAME): string {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space >= max / 2 ? cut.slice(0, space) : text.slice(0, max)).trim();
}

export interface MergeResult {
  values: CalendarValues;
  added: number;
  /** Public holidays on dates a holiday or an off-day already covers. */
  alreadyThere: number;
  /** Public holidays already over (the server takes no new entries in the past). */
  past: number;
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }): boolean => a.start <= b.end && b.start <= a.end;

/**
 * Adds a country's public holidays to the holiday rows for every shift, skipping those on
 * dates already there (a holiday overlapping it or an off-day inside it) and those already
 * over, then sorts the holidays by start so the new rows sit among the others.
 */
export function mergePublicHolidays(values: CalendarValues, publicHolidays: readonly PublicHoliday[], today: string): MergeResult {
  const holidays = [...values.holidays];
  let added = 0;
  let alreadyThere = 0;
  let past = 0;
  for (const entry of publicHolidays) {
    if (isoDate(entry.start) !== null || isoDate(entry.end) !== null) continue;
    const range = { start: entry.start, end: entry.end < entry.start ? entry.start : entry.end };
    const taken = holidays.some((row) => overlaps(row, range)) || values.offDays.some((row) => range.start <= row.date && row.date <= range.end);
    if (taken) alreadyThere += 1;
    else if (range.end < today) past += 1;
    else {
      holidays.push({ key: rowKey(), name: shortenName(entry.name), ...range, shiftIds: [], saved: null, imported: true });
      added += 1;
    }
  }
  holidays.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return { values: { ...values, holidays }, added, alreadyThere, past };
}
