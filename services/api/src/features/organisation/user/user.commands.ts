import type { UserAccess, UserProfile } from '@facility/contracts';

/** Profile fields a new user may leave out; they become null. */
type OptionalProfileField = 'phone' | 'gender' | 'language';

/**
 * Create a user. The handler generates `userId`, hashes the password, and checks that the
 * email (and username) are free: uniqueness needs the read model, which a decider never sees.
 */
export interface CreateUser {
  type: 'CreateUser';
  data: { userId: string; passwordHash: string } & Omit<UserProfile, OptionalProfileField> &
    Partial<Pick<UserProfile, OptionalProfileField>> &
    UserAccess;
}

/** Change some profile fields; absent fields stay, a null clears phone, gender or language. */
export interface UpdateUserProfile {
  type: 'UpdateUserProfile';
  data: { userId: string } & Partial<UserProfile>;
}

/** Replace the password; the handler hashed the new one. */
export interface ChangeUserPassword {
  type: 'ChangeUserPassword';
  data: { userId: string; passwordHash: string };
}

/** Change type, roles, level or scopes; absent ones stay. */
export interface SetUserAccess {
  type: 'SetUserAccess';
  data: { userId: string } & Partial<UserAccess>;
}

/** Stop the user from logging in. There is no way back yet: create a new user instead. */
export interface DeactivateUser {
  type: 'DeactivateUser';
  data: { userId: string };
}

export type UserCommand = CreateUser | UpdateUserProfile | ChangeUserPassword | SetUserAccess | DeactivateUser;
