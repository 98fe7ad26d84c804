import type { SessionUser } from '../../plugins/auth.ts';

/**
 * Who may use the surveys (spec §2 `/survey`, §4 guard: the `survey` permission): admins,
 * and users holding `survey`. The site itself must be within the caller's grant too; the
 * routes check that first (404).
 */
export const mayUseSurveys = (user: Pick<SessionUser, 'type' | 'roles'>): boolean => user.type === 'admin' || user.roles.includes('survey');
