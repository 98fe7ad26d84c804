import Type from 'typebox';
import { COMPLAINT_CATEGORIES } from '../domain/enums.ts';

/**
 * Tasks (spec §3 "Task", §4 task states): work planned for rooms of one site, stored in the
 * stream {@link taskStreamId}. Who made each change is in the event metadata.
 *
 * - `scheduled`: repeats on its schedule; each time it comes due (per room) the task clock
 *   writes `TaskDue`, and the call reactor opens a `task` call at the room.
 * - `qr`: the same, but staff confirm it on the room's QR page (`TaskCompleted` from the
 *   room's `qr_tag`), which is what the real-time task board counts as done.
 * - `manual`: a one-off a manager gives now: it comes due at once in each of its rooms.
 *
 * An occurrence is one room's turn of a task on one local day at one time; its id is
 * derived from (task, room, local date, time), so the clock, a late catch-up and a QR page
 * that shows today's tasks before they come due all name the same occurrence.
 */

export const TASK_TYPES = ['scheduled', 'qr', 'manual'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** How a task repeats (spec §3 "schedule"). */
export const TASK_REPEATS = ['once', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type TaskRepeat = (typeof TASK_REPEATS)[number];

/** Spec §4: a task is active, inactive or on hold; only an active task comes due. */
export const TASK_STATES = ['active', 'inactive', 'on_hold'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** Titles are 1..100 characters, trimmed. */
export const TASK_TITLE_MAX = 100;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'A local date of the site, YYYY-MM-DD' });
const LocalTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 5, description: 'A local time of day, HH:mm' });
const Instant = Type.String({ format: 'date-time' });

/**
 * When a task comes due. Every repeat starts on `startDate` and stops after `endDate`
 * (inclusive, null = no end):
 * - `once`: on `startDate` only;
 * - `daily`: every day; `weekly`: on `weekDays` (0 = Sunday .. 6 = Saturday);
 * - `monthly`: on `monthDays` (1..31; a day the month lacks falls on its last day);
 * - `quarterly`: on `monthDays` of every third month counted from `startDate`'s month;
 * - `yearly`: on `startDate`'s month and day each year (29 February falls on the 28th).
 *
 * The time of day: `time` when given; else the start of shift `shiftNumber` of that day;
 * else the day's start (an all-day task).
 */
export const TaskSchedule = Type.Object({
  repeat: Type.Enum(TASK_REPEATS),
  startDate: LocalDate,
  endDate: Type.Union([LocalDate, Type.Null()]),
  weekDays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { uniqueItems: true, maxItems: 7 }),
  monthDays: Type.Array(Type.Integer({ minimum: 1, maximum: 31 }), { uniqueItems: true, maxItems: 31 }),
  time: Type.Union([LocalTime, Type.Null()]),
  shiftNumber: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type TaskSchedule = Type.Static<typeof TaskSchedule>;

/** What an admin or manager sets on a task (all but its id and site). */
export const TaskProfile = Type.Object({
  title: Type.String({ minLength: 1, maxLength: TASK_TITLE_MAX }),
  /** What staff are asked to do (spec "call_to_action"); shown on the QR page and the board. */
  callToAction: Type.String({ maxLength: 500 }),
  /** Which staff it calls: a cleaning or a maintenance call. */
  category: Type.Enum(COMPLAINT_CATEGORIES),
  /** A free label to group tasks by (spec "task_category"), e.g. "Restock" or "Deep clean"; shown as typed. */
  taskCategory: Type.String({ maxLength: 50 }),
  taskType: Type.Enum(TASK_TYPES),
  /** Rooms of the task's site, in the order chosen (at least one). */
  roomIds: Type.Array(Id, { minItems: 1, maxItems: 2000, uniqueItems: true }),
  schedule: TaskSchedule,
  /** Minutes staff have after the due time before the occurrence is late (1..1440). */
  allowedMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
});
export type TaskProfile = Type.Static<typeof TaskProfile>;

/** A task was created; it starts `active`. */
export const TaskCreated = Type.Object({ taskId: Id, siteId: Id, ...TaskProfile.properties });
export type TaskCreated = Type.Static<typeof TaskCreated>;

/** Some fields changed: only those present changed; a list or the schedule is given whole. */
export const TaskUpdated = Type.Object({ taskId: Id, siteId: Id, ...Type.Partial(TaskProfile).properties });
export type TaskUpdated = Type.Static<typeof TaskUpdated>;

/** The task was activated, deactivated or put on hold (spec §4). */
export const TaskStateChanged = Type.Object({ taskId: Id, siteId: Id, state: Type.Enum(TASK_STATES) });
export type TaskStateChanged = Type.Static<typeof TaskStateChanged>;

/** The task was deleted; its stream accepts no further commands. Its history stays. */
export const TaskDeleted = Type.Object({ taskId: Id, siteId: Id });
export type TaskDeleted = Type.Static<typeof TaskDeleted>;

/**
 * One room's occurrence came due (written by the task clock at `dueAt`, or at once for a
 * manual task). The event's `occurredAt` is `dueAt`; its id derives from `occurrenceId`,
 * so writing it twice stores it once. The call reactor opens a `task` call from it.
 */
export const TaskDue = Type.Object({
  taskId: Id,
  siteId: Id,
  roomId: Id,
  occurrenceId: Id,
  localDate: LocalDate,
  dueAt: Instant,
  /** `dueAt + allowedMinutes`: after it an occurrence not done is late. */
  deadlineAt: Instant,
  title: Type.String({ maxLength: TASK_TITLE_MAX }),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  taskType: Type.Enum(TASK_TYPES),
});
export type TaskDue = Type.Static<typeof TaskDue>;

/** A manager marked a room's occurrence done from the panel (staff do it from the QR page: telemetry `TaskCompleted`). */
export const TaskMarkedDone = Type.Object({
  taskId: Id,
  siteId: Id,
  roomId: Id,
  occurrenceId: Id,
});
export type TaskMarkedDone = Type.Static<typeof TaskMarkedDone>;

/** Task event data schemas, keyed by event type (stream `task-<id>`). */
export const TaskEventSchemas = {
  TaskCreated,
  TaskUpdated,
  TaskStateChanged,
  TaskDeleted,
  TaskDue,
  TaskMarkedDone,
} as const;

export type TaskEventType = keyof typeof TaskEventSchemas;
export const TASK_EVENT_TYPES = Object.keys(TaskEventSchemas) as TaskEventType[];
export type TaskEvent = { [K in TaskEventType]: { type: K; data: Type.Static<(typeof TaskEventSchemas)[K]> } }[TaskEventType];

export const taskStreamId = (taskId: string): string => `task-${taskId}`;
