import type { SessionUser } from '../../../plugins/auth.ts';

/**
 * Who may use the working areas (spec §2 `/working-area`, §4 guard: "working-area is also
 * allowed for the role real-time"). The site itself must be within the caller's grant too;
 * the routes check that first (404).
 */
type Caller = Pick<SessionUser, 'type' | 'roles'>;

/** Admins, and users holding the `working_area` permission, create, change and delete working areas. */
export const mayManageWorkingAreas = (user: Caller): boolean => user.type === 'admin' || user.roles.includes('working_area');

/** Those who manage them, and holders of `real-time`, may read them. */
export const mayReadWorkingAreas = (user: Caller): boolean => mayManageWorkingAreas(user) || user.roles.includes('real-time');

/**
 * The site's cleaners are read by those who read working areas (the area form picks from
 * them) and by holders of `users` (the `/users/cleaners` screen).
 */
export const mayReadCleaners = (user: Caller): boolean => mayReadWorkingAreas(user) || user.roles.includes('users');
