import type { ComplaintCategory, NewEvent, OccurrenceState, TaskDue, TaskType } from '@facility/contracts';
import { taskStreamId } from '@facility/contracts';
import { derivedEventId } from '../calls/derived-id.ts';
import { expandOccurrences, type ScheduledTask, type TaskSite } from './task-schedule.ts';
import type { OccurrenceRecord, TaskRecord } from './tasks.fold.ts';

/**
 * Occurrences as the screens and the clock see them, pure: the schedules' plan for today and
 * later merged with what the log says came due or was done, and each one's state at `now`.
 */

/** An occurrence with everything known of it (planned, stored, or both). */
export interface OccurrenceFacts {
  occurrenceId: string;
  taskId: string;
  title: string;
  category: ComplaintCategory;
  taskType: TaskType;
  roomId: string;
  localDate: string;
  dueAt: Date;
  deadlineAt: Date;
  completedAt: Date | null;
  completedBy: string | null;
  completedVia: 'device' | 'panel' | null;
}

/** Only tasks that are on and repeat come due by the clock; a manual task came due when it was given. */
export const comesDueByClock = (task: Pick<TaskRecord, 'state' | 'deleted' | 'taskType'>): boolean =>
  task.state === 'active' && !task.deleted && task.taskType !== 'manual';

const scheduledOf = (task: TaskRecord, roomIds: readonly string[]): ScheduledTask => ({
  taskId: task.taskId,
  roomIds: task.roomIds.filter((roomId) => roomIds.includes(roomId)),
  schedule: task.schedule,
  allowedMinutes: task.allowedMinutes,
});

/**
 * The occurrences the schedules of `tasks` plan on local dates `from`..`to` in the rooms of
 * `liveRoomIds` (rooms removed since get none), leaving out those planned before the task's
 * current plan held (a task created at 11:00 never had a 10:00 occurrence that day).
 */
export function planOccurrences(tasks: readonly TaskRecord[], site: TaskSite, liveRoomIds: readonly string[], from: string, to: string): OccurrenceFacts[] {
  return tasks.filter(comesDueByClock).flatMap((task) =>
    expandOccurrences(scheduledOf(task, liveRoomIds), site, from, to)
      .filter((planned) => planned.dueAt >= task.plannedSince)
      .map((planned) => ({
        occurrenceId: planned.occurrenceId,
        taskId: task.taskId,
        title: task.title,
        category: task.category,
        taskType: task.taskType,
        roomId: planned.roomId,
        localDate: planned.localDate,
        dueAt: planned.dueAt,
        deadlineAt: planned.deadlineAt,
        completedAt: null,
        completedBy: null,
        completedVia: null,
      })),
  );
}

/** A stored occurrence that came due, as facts; null for one only completed so far (its due time is the plan's). */
export function storedFacts(row: OccurrenceRecord): OccurrenceFacts | null {
  if (row.localDate === null || row.dueAt === null || row.deadlineAt === null || row.title === null || row.category === null || row.taskType === null) return null;
  return { ...row, localDate: row.localDate, dueAt: row.dueAt, deadlineAt: row.deadlineAt, title: row.title, category: row.category, taskType: row.taskType };
}

/**
 * The plan merged with the stored rows by occurrence id: a stored row's due fields and
 * completion win, so an occurrence completed early shows done; stored rows the plan lacks
 * (a manual task, a task switched off after it came due) are kept when they came due.
 * Sorted by due time, then room and task.
 */
export function mergeOccurrences(planned: readonly OccurrenceFacts[], stored: readonly OccurrenceRecord[]): OccurrenceFacts[] {
  const merged = new Map(planned.map((occurrence) => [occurrence.occurrenceId, occurrence]));
  for (const row of stored) {
    const facts = storedFacts(row);
    const plan = merged.get(row.occurrenceId);
    if (facts) merged.set(row.occurrenceId, facts);
    else if (plan) merged.set(row.occurrenceId, { ...plan, completedAt: row.completedAt, completedBy: row.completedBy, completedVia: row.completedVia });
  }
  return [...merged.values()].sort(
    (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.roomId.localeCompare(b.roomId) || a.taskId.localeCompare(b.taskId),
  );
}

/** An occurrence's state at `now` (OCCURRENCE_STATES); `today` is the site's local date at `now`. */
export function occurrenceState(occurrence: Pick<OccurrenceFacts, 'localDate' | 'dueAt' | 'deadlineAt' | 'completedAt'>, now: Date, today: string): OccurrenceState {
  if (occurrence.completedAt !== null) return 'done';
  if (occurrence.localDate < today) return 'missed';
  if (now < occurrence.dueAt) return 'upcoming';
  if (now < occurrence.deadlineAt) return 'open';
  return 'late';
}

/** The `TaskDue` of one room's occurrence: its id derives from the occurrence, so any number of writers store it once. */
export function taskDueEvent(task: Pick<TaskRecord, 'taskId' | 'siteId' | 'title' | 'category' | 'taskType'>, occurrence: Pick<OccurrenceFacts, 'occurrenceId' | 'roomId' | 'localDate' | 'dueAt' | 'deadlineAt'>, actorId = 'task-timer'): { streamId: string; event: NewEvent } {
  const data: TaskDue = {
    taskId: task.taskId,
    siteId: task.siteId,
    roomId: occurrence.roomId,
    occurrenceId: occurrence.occurrenceId,
    localDate: occurrence.localDate,
    dueAt: occurrence.dueAt.toISOString(),
    deadlineAt: occurrence.deadlineAt.toISOString(),
    title: task.title,
    category: task.category,
    taskType: task.taskType,
  };
  return {
    streamId: taskStreamId(task.taskId),
    event: {
      id: derivedEventId(occurrence.occurrenceId, 'TaskDue'),
      type: 'TaskDue',
      data,
      occurredAt: occurrence.dueAt,
      metadata: { source: 'reactor:tasks', actor: { kind: 'system', id: actorId }, causationId: occurrence.occurrenceId },
    },
  };
}
