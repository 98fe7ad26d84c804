import type { SessionUser } from '../../plugins/auth.ts';

/**
 * Who may use the task screens (spec §2 `/task`, `/task/calendar`, `/real-time/task`):
 * admins, and users holding the `task` permission. The site must be within the caller's
 * grant too; the routes check that first (404).
 */
export const mayUseTasks = (user: Pick<SessionUser, 'type' | 'roles'>): boolean => user.type === 'admin' || user.roles.includes('task');

/** The real-time task board is also a board: holders of `real-time` read it (spec §2 `/real-time/task`). */
export const mayReadTaskBoard = (user: Pick<SessionUser, 'type' | 'roles'>): boolean => mayUseTasks(user) || user.roles.includes('real-time');
