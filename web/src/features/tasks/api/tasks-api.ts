import type { CreateTaskBody, Site, StaticRoom, Task, TaskCalendar, TaskDoneBody, TaskList, TaskState, UpdateTaskBody } from '@facility/contracts';
import { useAdminWrite } from '../../../lib/admin-mutation.ts';
import { apiPath } from '../../../lib/api-client.ts';
import { getQueryOptions } from '../../../lib/api-query.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Every key here starts with `admin`: any admin write (a task saved, a room removed, the
// shifts changed) marks them stale, so the list, the calendar and the form's choices follow.

const taskPath = (taskId: string, rest = '') => apiPath(`task/${encodeURIComponent(taskId)}${rest}`);

/** Under this prefix: every task read of a site (the list and every calendar range). */
export const siteTasksKey = (siteId: string) => queryKeys.admin('tasks', siteId);

/** `GET /api/task?siteId=`: the site's tasks (nothing is asked before a site is chosen). */
export const tasksQuery = (siteId: string | null) => getQueryOptions<TaskList>(queryKeys.admin('tasks', siteId, 'list'), siteId === null ? null : apiPath('task', { siteId }));

/** `GET /api/task/calendar?siteId=&from=&to=` (at most 62 days). */
export const taskCalendarQuery = (siteId: string | null, from: string, to: string) =>
  getQueryOptions<TaskCalendar>(queryKeys.admin('tasks', siteId, 'calendar', from, to), siteId === null ? null : apiPath('task/calendar', { siteId, from, to }));

/** The site with its shifts (a task may come due at a shift's start); the shifts screen reads it under the same key. */
export const siteQuery = (siteId: string | null) =>
  getQueryOptions<Site>(queryKeys.admin('site', siteId), siteId === null ? null : apiPath(`site/${encodeURIComponent(siteId)}`));

/** The site's rooms to choose from: `GET room/staticRooms`, which every user of the site may read. */
export const siteRoomsQuery = (siteId: string | null) =>
  getQueryOptions<StaticRoom[]>(queryKeys.admin('static-rooms', siteId), siteId === null ? null : apiPath('room/staticRooms', { siteId }));

/** A new task (`id` null) or a change to one. */
export type SaveTask = { id: null; body: CreateTaskBody } | { id: string; body: UpdateTaskBody };

export function useSaveTask(onSaved: (task: Task) => void) {
  return useAdminWrite<SaveTask, Task>({
    request: (input) => (input.id === null ? { method: 'POST', url: apiPath('task'), body: input.body } : { method: 'PUT', url: taskPath(input.id), body: input.body }),
    onSuccess: onSaved,
  });
}

/** Deletes a task; its history (done occurrences) stays on the calendar. */
export function useDeleteTask(onDeleted: (taskId: string) => void) {
  return useAdminWrite<string, null>({
    request: (taskId) => ({ method: 'DELETE', url: taskPath(taskId) }),
    popup: 'deleted',
    onSuccess: (_output, taskId) => onDeleted(taskId),
  });
}

/** `PUT /api/task/{id}/state`: activate, deactivate or hold; the list shows the new state without a popup. */
export function useSetTaskState() {
  return useAdminWrite<{ taskId: string; state: TaskState }, Task>({
    request: ({ taskId, state }) => ({ method: 'PUT', url: taskPath(taskId, '/state'), body: { state } }),
    popup: 'none',
  });
}

/** `POST /api/task/{id}/done`: a manager marks one room's occurrence done (204). */
export function useMarkDone(onDone: () => void) {
  return useAdminWrite<{ taskId: string; body: TaskDoneBody }, null>({
    request: ({ taskId, body }) => ({ method: 'POST', url: taskPath(taskId, '/done'), body }),
    onSuccess: onDone,
  });
}
