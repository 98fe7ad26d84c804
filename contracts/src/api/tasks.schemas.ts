import Type from 'typebox';
import { COMPLAINT_CATEGORIES } from '../domain/enums.ts';
import { TASK_REPEATS, TASK_STATES, TASK_TYPES, TaskSchedule } from '../events/task.events.ts';
import { Nullable } from './schema-helpers.ts';

/**
 * Request and response schemas of the task routes (`/api/task`), behind the screens `/task`,
 * `/task/calendar` and `/real-time/task` (spec §2). Managers of the site and admins use them;
 * a task outside the caller's scope answers 404.
 */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const LocalDate = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Site-local date, yyyy-mm-dd' });
const Instant = Type.String({ format: 'date-time' });

/** `GET /api/task?siteId=` (optional `state`, `q` searching the title). */
export const TasksQuery = Type.Object(
  {
    siteId: Id,
    state: Type.Optional(Type.Enum(TASK_STATES)),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type TasksQuery = Type.Static<typeof TasksQuery>;

export const TaskIdParams = Type.Object({ id: Id });
export type TaskIdParams = Type.Static<typeof TaskIdParams>;

/**
 * The fields a body may carry. JSON types only: the task rules check the title (trimmed,
 * 1..100), the rooms (of the site, not removed), the schedule (dates in order, week days for
 * weekly, month days for monthly and quarterly, a shift the site has) and name the field.
 */
const taskFields = {
  title: Type.String({ maxLength: 500 }),
  callToAction: Type.String({ maxLength: 500 }),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  taskCategory: Type.String({ maxLength: 50 }),
  taskType: Type.Enum(TASK_TYPES),
  roomIds: Type.Array(Id, { maxItems: 2000, uniqueItems: true }),
  schedule: Type.Object(
    {
      repeat: Type.Enum(TASK_REPEATS),
      startDate: LocalDate,
      endDate: Type.Optional(Nullable(LocalDate)),
      weekDays: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 7, uniqueItems: true })),
      monthDays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 31 }), { maxItems: 31, uniqueItems: true })),
      time: Type.Optional(Nullable(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 5 }))),
      shiftNumber: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    },
    { additionalProperties: false },
  ),
  allowedMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
};

/**
 * `POST /api/task`: a new task of a site (201 with the task). Left out: `callToAction` '',
 * `taskCategory` '', `allowedMinutes` 60. A `manual` task ignores the schedule's repeat and
 * comes due at once in each room (its schedule is stored as `once` today, now).
 */
export const CreateTaskBody = Type.Object(
  {
    siteId: Id,
    title: taskFields.title,
    callToAction: Type.Optional(taskFields.callToAction),
    category: taskFields.category,
    taskCategory: Type.Optional(taskFields.taskCategory),
    taskType: taskFields.taskType,
    roomIds: taskFields.roomIds,
    schedule: Type.Optional(taskFields.schedule),
    allowedMinutes: Type.Optional(taskFields.allowedMinutes),
  },
  { additionalProperties: false },
);
export type CreateTaskBody = Type.Static<typeof CreateTaskBody>;

/** `PUT /api/task/{id}`: the fields to change; lists and the schedule are replaced whole. */
export const UpdateTaskBody = Type.Partial(Type.Object(taskFields), { additionalProperties: false });
export type UpdateTaskBody = Type.Static<typeof UpdateTaskBody>;

/** `PUT /api/task/{id}/state`: activate, deactivate or hold (spec §4). */
export const TaskStateBody = Type.Object({ state: Type.Enum(TASK_STATES) }, { additionalProperties: false });
export type TaskStateBody = Type.Static<typeof TaskStateBody>;

/** `POST /api/task/{id}/done`: a manager marks one room's occurrence done (204). */
export const TaskDoneBody = Type.Object({ roomId: Id, occurrenceId: Id }, { additionalProperties: false });
export type TaskDoneBody = Type.Static<typeof TaskDoneBody>;

export const TaskRoom = Type.Object({
  roomId: Type.String(),
  displayName: Type.String(),
  roomNameEn: Nullable(Type.String()),
});
export type TaskRoom = Type.Static<typeof TaskRoom>;

/** A task as the API answers it (rooms removed since are left out of `rooms`). */
export const Task = Type.Object({
  taskId: Type.String(),
  siteId: Type.String(),
  title: Type.String(),
  callToAction: Type.String(),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  taskCategory: Type.String(),
  taskType: Type.Enum(TASK_TYPES),
  state: Type.Enum(TASK_STATES),
  roomIds: Type.Array(Type.String()),
  rooms: Type.Array(TaskRoom),
  schedule: TaskSchedule,
  allowedMinutes: Type.Integer(),
  /** The next time it comes due (site's clock), null when it never will again or is not active. */
  nextDueAt: Nullable(Instant),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Task = Type.Static<typeof Task>;

/** `GET /api/task?siteId=`: the site's tasks, by title. */
export const TaskList = Type.Array(Task);
export type TaskList = Type.Static<typeof TaskList>;

/**
 * An occurrence's state: `upcoming` (not due yet), `open` (due, not done, before its
 * deadline), `late` (past its deadline, not done), `done`; `missed` is a past day's
 * occurrence never done (the calendar's history).
 */
export const OCCURRENCE_STATES = ['upcoming', 'open', 'late', 'done', 'missed'] as const;
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];

/** One room's turn of a task. */
export const TaskOccurrence = Type.Object({
  occurrenceId: Type.String(),
  taskId: Type.String(),
  title: Type.String(),
  category: Type.Enum(COMPLAINT_CATEGORIES),
  taskType: Type.Enum(TASK_TYPES),
  roomId: Type.String(),
  roomName: Type.String(),
  roomNameEn: Nullable(Type.String()),
  localDate: Type.String(),
  dueAt: Instant,
  deadlineAt: Instant,
  state: Type.Enum(OCCURRENCE_STATES),
  completedAt: Nullable(Instant),
  /** The staff id a device reported, else null. */
  completedBy: Nullable(Type.String()),
  /** `device` (the room's QR page or a kiosk) or `panel` (a manager); null while not done. */
  completedVia: Nullable(Type.Union([Type.Literal('device'), Type.Literal('panel')])),
});
export type TaskOccurrence = Type.Static<typeof TaskOccurrence>;

/**
 * `GET /api/task/calendar?siteId=&from=&to=` (at most 62 days): every occurrence between the
 * two local dates, past ones as they went (from the event log), future ones from the
 * schedules of the active tasks; sorted by `dueAt`.
 */
export const TaskCalendarQuery = Type.Object({ siteId: Id, from: LocalDate, to: LocalDate }, { additionalProperties: false });
export type TaskCalendarQuery = Type.Static<typeof TaskCalendarQuery>;
export const TaskCalendar = Type.Object({ timezone: Type.String(), occurrences: Type.Array(TaskOccurrence) });
export type TaskCalendar = Type.Static<typeof TaskCalendar>;

/**
 * `GET /api/task/board?siteId=`: the site's local today for the real-time task board: every
 * occurrence of today with its state, and the counts. Live: the board refetches on the
 * site's `tasks` live messages.
 */
export const TaskBoardQuery = Type.Object({ siteId: Id }, { additionalProperties: false });
export type TaskBoardQuery = Type.Static<typeof TaskBoardQuery>;
export const TaskBoard = Type.Object({
  localDate: Type.String(),
  timezone: Type.String(),
  counts: Type.Object({ upcoming: Type.Integer(), open: Type.Integer(), late: Type.Integer(), done: Type.Integer() }),
  occurrences: Type.Array(TaskOccurrence),
});
export type TaskBoard = Type.Static<typeof TaskBoard>;
