import type { Task } from '@facility/contracts';
import { fold } from '../../../lib/fold.ts';

/** The task list's search: title, call to action, task category and room names, case and accents ignored. */
export function filterTasks(tasks: readonly Task[], search: string): Task[] {
  const wanted = fold(search.trim());
  if (wanted === '') return [...tasks];
  return tasks.filter((task) => [task.title, task.callToAction, task.taskCategory, ...task.rooms.map((room) => room.displayName)].some((field) => fold(field).includes(wanted)));
}

/** Rooms as the list shows them: the first few names and how many more. */
export function roomsPreview(task: Pick<Task, 'rooms'>, shown = 3): { names: string[]; more: number } {
  const names = task.rooms.map((room) => room.displayName);
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}
