import type { SiteShift, TaskSchedule } from '@facility/contracts';
import { derivedEventId } from '../calls/derived-id.ts';
import { addDays, localClock, localDateOf, localTimeUtc } from '../calendar/site-time.ts';

/**
 * Task schedule maths (TaskSchedule in contracts/src/events/task.events.ts), pure: on which
 * site-local days a task comes due, at what time, and the occurrence each room gets then.
 * Times are the site's wall clock, turned into instants through site-time.ts, so a daily
 * 08:00 task stays at 08:00 across a DST change. The occurrence id derives from (task, room,
 * local date, HH:mm), so the task clock, the calendar and a QR page that lists today's
 * tasks before they come due all name the same occurrence.
 */

const MINUTE_MS = 60_000;
/** The longest gap between two dates of a schedule: a yearly task (plus a day either side for zones). */
const NEXT_DUE_HORIZON_DAYS = 370;

/** What the maths reads of a task. */
export interface ScheduledTask {
  taskId: string;
  roomIds: readonly string[];
  schedule: TaskSchedule;
  allowedMinutes: number;
}

/** What the maths reads of a site: its zone and its shifts (for a task per shift). */
export interface TaskSite {
  timezone: string;
  shifts: readonly Pick<SiteShift, 'shiftNumber' | 'start'>[];
}

/** One room's turn of a task, as the schedule plans it. */
export interface PlannedOccurrence {
  occurrenceId: string;
  taskId: string;
  roomId: string;
  /** Site-local date, yyyy-mm-dd. */
  localDate: string;
  /** Site-local time of day, HH:mm. */
  time: string;
  dueAt: Date;
  /** `dueAt + allowedMinutes`. */
  deadlineAt: Date;
}

/** The id every writer and reader of one room's occurrence derives. */
export const occurrenceId = (taskId: string, roomId: string, localDate: string, time: string): string =>
  derivedEventId(`task\u0000${taskId}\u0000${roomId}\u0000${localDate}\u0000${time}`, 'occurrence');

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The local time of day a task comes due: its `time`, else its shift's start, else midnight (an all-day task). */
export function dueTimeOf(schedule: Pick<TaskSchedule, 'time' | 'shiftNumber'>, site: TaskSite): string {
  if (schedule.time) return schedule.time;
  if (schedule.shiftNumber !== null) {
    const shift = site.shifts.find((candidate) => candidate.shiftNumber === schedule.shiftNumber);
    // A shift removed since falls back to the day's start: the task still comes due that day.
    if (shift) return shift.start;
  }
  return '00:00';
}

/** The number of days in the month of `date`. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether `day` of a month with `lastDay` days matches a month day (a day the month lacks falls on its last day). */
const matchesMonthDay = (monthDay: number, day: number, lastDay: number): boolean => Math.min(monthDay, lastDay) === day;

/** Whether the schedule falls on local `date` (ignoring its start and end dates). */
function fallsOn(schedule: TaskSchedule, date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [startYear, startMonth, startDay] = schedule.startDate.split('-').map(Number) as [number, number, number];
  const lastDay = daysInMonth(year, month);
  switch (schedule.repeat) {
    case 'once':
      return date === schedule.startDate;
    case 'daily':
      return true;
    case 'weekly':
      // weekDays count 0 = Sunday; getUTCDay of the date's UTC midnight is its weekday.
      return schedule.weekDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    case 'monthly':
      return schedule.monthDays.some((monthDay) => matchesMonthDay(monthDay, day, lastDay));
    case 'quarterly': {
      const monthsSinceStart = (year - startYear) * 12 + (month - startMonth);
      return monthsSinceStart % 3 === 0 && schedule.monthDays.some((monthDay) => matchesMonthDay(monthDay, day, lastDay));
    }
    case 'yearly':
      return month === startMonth && matchesMonthDay(startDay, day, lastDay);
  }
}

/** The local dates from `from` to `to` (inclusive) on which the schedule comes due, within its start and end dates. */
export function scheduleDates(schedule: TaskSchedule, from: string, to: string): string[] {
  const first = from > schedule.startDate ? from : schedule.startDate;
  const last = schedule.endDate !== null && schedule.endDate < to ? schedule.endDate : to;
  const dates: string[] = [];
  if (schedule.repeat === 'once') return first <= schedule.startDate && schedule.startDate <= last ? [schedule.startDate] : [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (fallsOn(schedule, date)) dates.push(date);
  }
  return dates;
}

/**
 * Every room's occurrence of the task on the local dates `from`..`to` (inclusive), by due
 * time and then in the task's room order.
 */
export function expandOccurrences(task: ScheduledTask, site: TaskSite, from: string, to: string): PlannedOccurrence[] {
  const time = dueTimeOf(task.schedule, site);
  const minute = minutesOf(time);
  const occurrences: PlannedOccurrence[] = [];
  for (const localDate of scheduleDates(task.schedule, from, to)) {
    const dueAt = localTimeUtc(localDate, minute, site.timezone);
    const deadlineAt = new Date(dueAt.getTime() + task.allowedMinutes * MINUTE_MS);
    for (const roomId of task.roomIds) {
      occurrences.push({ occurrenceId: occurrenceId(task.taskId, roomId, localDate, time), taskId: task.taskId, roomId, localDate, time, dueAt, deadlineAt });
    }
  }
  return occurrences;
}

/** The occurrences of the task that come due in `(after, until]` (instants), by due time. */
export function occurrencesDueBetween(task: ScheduledTask, site: TaskSite, after: Date, until: Date): PlannedOccurrence[] {
  if (until <= after) return [];
  // A local day either side of the window covers any zone's offset.
  const from = addDays(localDateOf(after, site.timezone), -1);
  const to = addDays(localDateOf(until, site.timezone), 1);
  return expandOccurrences(task, site, from, to).filter((occurrence) => occurrence.dueAt > after && occurrence.dueAt <= until);
}

/** The next instant after `now` at which the task comes due (in any of its rooms), or null when it never will again. */
export function nextDueAt(task: Pick<ScheduledTask, 'schedule'>, site: TaskSite, now: Date): Date | null {
  const minute = minutesOf(dueTimeOf(task.schedule, site));
  // A day before today covers the zone's offset; a schedule that has started comes due within a year.
  const yesterday = addDays(localDateOf(now, site.timezone), -1);
  const from = task.schedule.startDate > yesterday ? task.schedule.startDate : yesterday;
  for (const date of scheduleDates(task.schedule, from, addDays(from, NEXT_DUE_HORIZON_DAYS))) {
    const dueAt = localTimeUtc(date, minute, site.timezone);
    if (dueAt > now) return dueAt;
  }
  return null;
}

/** The local date and HH:mm of an instant: a manual task's occurrence is named by the minute it was given. */
export function localMinuteOf(instant: Date, timezone: string): { localDate: string; time: string } {
  const clock = localClock(instant.getTime(), timezone);
  return { localDate: clock.date, time: timeOf(clock.minute) };
}
