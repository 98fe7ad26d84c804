import type { Selectable } from 'kysely';
import type { OccurrenceRecord, TaskRecord } from './tasks.fold.ts';
import type { TaskOccurrencesTable, TasksTable } from './tasks.table.ts';

/** The task read model's rows as the fold and the queries hold them. */

export const toTaskRecord = (row: Selectable<TasksTable>): TaskRecord => ({
  taskId: row.task_id,
  siteId: row.site_id,
  title: row.title,
  callToAction: row.call_to_action,
  category: row.category,
  taskCategory: row.task_category,
  taskType: row.task_type,
  roomIds: row.room_ids,
  schedule: row.schedule,
  allowedMinutes: row.allowed_minutes,
  state: row.state,
  deleted: row.deleted,
  plannedSince: row.planned_since,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toOccurrenceRecord = (row: Selectable<TaskOccurrencesTable>): OccurrenceRecord => ({
  occurrenceId: row.occurrence_id,
  taskId: row.task_id,
  siteId: row.site_id,
  roomId: row.room_id,
  localDate: row.local_date,
  dueAt: row.due_at,
  deadlineAt: row.deadline_at,
  title: row.title,
  category: row.category,
  taskType: row.task_type,
  completedAt: row.completed_at,
  completedBy: row.completed_by,
  completedVia: row.completed_via,
});
