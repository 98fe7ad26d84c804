import type { UserAccess, UserProfile } from '@facility/contracts';
import type { HistoryFieldKeys } from '../../../components/admin/history-details.ts';

/** The user events' field names mapped to the `users` keys of the user form's labels. */
export const USER_HISTORY_FIELD_KEYS = {
  username: 'field.username',
  firstName: 'field.firstName',
  lastName: 'field.lastName',
  email: 'field.email',
  phone: 'field.phone',
  gender: 'field.gender',
  language: 'field.language',
  type: 'field.type',
  roles: 'field.roles',
  level: 'field.level',
  scopes: 'field.grants',
} as const satisfies Record<keyof UserProfile | keyof UserAccess, string> & HistoryFieldKeys;
