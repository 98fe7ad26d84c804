import { shiftCoversRoom, shiftLengthMinutes, shiftWorksOn, type SiteCalendar } from '@facility/projections';
import { addDays } from './time-filter.ts';

/**
 * Time saved (DOMAIN.md "Overview series"): for every room, local day and active shift of
 * the range, `max(0, planned rounds - actual cleaner arrivals) x cleaning minutes per
 * room`, where planned rounds = shift minutes / round interval (whole rounds). Only days
 * the site was in operation (anything recorded there) count: without data there is no
 * evidence that rounds were skipped rather than unrecorded. Pure.
 */
export interface TimeSavedInput {
  calendar: SiteCalendar;
  roundIntervalMinutes: number;
  cleaningMinutesPerRoom: number;
  /** The rooms the filter keeps. */
  roomIds: readonly string[];
  /** Local days, inclusive. */
  start: string;
  end: string;
  /** Only these shift numbers / weekdays (1 = Sunday), when given. */
  shifts?: readonly number[] | undefined;
  weekdays?: readonly number[] | undefined;
  /** Cleaner arrivals per `${roomId}|${localDate}|${shiftNumber}`. */
  arrivals: ReadonlyMap<string, number>;
  /** Local days on which the site recorded anything. */
  operatingDays: ReadonlySet<string>;
}

export const arrivalKey = (roomId: string, localDate: string, shiftNumber: number): string => `${roomId}|${localDate}|${shiftNumber}`;

/** Minutes saved per local day of the range (days without a working shift are absent). */
export function timeSavedByDay(input: TimeSavedInput): Map<string, number> {
  const byDay = new Map<string, number>();
  const shifts = input.calendar.shifts.filter((shift) => shift.active && (!input.shifts || input.shifts.includes(shift.shiftNumber)));
  for (let date = input.start; date <= input.end; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
    if (input.weekdays && !input.weekdays.includes(weekday)) continue;
    if (!input.operatingDays.has(date)) continue;
    for (const shift of shifts) {
      if (!shift.days.includes(weekday) || !shiftWorksOn(input.calendar, shift, date)) continue;
      const planned = Math.floor(shiftLengthMinutes(shift) / input.roundIntervalMinutes);
      for (const roomId of input.roomIds) {
        if (!shiftCoversRoom(shift, roomId)) continue;
        const actual = input.arrivals.get(arrivalKey(roomId, date, shift.shiftNumber)) ?? 0;
        const saved = Math.max(0, planned - actual) * input.cleaningMinutesPerRoom;
        byDay.set(date, (byDay.get(date) ?? 0) + saved);
      }
    }
  }
  return byDay;
}
