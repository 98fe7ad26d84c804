import { minutesOfDay } from './shift-overlap.ts';

/**
 * Words and times of the shifts screen from Intl, in the reader's language: weekday names
 * (the week starts on Sunday, day 1, as spec §9 numbers it) and wall-clock times. Shift
 * times are site-local wall-clock values, so they are formatted as UTC to avoid any shift.
 */

/** The weekday numbers in the order the screen lists them: Sunday (1) to Saturday (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The spec's default step of time slots (§9 "time slots in 15-minute steps"). */
export const TIME_STEP_MINUTES = 15;

// 2023-01-01 was a Sunday: day n of the week is 2023-01-n.
const dayDate = (day: number): Date => new Date(Date.UTC(2023, 0, day));

/** Weekday names for days 1 (Sunday) to 7, index 0 being Sunday. */
export function weekdayNames(language: string, width: 'long' | 'short' | 'narrow' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  return WEEKDAYS.map((day) => format.format(dayDate(day)));
}

/**
 * Names short enough for a card's row of seven chips: the short names when they are short
 * (Sun, пн, dom.), else the narrow ones when those still tell every day apart (Hebrew's
 * א׳..ש׳), else the short ones anyway (Polish narrow names repeat letters).
 */
export function compactWeekdayNames(language: string): string[] {
  const short = weekdayNames(language, 'short');
  if (Math.max(...short.map((name) => name.length)) <= 4) return short;
  const narrow = weekdayNames(language, 'narrow');
  return new Set(narrow).size === narrow.length ? narrow : short;
}

/** One weekday's name (1 = Sunday); a number out of range is shown as it is. */
export const weekdayName = (language: string, day: number, width: 'long' | 'short' = 'long'): string => weekdayNames(language, width)[day - 1] ?? String(day);

/** An `HH:mm` time as the language writes clock times (`6:00 AM`, `06:00`); anything else as given. */
export function formatClock(time: string, language: string): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 1, 0, minutes)));
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The times a start or end can be chosen from: every `step` minutes of the day, plus `current` when it is off that grid. */
export function timeSlots(step = TIME_STEP_MINUTES, current = ''): string[] {
  const slots: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += step) slots.push(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
  if (minutesOfDay(current) !== null && !slots.includes(current)) {
    slots.push(current);
    slots.sort();
  }
  return slots;
}

/** Days as the card shows them: sorted, without repeats or numbers outside 1..7. */
export const sortedDays = (days: readonly number[]): number[] => [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);

/** Hours and minutes of a length in minutes (for "8 h 30 min"). */
export const hoursAndMinutes = (minutes: number): { hours: number; minutes: number } => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** A shift's length in the language's short units ("8 hr 30 min", "8 ч 30 мин"); whole hours without minutes. */
export function formatLength(minutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = hoursAndMinutes(minutes);
  if (parts.hours === 0) return unit(parts.minutes, 'minute');
  return parts.minutes === 0 ? unit(parts.hours, 'hour') : `${unit(parts.hours, 'hour')} ${unit(parts.minutes, 'minute')}`;
}
