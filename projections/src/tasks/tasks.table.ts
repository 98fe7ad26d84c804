import type { ComplaintCategory, TaskSchedule, TaskState, TaskType } from '@facility/contracts';
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../organisation/organisation.table.ts';

type NullableTimestamp = ColumnType<Date | null, string | null, string | null>;
/** A `jsonb` column this projection writes through `jsonb_to_recordset` (raw SQL). */
type JsonColumn<T> = ColumnType<T, string, string>;

/** Task definitions as their stream last left them (projection `tasks`, stream `task-<id>`). */
export interface TasksTable {
  task_id: string;
  site_id: string;
  title: string;
  call_to_action: string;
  category: ComplaintCategory;
  task_category: string;
  task_type: TaskType;
  /** The rooms as the events gave them; removed rooms are left out when read. */
  room_ids: JsonColumn<string[]>;
  schedule: JsonColumn<TaskSchedule>;
  allowed_minutes: number;
  state: TaskState;
  /** A deleted task keeps its row, flagged (its occurrences and history stay). */
  deleted: boolean;
  /**
   * Event time since which the task's current plan holds: creation, the last activation, or
   * the last change of its schedule or rooms. Occurrences planned before it never came due
   * (the task did not exist, was off, or was planned otherwise then).
   */
  planned_since: Timestamp;
  /** `occurredAt` of `TaskCreated`. */
  created_at: Timestamp;
  /** `occurredAt` of the task's latest definition event. */
  updated_at: Timestamp;
}

/**
 * One room's occurrences of tasks that came due (`TaskDue`) or were confirmed done (telemetry
 * `TaskCompleted`, `TaskMarkedDone`), keyed by the derived occurrence id. A completion may
 * come before its `TaskDue` (a cleaner confirms at 09:50 a 10:00 task): its row then waits
 * with the due fields null until `TaskDue` fills them in.
 */
export interface TaskOccurrencesTable {
  occurrence_id: string;
  task_id: string;
  site_id: string;
  room_id: string;
  local_date: string | null;
  due_at: NullableTimestamp;
  deadline_at: NullableTimestamp;
  title: string | null;
  category: ComplaintCategory | null;
  task_type: TaskType | null;
  completed_at: NullableTimestamp;
  completed_by: string | null;
  completed_via: 'device' | 'panel' | null;
}
