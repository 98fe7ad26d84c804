import type { UserCreated, UserEvent } from '@facility/contracts';
import type { DecisionContext, Decider } from '../../../domain/decider.ts';
import { IllegalStateError, NotFoundError } from '../../../domain/errors.ts';
import type { UserCommand } from './user.commands.ts';
import {
  changedFields,
  checkScopesFitLevel,
  newUserFields,
  requireId,
  requirePasswordHash,
  validAccessFields,
  validProfileFields,
} from './user.rules.ts';

/** A user's stream folded: nothing yet, an active user, or a deactivated one. */
export type UserState =
  | { status: 'absent' }
  | { status: 'active'; user: UserCreated }
  | { status: 'deactivated'; user: UserCreated };

function requireActiveUser(state: UserState, userId: string): UserCreated {
  if (state.status === 'absent') throw new NotFoundError(`User ${userId} not found`);
  if (state.status === 'deactivated') throw new IllegalStateError(`User ${userId} has been deactivated`);
  return state.user;
}

/**
 * Email and username uniqueness are not decided here: they span every user's stream, so
 * the command handler checks them against the users read model (emails compared in
 * `normaliseEmail` form) before calling `decide`.
 */
function decide(command: UserCommand, state: UserState, context: DecisionContext): UserEvent[] {
  switch (command.type) {
    case 'CreateUser': {
      const userId = requireId(command.data.userId, 'userId');
      if (state.status !== 'absent') throw new IllegalStateError(`User ${userId} already exists`);
      const fields = newUserFields(command.data);
      checkScopesFitLevel(fields);
      const passwordHash = requirePasswordHash(command.data.passwordHash);
      return [{ type: 'UserCreated', data: { userId, ...fields, passwordHash } }];
    }
    case 'UpdateUserProfile': {
      const user = requireActiveUser(state, command.data.userId);
      const changes = changedFields(user, validProfileFields(command.data));
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'UserProfileUpdated', data: { userId: user.userId, ...changes } }];
    }
    case 'ChangeUserPassword': {
      const user = requireActiveUser(state, command.data.userId);
      const passwordHash = requirePasswordHash(command.data.passwordHash);
      if (passwordHash === user.passwordHash) return [];
      return [{ type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash } }];
    }
    case 'SetUserAccess': {
      const user = requireActiveUser(state, command.data.userId);
      const changes = changedFields(user, validAccessFields(command.data));
      if (Object.keys(changes).length === 0) return [];
      // The rule holds for the access as it will be, e.g. a level change keeps the scopes.
      checkScopesFitLevel({ level: changes.level ?? user.level, scopes: changes.scopes ?? user.scopes });
      return [{ type: 'UserAccessChanged', data: { userId: user.userId, ...changes } }];
    }
    case 'DeactivateUser': {
      const user = requireActiveUser(state, command.data.userId);
      // An admin locking themselves out is almost always a slip; another admin can do it.
      if (context.actor.kind === 'user' && context.actor.id === user.userId) {
        throw new IllegalStateError('You cannot deactivate your own user');
      }
      return [{ type: 'UserDeactivated', data: { userId: user.userId } }];
    }
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { status: 'active', user: event.data };
    case 'UserProfileUpdated':
    case 'UserPasswordChanged':
    case 'UserAccessChanged':
      return state.status === 'absent' ? state : { status: state.status, user: { ...state.user, ...event.data } };
    case 'UserDeactivated':
      return state.status === 'absent' ? state : { status: 'deactivated', user: state.user };
  }
}

/** Users (stream `org-user-<userId>`): profile, password hash, access and deactivation. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide,
};
