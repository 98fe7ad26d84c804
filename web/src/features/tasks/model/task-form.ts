import { TZDate } from '@date-fns/tz';
import {
  TASK_TITLE_MAX,
  type ComplaintCategory,
  type CreateTaskBody,
  type SiteShift,
  type Task,
  type TaskRepeat,
  type TaskSchedule,
  type TaskType,
  type UpdateTaskBody,
} from '@facility/contracts';
import { format } from 'date-fns/format';
import type { RuleKey } from '../../../components/form/field-rules.ts';
import { isLocalDate } from './local-date.ts';

/**
 * The task form (`/task`): its values, the checks the user sees before sending, and the
 * bodies sent. Rule keys name fields the way the server's 400 names them (`title`,
 * `schedule/weekDays`...), so a message shows under the same input whichever side found it.
 */

/** The time of day a task comes due: a clock time, the start of a site shift, or the whole day. */
export type TimeMode = 'time' | 'shift' | 'allDay';

export interface ScheduleValues {
  repeat: TaskRepeat;
  startDate: string;
  /** '' for no end. */
  endDate: string;
  /** 0 = Sunday .. 6 = Saturday. */
  weekDays: number[];
  monthDays: number[];
  timeMode: TimeMode;
  /** `HH:mm`, '' before a choice. */
  time: string;
  shiftNumber: number | null;
}

export interface TaskFormValues {
  title: string;
  callToAction: string;
  category: ComplaintCategory;
  taskCategory: string;
  taskType: TaskType;
  roomIds: string[];
  schedule: ScheduleValues;
  allowedMinutes: number | null;
}

export const DEFAULT_ALLOWED_MINUTES = 60;
export const ALLOWED_MINUTES_MAX = 1440;
export const TASK_CATEGORY_MAX = 50;
export const CALL_TO_ACTION_MAX = 500;
export { TASK_TITLE_MAX };

export const emptyTask = (today: string): TaskFormValues => ({
  title: '',
  callToAction: '',
  category: 'cleaning',
  taskCategory: '',
  taskType: 'scheduled',
  roomIds: [],
  schedule: { repeat: 'daily', startDate: today, endDate: '', weekDays: [], monthDays: [], timeMode: 'time', time: '09:00', shiftNumber: null },
  allowedMinutes: DEFAULT_ALLOWED_MINUTES,
});

/** The form filled from a task as the server answered it. */
export function formOf(task: Task): TaskFormValues {
  const { schedule } = task;
  const timeMode: TimeMode = schedule.time !== null ? 'time' : schedule.shiftNumber !== null ? 'shift' : 'allDay';
  return {
    title: task.title,
    callToAction: task.callToAction,
    category: task.category,
    taskCategory: task.taskCategory,
    taskType: task.taskType,
    roomIds: [...task.roomIds],
    schedule: {
      repeat: schedule.repeat,
      startDate: schedule.startDate,
      endDate: schedule.endDate ?? '',
      weekDays: [...schedule.weekDays],
      monthDays: [...schedule.monthDays],
      timeMode,
      time: schedule.time ?? '',
      shiftNumber: schedule.shiftNumber,
    },
    allowedMinutes: task.allowedMinutes,
  };
}

/** Which repeats choose week days, which month days. */
export const usesWeekDays = (repeat: TaskRepeat): boolean => repeat === 'weekly';
export const usesMonthDays = (repeat: TaskRepeat): boolean => repeat === 'monthly' || repeat === 'quarterly';

// Messages of the tasks dictionary, beside the admin kit's `rules.*` (useForm looks them up by key).
const rule = (key: string): RuleKey => key as RuleKey;
export const TASK_RULES = {
  chooseRooms: rule('tasks:rules.chooseRooms'),
  chooseWeekDays: rule('tasks:rules.chooseWeekDays'),
  chooseMonthDays: rule('tasks:rules.chooseMonthDays'),
  endBeforeStart: rule('tasks:rules.endBeforeStart'),
  minutesRange: rule('tasks:rules.minutesRange'),
  titleTooLong: rule('tasks:rules.titleTooLong'),
  onceInPast: rule('tasks:rules.onceInPast'),
} as const;

/**
 * What the past-moment check reads besides the values: the site's wall clock now, the
 * site's shifts (null while they load) and the schedule the task was saved with (null for
 * a new task).
 */
export interface TaskRuleContext {
  /** Site-local date and time of day now, `yyyy-mm-dd` and `HH:mm`. */
  now: { date: string; time: string };
  shifts: readonly Pick<SiteShift, 'shiftNumber' | 'start'>[] | null;
  saved: TaskSchedule | null;
}

/** The site's wall clock at `now`: its local date and `HH:mm`. */
export function siteNow(timeZone: string, now: Date = new Date()): TaskRuleContext['now'] {
  const local = new TZDate(now, timeZone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/**
 * The field to blame when a one-time task's moment has already passed on the site's clock,
 * or null: the server refuses it too (it would never come due), naming the same field, the
 * date for an earlier day, else the time or the shift (an all-day task of today: the date).
 * A saved task whose date, time and shift are left as they were is not checked again (a
 * task that has run can still be renamed); a shift not (yet) known is left to the server.
 */
export function oncePastField(schedule: ScheduleValues, context: TaskRuleContext): string | null {
  if (schedule.repeat !== 'once' || !isLocalDate(schedule.startDate)) return null;
  const body = scheduleBody(schedule);
  const { saved, now } = context;
  if (saved && saved.repeat === 'once' && saved.startDate === body.startDate && saved.time === body.time && saved.shiftNumber === body.shiftNumber) return null;
  if (schedule.startDate < now.date) return 'schedule/startDate';
  if (schedule.startDate > now.date) return null;
  if (body.time !== null) return body.time <= now.time ? 'schedule/time' : null;
  if (body.shiftNumber !== null) {
    const shift = context.shifts?.find((candidate) => candidate.shiftNumber === body.shiftNumber);
    return shift && shift.start <= now.time ? 'schedule/shiftNumber' : null;
  }
  // All day: today has begun.
  return schedule.timeMode === 'allDay' ? 'schedule/startDate' : null;
}

/** Each field's failing rule (null when it passes). A manual task has no schedule to check. */
export function taskRules(values: TaskFormValues, context: TaskRuleContext): Record<string, RuleKey | null> {
  const { schedule } = values;
  const scheduled = values.taskType !== 'manual';
  const title = values.title.trim();
  const minutes = values.allowedMinutes;
  const rules: Record<string, RuleKey | null> = {
    title: title === '' ? 'rules.pleaseEnter' : title.length > TASK_TITLE_MAX ? TASK_RULES.titleTooLong : null,
    roomIds: values.roomIds.length === 0 ? TASK_RULES.chooseRooms : null,
    allowedMinutes:
      minutes === null ? 'rules.pleaseEnter' : !Number.isInteger(minutes) || minutes < 1 || minutes > ALLOWED_MINUTES_MAX ? TASK_RULES.minutesRange : null,
    'schedule/startDate': !scheduled ? null : schedule.startDate === '' ? 'rules.pleaseEnter' : isLocalDate(schedule.startDate) ? null : 'rules.invalidDate',
    'schedule/endDate':
      !scheduled || schedule.endDate === '' || schedule.repeat === 'once'
        ? null
        : !isLocalDate(schedule.endDate)
          ? 'rules.invalidDate'
          : schedule.endDate < schedule.startDate
            ? TASK_RULES.endBeforeStart
            : null,
    'schedule/weekDays': scheduled && usesWeekDays(schedule.repeat) && schedule.weekDays.length === 0 ? TASK_RULES.chooseWeekDays : null,
    'schedule/monthDays': scheduled && usesMonthDays(schedule.repeat) && schedule.monthDays.length === 0 ? TASK_RULES.chooseMonthDays : null,
    'schedule/time': scheduled && schedule.timeMode === 'time' && schedule.time === '' ? 'rules.pleaseSelect' : null,
    'schedule/shiftNumber': scheduled && schedule.timeMode === 'shift' && schedule.shiftNumber === null ? 'rules.pleaseSelect' : null,
  };
  // The past-moment message goes under its field only once that field's own rule passes.
  const past = scheduled ? oncePastField(schedule, context) : null;
  if (past !== null && !rules[past]) rules[past] = TASK_RULES.onceInPast;
  return rules;
}

const sorted = (numbers: readonly number[]): number[] => [...new Set(numbers)].sort((a, b) => a - b);

/** The schedule as the API takes it: only the days and the time source the repeat and mode use. */
export function scheduleBody(values: ScheduleValues): TaskSchedule {
  return {
    repeat: values.repeat,
    startDate: values.startDate,
    endDate: values.repeat === 'once' || values.endDate === '' ? null : values.endDate,
    weekDays: usesWeekDays(values.repeat) ? sorted(values.weekDays) : [],
    monthDays: usesMonthDays(values.repeat) ? sorted(values.monthDays) : [],
    time: values.timeMode === 'time' && values.time !== '' ? values.time : null,
    shiftNumber: values.timeMode === 'shift' ? values.shiftNumber : null,
  };
}

/** A new task; a manual one sends no schedule (the server makes it due at once). */
export function createBody(siteId: string, values: TaskFormValues): CreateTaskBody {
  return {
    siteId,
    title: values.title.trim(),
    callToAction: values.callToAction.trim(),
    category: values.category,
    taskCategory: values.taskCategory.trim(),
    taskType: values.taskType,
    roomIds: values.roomIds,
    ...(values.taskType === 'manual' ? {} : { schedule: scheduleBody(values.schedule) }),
    allowedMinutes: values.allowedMinutes ?? DEFAULT_ALLOWED_MINUTES,
  };
}

/** A change: every field the form holds (lists and the schedule replace the task's whole). */
export function updateBody(values: TaskFormValues): UpdateTaskBody {
  const { siteId: _siteId, ...body } = createBody('', values);
  return body;
}

/** Toggles one number in or out of a list (week days, month days), kept sorted. */
export const toggleNumber = (list: readonly number[], value: number): number[] => (list.includes(value) ? list.filter((entry) => entry !== value) : sorted([...list, value]));
