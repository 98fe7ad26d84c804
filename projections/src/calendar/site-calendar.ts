import type { SiteHoliday, SiteOffDay, SiteShift } from '@facility/contracts';
import { addDays, localClock } from './site-time.ts';

/**
 * A site's working calendar as the log states it: its zone, shifts, holidays and
 * off-days. Pure functions answer "which shift was on at this instant, and on which
 * local day did it start" (shift times are site-local wall-clock times; a shift whose end
 * is at or before its start crosses midnight and belongs to the day it starts on).
 */
export interface SiteCalendar {
  timezone: string;
  shifts: SiteShift[];
  holidays: SiteHoliday[];
  offDays: SiteOffDay[];
}

export interface ShiftSlot {
  shift: SiteShift;
  /** The local date the shift started on (the day before, after midnight in a night shift). */
  date: string;
  /** That date's weekday, 1 = Sunday. */
  weekday: number;
}

const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A shift's length in minutes; one that ends at or before its start ends the next day. */
export function shiftLengthMinutes(shift: Pick<SiteShift, 'start' | 'end'>): number {
  const start = minutesOf(shift.start);
  const end = minutesOf(shift.end);
  return end > start ? end - start : end + DAY_MINUTES - start;
}

/** Whether the shift works on local `date`: not an off-day, and not a holiday listing the shift. */
export function shiftWorksOn(calendar: SiteCalendar, shift: SiteShift, date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  if (calendar.offDays.some((off) => off.year === year && off.month === month && off.day === day)) return false;
  return !calendar.holidays.some(
    (holiday) => holiday.start <= date && date <= holiday.end && (holiday.shiftIds.length === 0 || holiday.shiftIds.includes(shift.shiftNumber)),
  );
}

/** Whether the shift covers the room (a shift without rooms covers the whole site). */
export const shiftCoversRoom = (shift: SiteShift, roomId: string | undefined): boolean =>
  roomId === undefined || shift.roomIds.length === 0 || shift.roomIds.includes(roomId);

/** The active shift working at `instant` (for `roomId`, if given), or null outside every shift. */
export function shiftAt(calendar: SiteCalendar, instant: number, roomId?: string): ShiftSlot | null {
  const clock = localClock(instant, calendar.timezone);
  for (const shift of calendar.shifts) {
    if (!shift.active || !shiftCoversRoom(shift, roomId)) continue;
    const start = minutesOf(shift.start);
    const end = start + shiftLengthMinutes(shift);
    let slot: ShiftSlot | null = null;
    if (clock.minute >= start && clock.minute < end && shift.days.includes(clock.weekday)) {
      slot = { shift, date: clock.date, weekday: clock.weekday };
    } else if (end > DAY_MINUTES && clock.minute < end - DAY_MINUTES) {
      const weekday = clock.weekday === 1 ? 7 : clock.weekday - 1;
      if (shift.days.includes(weekday)) slot = { shift, date: addDays(clock.date, -1), weekday };
    }
    if (slot && shiftWorksOn(calendar, shift, slot.date)) return slot;
  }
  return null;
}

/** The local date an instant counts for: the shift's start date inside a shift, else the calendar date. */
export function bucketDateOf(calendar: SiteCalendar, instant: number, roomId?: string): { date: string; weekday: number; shiftNumber: number } {
  const slot = shiftAt(calendar, instant, roomId);
  if (slot) return { date: slot.date, weekday: slot.weekday, shiftNumber: slot.shift.shiftNumber };
  const clock = localClock(instant, calendar.timezone);
  return { date: clock.date, weekday: clock.weekday, shiftNumber: 0 };
}
