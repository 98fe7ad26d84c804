import type { RecordedEvent } from '@facility/contracts';
import { sql, type Transaction } from 'kysely';
import type { ProjectionDefinition } from '../projection.ts';
import { ScopeCollector } from '../projection.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';
import { foldTasks, TASKS_EVENT_TYPES, type OccurrenceRecord, type TaskRecord, type TasksState } from './tasks.fold.ts';
import { toOccurrenceRecord, toTaskRecord } from './tasks.rows.ts';

type Trx = Transaction<ReadModelDatabase>;
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The task read model (projection `tasks`, live kind `tasks`): task definitions and the
 * occurrences that came due or were confirmed done (tasks.fold.ts). Loads the tasks and
 * occurrences a batch names, folds, and writes back the changed rows whole.
 */
export const tasksProjection: ProjectionDefinition = {
  name: 'tasks',
  version: 1,
  eventTypes: [...TASKS_EVENT_TYPES],
  tables: ['tasks', 'task_occurrences'],

  async apply(trx, events) {
    const relevant = events.filter((event) => TASKS_EVENT_TYPES.has(event.type));
    if (relevant.length === 0) return { siteIds: [], roomIds: [] };
    const state = await loadState(trx, relevant);
    const fold = foldTasks(state, relevant);
    await saveTasks(
      trx,
      [...fold.changedTasks].map((taskId) => state.tasks.get(taskId)!),
    );
    await saveOccurrences(
      trx,
      [...fold.changedOccurrences].map((occurrenceId) => state.occurrences.get(occurrenceId)!),
    );
    const scope = new ScopeCollector();
    for (const { siteId, roomId } of fold.touched) scope.add(siteId, roomId);
    return scope.toScope();
  },
};

async function loadState(trx: Trx, events: readonly RecordedEvent[]): Promise<TasksState> {
  const taskIds = new Set<string>();
  const occurrenceIds = new Set<string>();
  for (const { data } of events) {
    if (typeof data.taskId === 'string') taskIds.add(data.taskId);
    if (typeof data.occurrenceId === 'string') occurrenceIds.add(data.occurrenceId);
  }
  const state: TasksState = { tasks: new Map(), occurrences: new Map() };
  if (taskIds.size > 0) {
    const rows = await trx.selectFrom('tasks').selectAll().where('task_id', 'in', [...taskIds]).execute();
    for (const row of rows) state.tasks.set(row.task_id, toTaskRecord(row));
  }
  if (occurrenceIds.size > 0) {
    const rows = await trx.selectFrom('task_occurrences').selectAll().where('occurrence_id', 'in', [...occurrenceIds]).execute();
    for (const row of rows) state.occurrences.set(row.occurrence_id, toOccurrenceRecord(row));
  }
  return state;
}

async function saveTasks(trx: Trx, tasks: readonly TaskRecord[]): Promise<void> {
  if (tasks.length === 0) return;
  const rows = tasks.map((task) => ({
    ...task,
    plannedSince: iso(task.plannedSince),
    createdAt: iso(task.createdAt),
    updatedAt: iso(task.updatedAt),
  }));
  await sql`insert into tasks (task_id, site_id, title, call_to_action, category, task_category, task_type, room_ids, schedule,
      allowed_minutes, state, deleted, planned_since, created_at, updated_at)
    select "taskId", "siteId", title, "callToAction", category, "taskCategory", "taskType", "roomIds", schedule,
      "allowedMinutes", state, deleted, "plannedSince", "createdAt", "updatedAt"
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r("taskId" text, "siteId" text, title text, "callToAction" text,
      category text, "taskCategory" text, "taskType" text, "roomIds" jsonb, schedule jsonb, "allowedMinutes" int, state text,
      deleted boolean, "plannedSince" timestamptz, "createdAt" timestamptz, "updatedAt" timestamptz)
    on conflict (task_id) do update set site_id = excluded.site_id, title = excluded.title, call_to_action = excluded.call_to_action,
      category = excluded.category, task_category = excluded.task_category, task_type = excluded.task_type,
      room_ids = excluded.room_ids, schedule = excluded.schedule, allowed_minutes = excluded.allowed_minutes,
      state = excluded.state, deleted = excluded.deleted, planned_since = excluded.planned_since,
      created_at = excluded.created_at, updated_at = excluded.updated_at`.execute(trx);
}

async function saveOccurrences(trx: Trx, occurrences: readonly OccurrenceRecord[]): Promise<void> {
  if (occurrences.length === 0) return;
  const rows = occurrences.map((occurrence) => ({
    ...occurrence,
    dueAt: iso(occurrence.dueAt),
    deadlineAt: iso(occurrence.deadlineAt),
    completedAt: iso(occurrence.completedAt),
  }));
  await sql`insert into task_occurrences (occurrence_id, task_id, site_id, room_id, local_date, due_at, deadline_at, title, category,
      task_type, completed_at, completed_by, completed_via)
    select "occurrenceId", "taskId", "siteId", "roomId", "localDate", "dueAt", "deadlineAt", title, category,
      "taskType", "completedAt", "completedBy", "completedVia"
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r("occurrenceId" text, "taskId" text, "siteId" text, "roomId" text,
      "localDate" text, "dueAt" timestamptz, "deadlineAt" timestamptz, title text, category text, "taskType" text,
      "completedAt" timestamptz, "completedBy" text, "completedVia" text)
    on conflict (occurrence_id) do update set local_date = excluded.local_date, due_at = excluded.due_at,
      deadline_at = excluded.deadline_at, title = excluded.title, category = excluded.category, task_type = excluded.task_type,
      completed_at = excluded.completed_at, completed_by = excluded.completed_by, completed_via = excluded.completed_via`.execute(trx);
}
