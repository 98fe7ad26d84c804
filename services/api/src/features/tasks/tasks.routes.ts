import {
  CreateTaskBody,
  EntityHistory,
  Task,
  TaskBoard,
  TaskBoardQuery,
  TaskCalendar,
  TaskCalendarQuery,
  TaskDoneBody,
  TaskIdParams,
  TaskList,
  TasksQuery,
  TaskStateBody,
  taskStreamId,
  UpdateTaskBody,
  type TaskProfile,
} from '@facility/contracts';
import {
  daysBetween,
  getSite,
  getTask,
  getTaskBoard,
  getTaskOccurrence,
  getTaskRecord,
  isLocalDate,
  listRooms,
  listTaskOccurrences,
  listTasks,
  localDateOf,
  localMinuteOf,
  occurrenceId,
  type SiteRecord,
  type TaskRecord,
} from '@facility/projections';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import Type from 'typebox';
import { ValidationError } from '../../domain/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { sendProblem } from '../../plugins/problem-details.ts';
import { visibleSitePlace } from '../../tenancy/organisation-scope.ts';
import { checkedBody, written } from '../organisation/admin-access.ts';
import { readEntityHistory } from '../organisation/history/entity-history.ts';
import { mayReadTaskBoard, mayUseTasks } from './task.access.ts';
import { manualSchedule, onceTaskAhead, taskRoomIds, taskSchedule, taskTitle, trimmedText } from './task.rules.ts';
import { writeTask } from './task-write.ts';

const NO_SUCH_SITE = 'No such site';
const NO_SUCH_TASK = 'No such task';
const MAY_NOT = 'Not allowed: tasks are for admins and users with the task permission';
const MINUTE_MS = 60_000;
/** The longest calendar range one request reads (two months and a day either way). */
const MAX_CALENDAR_DAYS = 62;
const DEFAULT_ALLOWED_MINUTES = 60;

/**
 * The task routes (spec §2 `/task`, `/task/calendar`, `/real-time/task`): a site's tasks,
 * one task, its creation, change, state, deletion and history, a manager marking a room's
 * occurrence done, the calendar and the real-time board. Scope first: a site or task
 * outside the caller's grant (or unknown, deleted, of a deleted site) answers 404, so ids
 * cannot be probed; then a caller who is neither an admin nor holds `task` gets 403. Rules
 * name the field (`body/schedule/weekDays`, `body/roomIds/2`); every change goes through the
 * task decider with the caller as actor and answers once the task read model shows it.
 */
export const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, store } = app;
  const deps = { db, store, clock: () => app.clock() };

  /** The live site in scope, or null once 404/403 is answered. */
  const siteFor = async (user: SessionUser, siteId: string, reply: FastifyReply, may = mayUseTasks): Promise<SiteRecord | null> => {
    const place = await visibleSitePlace(db, user, siteId);
    const site = place ? await getSite(db, siteId) : null;
    if (!site || site.deleted) await sendProblem(reply, 404, NO_SUCH_SITE);
    else if (!may(user)) await sendProblem(reply, 403, MAY_NOT);
    else return site;
    return null;
  };

  /** A task of a site in scope (deleted ones only with `includeDeleted`), or null once 404/403 is answered. */
  const taskFor = async (user: SessionUser, taskId: string, reply: FastifyReply, includeDeleted = false): Promise<{ task: TaskRecord; site: SiteRecord } | null> => {
    const task = await getTaskRecord(db, taskId);
    const place = task && (includeDeleted || !task.deleted) ? await visibleSitePlace(db, user, task.siteId) : null;
    const site = place ? await getSite(db, place.siteId) : null;
    if (!task || !site || site.deleted) await sendProblem(reply, 404, NO_SUCH_TASK);
    else if (!mayUseTasks(user)) await sendProblem(reply, 403, MAY_NOT);
    else return { task, site };
    return null;
  };

  const liveRoomIds = async (siteId: string) => new Set((await listRooms(db, siteId)).map((room) => room.roomId));
  const shiftNumbers = (site: SiteRecord) => new Set(site.shifts.map((shift) => shift.shiftNumber));

  app.get(
    '/api/task',
    {
      schema: {
        tags: ['tasks'],
        summary: "A site's tasks by title, optionally of one state or matching a title (admins, task permission)",
        querystring: TasksQuery,
        response: { 200: TaskList },
      },
    },
    async (request, reply) => {
      const site = await siteFor(request.sessionUser, request.query.siteId, reply);
      if (!site) return reply;
      return listTasks(db, site.siteId, { state: request.query.state, q: request.query.q }, app.clock());
    },
  );

  app.post(
    '/api/task',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Add a task to a site: scheduled, QR or manual (a manual one comes due at once in each room)',
        body: CreateTaskBody,
        response: { 201: Task },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const site = await siteFor(user, request.body.siteId, reply);
      if (!site) return reply;
      const body = request.body;
      const now = app.clock();
      const rooms = await liveRoomIds(site.siteId);
      const manual = body.taskType === 'manual';
      const given = manual ? localMinuteOf(now, site.timezone) : null;
      const profile = checkedBody((): TaskProfile => {
        const title = taskTitle(body.title);
        const roomIds = taskRoomIds(body.roomIds, rooms);
        if (!given && !body.schedule) throw new ValidationError('schedule', 'a scheduled or QR task needs a schedule');
        const schedule = given ? manualSchedule(given.localDate, given.time) : taskSchedule(body.schedule!, shiftNumbers(site));
        // A manual task is due the minute it is given; a planned one-time task must be ahead.
        if (!given) onceTaskAhead(schedule, site, now);
        return {
          title,
          callToAction: trimmedText(body.callToAction),
          category: body.category,
          taskCategory: trimmedText(body.taskCategory),
          taskType: body.taskType,
          roomIds,
          schedule,
          allowedMinutes: body.allowedMinutes ?? DEFAULT_ALLOWED_MINUTES,
        };
      });
      const taskId = randomUUID();
      const deadlineAt = new Date(now.getTime() + profile.allowedMinutes * MINUTE_MS).toISOString();
      const due = given
        ? profile.roomIds.map((roomId) => ({
            roomId,
            occurrenceId: occurrenceId(taskId, roomId, given.localDate, given.time),
            localDate: given.localDate,
            dueAt: now.toISOString(),
            deadlineAt,
          }))
        : [];
      await writeTask(deps, user, { type: 'CreateTask', data: { taskId, siteId: site.siteId, profile, due } }, now);
      return reply.code(201).send(written(await getTask(db, taskId, app.clock())));
    },
  );

  app.get(
    '/api/task/calendar',
    {
      schema: {
        tags: ['tasks'],
        summary: "Every occurrence of a site's tasks between two local dates (at most 62 days): past ones as they went, later ones from the schedules",
        querystring: TaskCalendarQuery,
        response: { 200: TaskCalendar },
      },
    },
    async (request, reply) => {
      const { siteId, from, to } = request.query;
      if (!isLocalDate(from)) throw new ValidationError('querystring/from', 'must be a calendar date');
      if (!isLocalDate(to)) throw new ValidationError('querystring/to', 'must be a calendar date');
      if (to < from) throw new ValidationError('querystring/to', 'must not be before from');
      if (daysBetween(from, to) >= MAX_CALENDAR_DAYS) throw new ValidationError('querystring/to', `at most ${MAX_CALENDAR_DAYS} days from from`);
      const site = await siteFor(request.sessionUser, siteId, reply);
      if (!site) return reply;
      return listTaskOccurrences(db, site.siteId, from, to, app.clock());
    },
  );

  app.get(
    '/api/task/board',
    {
      schema: {
        tags: ['tasks'],
        summary: "The real-time task board (admins, task or real-time permission): the site's occurrences of its local today with their states, and the counts",
        querystring: TaskBoardQuery,
        response: { 200: TaskBoard },
      },
    },
    async (request, reply) => {
      const site = await siteFor(request.sessionUser, request.query.siteId, reply, mayReadTaskBoard);
      if (!site) return reply;
      return getTaskBoard(db, site.siteId, app.clock());
    },
  );

  app.get(
    '/api/task/:id',
    {
      schema: { tags: ['tasks'], summary: 'One task (admins, task permission)', params: TaskIdParams, response: { 200: Task } },
    },
    async (request, reply) => {
      const found = await taskFor(request.sessionUser, request.params.id, reply);
      if (!found) return reply;
      return written(await getTask(db, found.task.taskId, app.clock()));
    },
  );

  app.put(
    '/api/task/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: "Change a task's fields; lists and the schedule are replaced whole (admins, task permission)",
        params: TaskIdParams,
        body: UpdateTaskBody,
        response: { 200: Task },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await taskFor(user, request.params.id, reply);
      if (!found) return reply;
      const { task, site } = found;
      const body = request.body;
      const rooms = body.roomIds === undefined ? new Set<string>() : await liveRoomIds(site.siteId);
      const now = app.clock();
      // A manual task's schedule records when it was given: it is not planned again.
      const schedule = (): Partial<TaskProfile> => {
        if (body.schedule === undefined || task.taskType === 'manual') return {};
        const next = taskSchedule(body.schedule, shiftNumbers(site));
        onceTaskAhead(next, site, now, task.schedule);
        return { schedule: next };
      };
      const changes = checkedBody((): Partial<TaskProfile> => ({
        ...(body.title === undefined ? {} : { title: taskTitle(body.title) }),
        ...(body.callToAction === undefined ? {} : { callToAction: trimmedText(body.callToAction) }),
        ...(body.category === undefined ? {} : { category: body.category }),
        ...(body.taskCategory === undefined ? {} : { taskCategory: trimmedText(body.taskCategory) }),
        ...(body.taskType === undefined ? {} : { taskType: body.taskType }),
        ...(body.roomIds === undefined ? {} : { roomIds: taskRoomIds(body.roomIds, rooms) }),
        ...schedule(),
        ...(body.allowedMinutes === undefined ? {} : { allowedMinutes: body.allowedMinutes }),
      }));
      await writeTask(deps, user, { type: 'UpdateTask', data: { taskId: task.taskId, changes } }, now);
      return written(await getTask(db, task.taskId, app.clock()));
    },
  );

  app.put(
    '/api/task/:id/state',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Activate, deactivate or hold a task; only an active task comes due (admins, task permission)',
        params: TaskIdParams,
        body: TaskStateBody,
        response: { 200: Task },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await taskFor(user, request.params.id, reply);
      if (!found) return reply;
      await writeTask(deps, user, { type: 'ChangeTaskState', data: { taskId: found.task.taskId, state: request.body.state } }, app.clock());
      return written(await getTask(db, found.task.taskId, app.clock()));
    },
  );

  app.delete(
    '/api/task/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task; its occurrences and history stay (admins, task permission)',
        params: TaskIdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await taskFor(user, request.params.id, reply);
      if (!found) return reply;
      await writeTask(deps, user, { type: 'DeleteTask', data: { taskId: found.task.taskId } }, app.clock());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/task/:id/done',
    {
      schema: {
        tags: ['tasks'],
        summary: "A manager marks one room's occurrence of the task done (204; again: nothing changes)",
        params: TaskIdParams,
        body: TaskDoneBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const found = await taskFor(user, request.params.id, reply);
      if (!found) return reply;
      const { task, site } = found;
      const { roomId, occurrenceId: wanted } = request.body;
      const now = app.clock();
      // An occurrence that came due, or one of today's the plan holds (it may be marked done early).
      const stored = await getTaskOccurrence(db, wanted);
      const today = localDateOf(now, site.timezone);
      const known =
        stored && stored.dueAt !== null
          ? stored.taskId === task.taskId && stored.roomId === roomId
          : (await listTaskOccurrences(db, site.siteId, today, today, now)).occurrences.some(
              (occurrence) => occurrence.occurrenceId === wanted && occurrence.taskId === task.taskId && occurrence.roomId === roomId,
            );
      if (!known) throw new ValidationError('body/occurrenceId', 'is not an occurrence of this task in this room');
      if (stored?.completedAt) return reply.code(204).send(null);
      await writeTask(deps, user, { type: 'MarkTaskDone', data: { taskId: task.taskId, roomId, occurrenceId: wanted } }, now);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/task/:id/history',
    {
      schema: {
        tags: ['tasks', 'history'],
        summary: "Who changed a task, what and when, from its event stream; deleted tasks' too",
        params: TaskIdParams,
        response: { 200: EntityHistory },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      // A deleted task keeps its history; its site must still be visible.
      const found = await taskFor(user, request.params.id, reply, true);
      if (!found) return reply;
      return readEntityHistory(deps, taskStreamId(found.task.taskId), user);
    },
  );
};
