import type { UserEvent, UserProfile } from '@facility/contracts';
import type { Updateable } from 'kysely';
import { jsonb, jsonbIfPresent, occurredAt, setsAnything, type Handlers } from './organisation.handlers.ts';
import type { UsersTable } from './organisation.table.ts';

/** How emails are stored and looked up: trimmed and lower-cased (as the user commands store them). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The columns behind the profile fields present in an event. */
function profileColumns(profile: Partial<UserProfile>): Updateable<UsersTable> {
  return {
    username: profile.username,
    email: profile.email === undefined ? undefined : normaliseEmail(profile.email),
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone: profile.phone,
    gender: profile.gender,
    language: profile.language,
  };
}

/** Users: a deactivated user keeps its row (and its email and username) with `active` false. */
export const userHandlers: Handlers<UserEvent> = {
  async UserCreated(trx, data, event) {
    await trx
      .insertInto('users')
      .values({
        user_id: data.userId,
        username: data.username,
        email: normaliseEmail(data.email),
        first_name: data.firstName,
        last_name: data.lastName,
        phone: data.phone,
        gender: data.gender,
        language: data.language,
        type: data.type,
        roles: jsonb(data.roles),
        level: data.level,
        scopes: jsonb(data.scopes),
        password_hash: data.passwordHash,
        active: true,
        created_at: occurredAt(event),
        password_changed_at: occurredAt(event),
      })
      .execute();
  },

  async UserProfileUpdated(trx, { userId, ...profile }) {
    const changes = profileColumns(profile);
    if (setsAnything(changes)) await trx.updateTable('users').set(changes).where('user_id', '=', userId).execute();
  },

  async UserPasswordChanged(trx, { userId, passwordHash }, event) {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: occurredAt(event) })
      .where('user_id', '=', userId)
      .execute();
  },

  async UserAccessChanged(trx, { userId, type, roles, level, scopes }) {
    const changes = { type, roles: jsonbIfPresent(roles), level, scopes: jsonbIfPresent(scopes) };
    if (setsAnything(changes)) await trx.updateTable('users').set(changes).where('user_id', '=', userId).execute();
  },

  async UserDeactivated(trx, { userId }) {
    await trx.updateTable('users').set({ active: false }).where('user_id', '=', userId).execute();
  },
};
