import type { DevicePageTask, NewEvent, OccurrenceState, Task, TaskOccurrence, TaskRoom, TaskState } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { addDays, localDateOf, localMidnightUtc } from '../calendar/site-time.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { comesDueByClock, mergeOccurrences, occurrenceState, planOccurrences, taskDueEvent, type OccurrenceFacts } from './task-occurrences.ts';
import { nextDueAt, occurrencesDueBetween, type TaskSite } from './task-schedule.ts';
import type { OccurrenceRecord, TaskRecord } from './tasks.fold.ts';
import { toOccurrenceRecord, toTaskRecord } from './tasks.rows.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/**
 * Reads of the `tasks` read model for the task routes, the task clock and the device page.
 * Past days come from the occurrences that came due; today and later from the schedules of
 * the active tasks merged with the stored rows (task-occurrences.ts), so an occurrence
 * confirmed before it came due shows done. The site's zone and shifts are read from the
 * organisation read model at query time (times are asked against `now`, never stored).
 */

interface SiteRooms {
  site: TaskSite;
  rooms: Map<string, TaskRoom>;
}

/** The zone and shifts of a live site, with its live rooms; null for a deleted or unknown site. */
async function siteRooms(db: Db, siteId: string): Promise<SiteRooms | null> {
  const site = await db.selectFrom('sites').select(['timezone', 'shifts']).where('site_id', '=', siteId).where('deleted', '=', false).executeTakeFirst();
  if (!site) return null;
  const rooms = await db
    .selectFrom('rooms')
    .select(['room_id', 'display_name', 'room_name_en'])
    .where('site_id', '=', siteId)
    .where('removed', '=', false)
    .execute();
  return {
    site: { timezone: site.timezone, shifts: site.shifts },
    rooms: new Map(rooms.map((room) => [room.room_id, { roomId: room.room_id, displayName: room.display_name, roomNameEn: room.room_name_en || null }])),
  };
}

function toTask(task: TaskRecord, context: SiteRooms, now: Date): Task {
  const next = task.state === 'active' && !task.deleted && task.taskType !== 'manual' ? nextDueAt(task, context.site, now) : null;
  return {
    taskId: task.taskId,
    siteId: task.siteId,
    title: task.title,
    callToAction: task.callToAction,
    category: task.category,
    taskCategory: task.taskCategory,
    taskType: task.taskType,
    state: task.state,
    roomIds: task.roomIds,
    rooms: task.roomIds.flatMap((roomId) => {
      const room = context.rooms.get(roomId);
      return room ? [room] : [];
    }),
    schedule: task.schedule,
    allowedMinutes: task.allowedMinutes,
    nextDueAt: next ? next.toISOString() : null,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

export interface TaskFilters {
  state?: TaskState | undefined;
  /** Part of the title, regardless of case. */
  q?: string | undefined;
}

/** A site's tasks that are not deleted, by title. */
export async function listTasks(db: Db, siteId: string, filters: TaskFilters, now: Date): Promise<Task[]> {
  const context = await siteRooms(db, siteId);
  if (!context) return [];
  let query = db.selectFrom('tasks').selectAll().where('site_id', '=', siteId).where('deleted', '=', false);
  if (filters.state) query = query.where('state', '=', filters.state);
  const q = filters.q?.trim();
  if (q) query = query.where(sql<boolean>`strpos(lower(title), lower(${q})) > 0`);
  const rows = await query.orderBy(sql`lower(title)`).orderBy('task_id').execute();
  return rows.map((row) => toTask(toTaskRecord(row), context, now));
}

/** One task as its stream left it (deleted ones too, flagged), or null when there never was one. */
export async function getTaskRecord(db: Db, taskId: string): Promise<TaskRecord | null> {
  const row = await db.selectFrom('tasks').selectAll().where('task_id', '=', taskId).executeTakeFirst();
  return row ? toTaskRecord(row) : null;
}

/** One task as the API answers it; null when unknown or its site is gone. */
export async function getTask(db: Db, taskId: string, now: Date): Promise<Task | null> {
  const task = await getTaskRecord(db, taskId);
  const context = task ? await siteRooms(db, task.siteId) : null;
  return task && context ? toTask(task, context, now) : null;
}

/** One stored occurrence (came due or was done), or null. */
export async function getTaskOccurrence(db: Db, occurrenceId: string): Promise<OccurrenceRecord | null> {
  const row = await db.selectFrom('task_occurrences').selectAll().where('occurrence_id', '=', occurrenceId).executeTakeFirst();
  return row ? toOccurrenceRecord(row) : null;
}

function toOccurrence(facts: OccurrenceFacts, rooms: Map<string, TaskRoom>, now: Date, today: string): TaskOccurrence {
  const room = rooms.get(facts.roomId);
  return {
    occurrenceId: facts.occurrenceId,
    taskId: facts.taskId,
    title: facts.title,
    category: facts.category,
    taskType: facts.taskType,
    roomId: facts.roomId,
    roomName: room?.displayName ?? '',
    roomNameEn: room?.roomNameEn ?? null,
    localDate: facts.localDate,
    dueAt: facts.dueAt.toISOString(),
    deadlineAt: facts.deadlineAt.toISOString(),
    state: occurrenceState(facts, now, today),
    completedAt: facts.completedAt ? facts.completedAt.toISOString() : null,
    completedBy: facts.completedBy,
    completedVia: facts.completedVia,
  };
}

/** The stored occurrences of a site on `from`..`to`, and those completed there before they came due. */
async function storedOccurrences(db: Db, siteId: string, from: string, to: string, timezone: string, roomId?: string): Promise<OccurrenceRecord[]> {
  // A QR page confirms an occurrence of its local today before it comes due: a day's margin covers the zone.
  const earliestEarly = localMidnightUtc(addDays(from, -1), timezone);
  let query = db
    .selectFrom('task_occurrences')
    .selectAll()
    .where('site_id', '=', siteId)
    .where((eb) =>
      eb.or([
        eb.and([eb('local_date', '>=', from), eb('local_date', '<=', to)]),
        eb.and([eb('local_date', 'is', null), eb('completed_at', '>=', earliestEarly)]),
      ]),
    );
  if (roomId !== undefined) query = query.where('room_id', '=', roomId);
  return (await query.execute()).map(toOccurrenceRecord);
}

/**
 * Every occurrence of the site's tasks on local dates `from`..`to`, sorted by due time:
 * days before today as they went (done or missed), today and later from the active
 * schedules merged with what came due or was done.
 */
export async function listTaskOccurrences(db: Db, siteId: string, from: string, to: string, now: Date): Promise<{ timezone: string; occurrences: TaskOccurrence[] }> {
  const context = await siteRooms(db, siteId);
  if (!context) return { timezone: 'UTC', occurrences: [] };
  const today = localDateOf(now, context.site.timezone);
  const stored = await storedOccurrences(db, siteId, from, to, context.site.timezone);
  let planned: OccurrenceFacts[] = [];
  const planFrom = from > today ? from : today;
  if (planFrom <= to) {
    const tasks = (await db.selectFrom('tasks').selectAll().where('site_id', '=', siteId).where('deleted', '=', false).where('state', '=', 'active').execute()).map(
      toTaskRecord,
    );
    planned = planOccurrences(tasks, context.site, [...context.rooms.keys()], planFrom, to);
  }
  const occurrences = mergeOccurrences(planned, stored).filter((facts) => facts.localDate >= from && facts.localDate <= to);
  return { timezone: context.site.timezone, occurrences: occurrences.map((facts) => toOccurrence(facts, context.rooms, now, today)) };
}

/** The real-time task board: the site's local today, every occurrence with its state, and the counts. */
export async function getTaskBoard(
  db: Db,
  siteId: string,
  now: Date,
): Promise<{ localDate: string; timezone: string; counts: Record<Exclude<OccurrenceState, 'missed'>, number>; occurrences: TaskOccurrence[] }> {
  const site = await db.selectFrom('sites').select('timezone').where('site_id', '=', siteId).executeTakeFirst();
  const localDate = localDateOf(now, site?.timezone ?? 'UTC');
  const { timezone, occurrences } = await listTaskOccurrences(db, siteId, localDate, localDate, now);
  const counts = { upcoming: 0, open: 0, late: 0, done: 0 };
  for (const occurrence of occurrences) if (occurrence.state !== 'missed') counts[occurrence.state] += 1;
  return { localDate, timezone, counts, occurrences };
}

export interface TasksDueOptions {
  /** How far back a due time passed is still written by the clock (older ones are missed). */
  lookbackMs: number;
}

/**
 * The `TaskDue` events the clock owes at `now`: each room's occurrence of an active
 * scheduled or QR task of a live site whose due time passed within the lookback and that
 * has not come due in the read model yet. Ids derive from the occurrence, so one the
 * projector has not caught up with yet is stored once all the same.
 */
export async function listTasksDue(db: Db, now: Date, { lookbackMs }: TasksDueOptions): Promise<{ streamId: string; event: NewEvent }[]> {
  const rows = await db
    .selectFrom('tasks as t')
    .innerJoin('sites as s', 's.site_id', 't.site_id')
    .selectAll('t')
    .select(['s.timezone as site_timezone', 's.shifts as site_shifts'])
    .where('t.deleted', '=', false)
    .where('t.state', '=', 'active')
    .where('t.task_type', '!=', 'manual')
    .where('s.deleted', '=', false)
    .execute();
  if (rows.length === 0) return [];
  const liveRooms = new Set(
    (
      await db
        .selectFrom('rooms')
        .select('room_id')
        .where('site_id', 'in', [...new Set(rows.map((row) => row.site_id))])
        .where('removed', '=', false)
        .execute()
    ).map((room) => room.room_id),
  );
  const windowStart = new Date(now.getTime() - lookbackMs);
  const candidates: { task: TaskRecord; occurrence: ReturnType<typeof occurrencesDueBetween>[number] }[] = [];
  for (const row of rows) {
    const task = toTaskRecord(row);
    if (!comesDueByClock(task)) continue;
    // Occurrences planned before the task's current plan held never came due.
    const after = new Date(Math.max(windowStart.getTime(), task.plannedSince.getTime() - 1));
    const site = { timezone: row.site_timezone, shifts: row.site_shifts };
    const scheduled = { ...task, roomIds: task.roomIds.filter((roomId) => liveRooms.has(roomId)) };
    for (const occurrence of occurrencesDueBetween(scheduled, site, after, now)) candidates.push({ task, occurrence });
  }
  if (candidates.length === 0) return [];
  const alreadyDue = new Set(
    (
      await db
        .selectFrom('task_occurrences')
        .select('occurrence_id')
        .where(
          'occurrence_id',
          'in',
          candidates.map(({ occurrence }) => occurrence.occurrenceId),
        )
        .where('due_at', 'is not', null)
        .execute()
    ).map((row) => row.occurrence_id),
  );
  return candidates.filter(({ occurrence }) => !alreadyDue.has(occurrence.occurrenceId)).map(({ task, occurrence }) => taskDueEvent(task, occurrence));
}

/**
 * Today's occurrences (the site's local day) of the room's active tasks, by due time, each
 * with whether it is done: what the room's QR page and kiosk show for staff to confirm (a
 * manual task given today is there too, from its stored occurrence). Empty for a removed
 * room or a deleted site.
 */
export async function listRoomTasksToday(db: Kysely<ReadModelDatabase>, roomId: string, now: Date): Promise<DevicePageTask[]> {
  const room = await db.selectFrom('rooms').select('site_id').where('room_id', '=', roomId).where('removed', '=', false).executeTakeFirst();
  if (!room) return [];
  const site = await db.selectFrom('sites').select(['timezone', 'shifts']).where('site_id', '=', room.site_id).where('deleted', '=', false).executeTakeFirst();
  if (!site) return [];
  const taskSite: TaskSite = { timezone: site.timezone, shifts: site.shifts };
  const today = localDateOf(now, taskSite.timezone);
  const tasks = (
    await db
      .selectFrom('tasks')
      .selectAll()
      .where('site_id', '=', room.site_id)
      .where('deleted', '=', false)
      .where('state', '=', 'active')
      .where(sql<boolean>`room_ids @> ${JSON.stringify([roomId])}::text::jsonb`)
      .execute()
  ).map(toTaskRecord);
  if (tasks.length === 0) return [];
  const byId = new Map(tasks.map((task) => [task.taskId, task]));
  const planned = planOccurrences(tasks, taskSite, [roomId], today, today);
  const stored = (await storedOccurrences(db, room.site_id, today, today, taskSite.timezone, roomId)).filter((row) => byId.has(row.taskId));
  return mergeOccurrences(planned, stored)
    .filter((facts) => facts.localDate === today)
    .map((facts) => ({
      taskId: facts.taskId,
      occurrenceId: facts.occurrenceId,
      title: facts.title,
      callToAction: byId.get(facts.taskId)!.callToAction,
      category: facts.category,
      taskType: facts.taskType,
      dueAt: facts.dueAt.toISOString(),
      deadlineAt: facts.deadlineAt.toISOString(),
      done: facts.completedAt !== null,
    }));
}
