import { TASK_TITLE_MAX, type TaskSchedule, type UpdateTaskBody } from '@facility/contracts';
import { dueTimeOf, isLocalDate, localDateOf, localTimeUtc, type TaskSite } from '@facility/projections';
import { ValidationError } from '../../domain/errors.ts';
import { trimText } from '../../domain/trim-text.ts';

/**
 * The task rules, pure: fields are named as the body names them (`schedule/weekDays`,
 * `roomIds/2`); the routes put them under `body/`. What needs the read model (the site's
 * rooms and shifts) comes in as plain sets.
 */

/** A body's schedule: the optional fields may be left out. */
export type ScheduleInput = NonNullable<UpdateTaskBody['schedule']>;

/** A title trimmed, 1..100 characters. */
export function taskTitle(value: string): string {
  const title = trimText(value);
  if (title === '') throw new ValidationError('title', 'title is required');
  if ([...title].length > TASK_TITLE_MAX) throw new ValidationError('title', `title must be at most ${TASK_TITLE_MAX} characters`);
  return title;
}

/** A free text trimmed (call to action, task category). */
export const trimmedText = (value: string | undefined): string => trimText(value ?? '');

/**
 * The schedule with its left-out fields filled in and its lists sorted, checked: real
 * dates in order, week days for a weekly task, month days for a monthly or quarterly one,
 * and a shift the site has.
 */
export function taskSchedule(input: ScheduleInput, shiftNumbers: ReadonlySet<number>): TaskSchedule {
  const schedule: TaskSchedule = {
    repeat: input.repeat,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    weekDays: [...new Set(input.weekDays ?? [])].sort((a, b) => a - b),
    monthDays: [...new Set(input.monthDays ?? [])].sort((a, b) => a - b),
    time: input.time ?? null,
    shiftNumber: input.shiftNumber ?? null,
  };
  if (!isLocalDate(schedule.startDate)) throw new ValidationError('schedule/startDate', 'must be a calendar date');
  if (schedule.endDate !== null) {
    if (!isLocalDate(schedule.endDate)) throw new ValidationError('schedule/endDate', 'must be a calendar date');
    if (schedule.endDate < schedule.startDate) throw new ValidationError('schedule/endDate', 'must not be before the start date');
  }
  if (schedule.repeat === 'weekly' && schedule.weekDays.length === 0) throw new ValidationError('schedule/weekDays', 'a weekly task needs at least one week day');
  if ((schedule.repeat === 'monthly' || schedule.repeat === 'quarterly') && schedule.monthDays.length === 0) {
    throw new ValidationError('schedule/monthDays', `a ${schedule.repeat} task needs at least one day of the month`);
  }
  if (schedule.shiftNumber !== null && !shiftNumbers.has(schedule.shiftNumber)) throw new ValidationError('schedule/shiftNumber', 'is not a shift of this site');
  return schedule;
}

/** The parts of a schedule that fix when a one-time task comes due. */
const sameMoment = (a: TaskSchedule, b: TaskSchedule): boolean =>
  a.repeat === b.repeat && a.startDate === b.startDate && a.time === b.time && a.shiftNumber === b.shiftNumber;

/**
 * A one-time task must still be ahead: once its moment (its date at its time, its shift's
 * start, or the day's start for an all-day task, on the site's clock) has passed, the task
 * clock never makes it due and it would stay "active, not planned" for ever. Checked when
 * the command is given, never on replay: a once-task of last week stays valid in the log.
 * On a change, `before` is the task's schedule: a moment left as it was (a title edited on
 * a task that already ran) is not checked again. A repeating task whose start is past just
 * starts from now, so only `once` is checked. The field named is the one to change: the
 * date when it is an earlier day, else the time or the shift; an all-day task of today
 * names the date (today has begun).
 */
export function onceTaskAhead(schedule: TaskSchedule, site: TaskSite, now: Date, before: TaskSchedule | null = null): void {
  if (schedule.repeat !== 'once' || (before !== null && sameMoment(schedule, before))) return;
  const time = dueTimeOf(schedule, site);
  const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  if (localTimeUtc(schedule.startDate, minute, site.timezone) > now) return;
  const field =
    schedule.startDate < localDateOf(now, site.timezone)
      ? 'schedule/startDate'
      : schedule.time !== null
        ? 'schedule/time'
        : schedule.shiftNumber !== null
          ? 'schedule/shiftNumber'
          : 'schedule/startDate';
  throw new ValidationError(field, 'a one-time task must come due later than now (on the site clock)');
}

/** The rooms: at least one, each a live room of the site (the first bad one named, `roomIds/2`). */
export function taskRoomIds(roomIds: readonly string[], siteRooms: ReadonlySet<string>): string[] {
  if (roomIds.length === 0) throw new ValidationError('roomIds', 'choose at least one room');
  const index = roomIds.findIndex((roomId) => !siteRooms.has(roomId));
  if (index >= 0) throw new ValidationError(`roomIds/${index}`, 'is not a room of this site');
  return [...roomIds];
}

/** A manual task's schedule: once, on the local date and minute it was given. */
export const manualSchedule = (localDate: string, time: string): TaskSchedule => ({
  repeat: 'once',
  startDate: localDate,
  endDate: null,
  weekDays: [],
  monthDays: [],
  time,
  shiftNumber: null,
});
