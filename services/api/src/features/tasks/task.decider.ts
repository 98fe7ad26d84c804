import type { TaskCreated, TaskEvent, TaskProfile, TaskState, TaskUpdated } from '@facility/contracts';
import type { Decider } from '../../domain/decider.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { TaskCommand } from './task.commands.ts';

/** A task stream folded: nothing yet, or the task (live or deleted) with the occurrences the panel marked done. */
export type TaskStreamState =
  | { status: 'absent' }
  | { status: 'live' | 'deleted'; task: TaskCreated; state: TaskState; markedDone: ReadonlySet<string> };

const PROFILE_FIELDS = ['title', 'callToAction', 'category', 'taskCategory', 'taskType', 'roomIds', 'schedule', 'allowedMinutes'] as const;

function existing(state: TaskStreamState, taskId: string) {
  if (state.status === 'absent') throw new NotFoundError(`Task ${taskId} does not exist`);
  if (state.status === 'deleted') throw new IllegalStateError(`Task ${taskId} is deleted`);
  return state;
}

/** Whether two values the profile holds are the same (lists and the schedule compared whole). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function decide(command: TaskCommand, state: TaskStreamState): TaskEvent[] {
  switch (command.type) {
    case 'CreateTask': {
      const { taskId, siteId, profile, due } = command.data;
      if (state.status !== 'absent') throw new IllegalStateError(`Task ${taskId} already exists`);
      const created: TaskEvent = { type: 'TaskCreated', data: { taskId, siteId, ...profile } };
      if (profile.taskType !== 'manual') return [created];
      // A manual task comes due at once, in each of its rooms.
      if (due.length !== profile.roomIds.length || due.some((occurrence, index) => occurrence.roomId !== profile.roomIds[index])) {
        throw new ValidationError('roomIds', 'a manual task comes due once in each of its rooms');
      }
      return [
        created,
        ...due.map((occurrence): TaskEvent => ({
          type: 'TaskDue',
          data: { taskId, siteId, ...occurrence, title: profile.title, category: profile.category, taskType: profile.taskType },
        })),
      ];
    }
    case 'UpdateTask': {
      const { taskId, changes } = command.data;
      const { task } = existing(state, taskId);
      if (changes.taskType !== undefined && changes.taskType !== task.taskType && (changes.taskType === 'manual' || task.taskType === 'manual')) {
        throw new ValidationError('taskType', 'a manual task stays manual, and a repeating one cannot become manual');
      }
      const update: TaskUpdated = { taskId, siteId: task.siteId };
      for (const field of PROFILE_FIELDS) {
        const next = changes[field];
        if (next !== undefined && !same(next, task[field])) Object.assign(update, { [field]: next });
      }
      // Saving an unchanged form is not a change: nothing to record.
      return Object.keys(update).length > 2 ? [{ type: 'TaskUpdated', data: update }] : [];
    }
    case 'ChangeTaskState': {
      const current = existing(state, command.data.taskId);
      if (current.state === command.data.state) return [];
      return [{ type: 'TaskStateChanged', data: { taskId: current.task.taskId, siteId: current.task.siteId, state: command.data.state } }];
    }
    case 'DeleteTask': {
      const { task } = existing(state, command.data.taskId);
      return [{ type: 'TaskDeleted', data: { taskId: task.taskId, siteId: task.siteId } }];
    }
    case 'MarkTaskDone': {
      const { taskId, roomId, occurrenceId } = command.data;
      const current = existing(state, taskId);
      if (!current.task.roomIds.includes(roomId)) throw new ValidationError('roomId', 'is not a room of this task');
      if (current.markedDone.has(occurrenceId)) return [];
      return [{ type: 'TaskMarkedDone', data: { taskId, siteId: current.task.siteId, roomId, occurrenceId } }];
    }
  }
}

function evolve(state: TaskStreamState, event: TaskEvent): TaskStreamState {
  switch (event.type) {
    case 'TaskCreated':
      return { status: 'live', task: event.data, state: 'active', markedDone: new Set() };
    case 'TaskUpdated': {
      if (state.status === 'absent') return state;
      const { taskId: _id, siteId: _site, ...changes } = event.data;
      return { ...state, task: { ...state.task, ...(changes as Partial<TaskProfile>) } };
    }
    case 'TaskStateChanged':
      return state.status === 'absent' ? state : { ...state, state: event.data.state };
    case 'TaskDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
    case 'TaskMarkedDone':
      return state.status === 'absent' ? state : { ...state, markedDone: new Set([...state.markedDone, event.data.occurrenceId]) };
    case 'TaskDue':
      // The clock's record of time passing: nothing a command decides on.
      return state;
  }
}

/**
 * Tasks (stream `task-<id>`): create (a manual task comes due at once), change, activate,
 * deactivate or hold, delete, and mark a room's occurrence done from the panel. That the
 * rooms and the shift belong to the site needs the read model, so the routes check them
 * (task.rules.ts) before deciding.
 */
export const taskDecider: Decider<TaskStreamState, TaskCommand, TaskEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide: (command, state) => decide(command, state),
};
