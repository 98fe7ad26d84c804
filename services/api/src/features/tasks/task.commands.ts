import type { TaskDue, TaskProfile, TaskState } from '@facility/contracts';

/**
 * Commands on a task stream (`task-<id>`). The routes have already checked, against the
 * read model, the site (in scope), the rooms (live rooms of the site) and the schedule's
 * shift, and normalised the profile (task.rules.ts); ids and a manual task's occurrences
 * (derived from the site's clock) come with the command, never from the decider.
 */

/** Create a task; a manual one comes due at once in each of its rooms (`due`, one per room). */
export interface CreateTask {
  type: 'CreateTask';
  data: { taskId: string; siteId: string; profile: TaskProfile; due: Omit<TaskDue, 'taskId' | 'siteId' | 'title' | 'category' | 'taskType'>[] };
}

/** Change some fields; those left out stay, lists and the schedule are replaced whole. */
export interface UpdateTask {
  type: 'UpdateTask';
  data: { taskId: string; changes: Partial<TaskProfile> };
}

/** Activate, deactivate or hold a task (spec §4). */
export interface ChangeTaskState {
  type: 'ChangeTaskState';
  data: { taskId: string; state: TaskState };
}

/** Delete a task; its history stays, its stream refuses further commands. */
export interface DeleteTask {
  type: 'DeleteTask';
  data: { taskId: string };
}

/** A manager marks one room's occurrence done from the panel. */
export interface MarkTaskDone {
  type: 'MarkTaskDone';
  data: { taskId: string; roomId: string; occurrenceId: string };
}

export type TaskCommand = CreateTask | UpdateTask | ChangeTaskState | DeleteTask | MarkTaskDone;
