import { bucketDateOf, localClock, type SiteCalendar } from '@facility/projections';

/**
 * How an hour of the hourly read models is placed in a site's calendar, by the same rules
 * as the day-and-shift counters, so hour-of-day figures agree with the period figures. Pure.
 */

/** Where an hour of the hourly read models falls in the site's calendar. */
export interface HourPlace {
  /** The site-local day it counts for: a night shift's hours after midnight count for the day the shift started. */
  date: string;
  /** Weekday of `date`, 1 = Sunday. */
  weekday: number;
  /** The shift working at the hour's start; 0 outside every shift. */
  shiftNumber: number;
  /** Site-local hour of day of the hour's start, 0..23. */
  hour: number;
}

/**
 * Places an hour (UTC start, epoch ms) the way the day-and-shift counters place its
 * events, so the hourly figures and the table agree. The shift is the one working at the
 * hour's start: exact for shifts on whole hours (a shift starting 06:30 takes the hour
 * from 07:00), and in zones with a fractional offset the hour of day is the one the hour
 * starts in.
 */
export function placeHour(calendar: SiteCalendar, hourStart: number, roomId?: string): HourPlace {
  const bucket = bucketDateOf(calendar, hourStart, roomId);
  return { date: bucket.date, weekday: bucket.weekday, shiftNumber: bucket.shiftNumber, hour: Math.floor(localClock(hourStart, calendar.timezone).minute / 60) };
}

/** The site-local days, shifts and weekdays a request selects (absent shift and weekday lists select all). */
export interface CalendarSelection {
  /** First and last site-local day, inclusive. */
  start: string;
  end: string;
  shifts?: readonly number[] | undefined;
  weekdays?: readonly number[] | undefined;
}

/** Whether a placed hour is selected, by the same rules as `shiftCounterConditions` on the day-and-shift counters. */
export function isSelected(place: HourPlace, selection: CalendarSelection): boolean {
  return (
    place.date >= selection.start &&
    place.date <= selection.end &&
    (!selection.shifts || selection.shifts.includes(place.shiftNumber)) &&
    (!selection.weekdays || selection.weekdays.includes(place.weekday))
  );
}

/**
 * Whether hours must be placed per room: only a shift limited to some rooms makes the
 * same hour fall in different shifts (or days) for different rooms. Given the rooms asked
 * about, a shift that names every one of them places an hour alike for all: a site-wide
 * shift that lists all the site's rooms, as the demo's do. That spares reading and placing
 * each room's hours (rooms x hours rows instead of hours).
 */
export function placesPerRoom(calendar: SiteCalendar, roomIds?: readonly string[]): boolean {
  return calendar.shifts.some((shift) => {
    if (!shift.active || shift.roomIds.length === 0) return false;
    if (!roomIds) return true;
    const covered = new Set(shift.roomIds);
    return roomIds.some((roomId) => !covered.has(roomId));
  });
}
