import type { ComplaintCategory, RecordedEvent, TaskSchedule, TaskState, TaskType } from '@facility/contracts';
import { TASK_EVENT_TYPES } from '@facility/contracts';

/**
 * The `tasks` read model as a pure fold: task definitions from the task stream, and each
 * room's occurrences from `TaskDue` and the completions (telemetry `TaskCompleted` from a
 * room's QR page or kiosk, `TaskMarkedDone` from the panel). An occurrence is keyed by its
 * derived id and merged field by field, so a completion that comes before its `TaskDue`
 * ends the same as one after it; the first completion wins.
 */

export const TASKS_EVENT_TYPES: ReadonlySet<string> = new Set([...TASK_EVENT_TYPES, 'TaskCompleted']);

export interface TaskRecord {
  taskId: string;
  siteId: string;
  title: string;
  callToAction: string;
  category: ComplaintCategory;
  taskCategory: string;
  taskType: TaskType;
  roomIds: string[];
  schedule: TaskSchedule;
  allowedMinutes: number;
  state: TaskState;
  deleted: boolean;
  /** Event time since which the current plan holds (see TasksTable.planned_since). */
  plannedSince: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface OccurrenceRecord {
  occurrenceId: string;
  taskId: string;
  siteId: string;
  roomId: string;
  localDate: string | null;
  dueAt: Date | null;
  deadlineAt: Date | null;
  title: string | null;
  category: ComplaintCategory | null;
  taskType: TaskType | null;
  completedAt: Date | null;
  completedBy: string | null;
  completedVia: 'device' | 'panel' | null;
}

export interface TasksState {
  tasks: Map<string, TaskRecord>;
  occurrences: Map<string, OccurrenceRecord>;
}

export interface TasksFoldResult {
  changedTasks: Set<string>;
  changedOccurrences: Set<string>;
  /** Sites and rooms whose tasks or occurrences moved (live messages). */
  touched: { siteId: string; roomId: string | null }[];
}

const PROFILE_FIELDS = ['title', 'callToAction', 'category', 'taskCategory', 'taskType', 'roomIds', 'schedule', 'allowedMinutes'] as const;

/** Folds a batch (in global order) into `state`; answers what changed. Unknown or stray events are skipped. */
export function foldTasks(state: TasksState, events: readonly RecordedEvent[]): TasksFoldResult {
  const result: TasksFoldResult = { changedTasks: new Set(), changedOccurrences: new Set(), touched: [] };
  for (const event of events) {
    if (!TASKS_EVENT_TYPES.has(event.type)) continue;
    const data = event.data as Record<string, unknown>;
    const taskId = String(data.taskId);
    const task = state.tasks.get(taskId);
    switch (event.type) {
      case 'TaskCreated': {
        const created = data as unknown as Omit<TaskRecord, 'state' | 'deleted' | 'plannedSince' | 'createdAt' | 'updatedAt'>;
        state.tasks.set(taskId, {
          taskId,
          siteId: created.siteId,
          title: created.title,
          callToAction: created.callToAction,
          category: created.category,
          taskCategory: created.taskCategory,
          taskType: created.taskType,
          roomIds: [...created.roomIds],
          schedule: created.schedule,
          allowedMinutes: created.allowedMinutes,
          state: 'active',
          deleted: false,
          plannedSince: event.occurredAt,
          createdAt: event.occurredAt,
          updatedAt: event.occurredAt,
        });
        break;
      }
      case 'TaskUpdated': {
        if (!task) continue;
        const changes = Object.fromEntries(PROFILE_FIELDS.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
        Object.assign(task, changes, { updatedAt: event.occurredAt });
        if ('schedule' in changes || 'roomIds' in changes) task.plannedSince = event.occurredAt;
        break;
      }
      case 'TaskStateChanged': {
        if (!task) continue;
        const next = data.state as TaskState;
        if (next === 'active' && task.state !== 'active') task.plannedSince = event.occurredAt;
        task.state = next;
        task.updatedAt = event.occurredAt;
        break;
      }
      case 'TaskDeleted':
        if (!task) continue;
        task.deleted = true;
        task.updatedAt = event.occurredAt;
        break;
      case 'TaskDue': {
        const occurrence = occurrenceFor(state, data);
        occurrence.localDate = String(data.localDate);
        occurrence.dueAt = new Date(String(data.dueAt));
        occurrence.deadlineAt = new Date(String(data.deadlineAt));
        occurrence.title = String(data.title);
        occurrence.category = data.category as ComplaintCategory;
        occurrence.taskType = data.taskType as TaskType;
        result.changedOccurrences.add(occurrence.occurrenceId);
        result.touched.push({ siteId: occurrence.siteId, roomId: occurrence.roomId });
        continue;
      }
      case 'TaskCompleted':
      case 'TaskMarkedDone': {
        // A device confirms only a task of its own room (the ingest stamped the room).
        if (!task || !task.roomIds.includes(String(data.roomId))) continue;
        const occurrence = occurrenceFor(state, data, task);
        if (occurrence.completedAt !== null) continue;
        occurrence.completedAt = event.occurredAt;
        occurrence.completedBy = event.type === 'TaskCompleted' && typeof data.staffId === 'string' ? data.staffId : null;
        occurrence.completedVia = event.type === 'TaskCompleted' ? 'device' : 'panel';
        result.changedOccurrences.add(occurrence.occurrenceId);
        result.touched.push({ siteId: occurrence.siteId, roomId: occurrence.roomId });
        continue;
      }
      default:
        continue;
    }
    result.changedTasks.add(taskId);
    const changed = state.tasks.get(taskId);
    if (changed) result.touched.push({ siteId: changed.siteId, roomId: null });
  }
  return result;
}

/** The occurrence the event names, made when first seen (the task's own fields stand in until `TaskDue`). */
function occurrenceFor(state: TasksState, data: Record<string, unknown>, task?: TaskRecord): OccurrenceRecord {
  const occurrenceId = String(data.occurrenceId);
  let occurrence = state.occurrences.get(occurrenceId);
  if (!occurrence) {
    occurrence = {
      occurrenceId,
      taskId: String(data.taskId),
      siteId: String(data.siteId),
      roomId: String(data.roomId),
      localDate: null,
      dueAt: null,
      deadlineAt: null,
      title: task?.title ?? null,
      category: task?.category ?? null,
      taskType: task?.taskType ?? null,
      completedAt: null,
      completedBy: null,
      completedVia: null,
    };
    state.occurrences.set(occurrenceId, occurrence);
  }
  return occurrence;
}
