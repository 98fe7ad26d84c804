import { describe, expect, it } from 'vitest';
import type { UserCreated, UserEvent } from '@facility/contracts';
import { userStreamId } from '@facility/contracts';
import { spec, TEST_CONTEXT } from '../../../domain/decider-specification.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/errors.ts';
import type { UserCommand } from './user.commands.ts';
import { userDecider } from './user.decider.ts';
import { normaliseEmail } from './user.rules.ts';

const created: UserCreated = {
  userId: 'user-1',
  username: 'dana.levi',
  firstName: 'Dana',
  lastName: 'Levi',
  email: 'dana@demo.test',
  phone: '+972 (50) 123-4567',
  gender: 'female',
  language: 'he',
  type: 'manager',
  roles: ['dashboard', 'real-time', 'room'],
  level: 'company',
  scopes: { franchiseIds: [], companyIds: ['co-1'], siteIds: [] },
  passwordHash: 'scrypt$salt$hash',
};
const userCreated: UserEvent = { type: 'UserCreated', data: created };
const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'user-1' } };

const createUser = (data: Record<string, unknown> = {}): UserCommand =>
  ({ type: 'CreateUser', data: { ...created, ...data } }) as UserCommand;
const updateProfile = (data: Record<string, unknown>): UserCommand =>
  ({ type: 'UpdateUserProfile', data: { userId: 'user-1', ...data } }) as UserCommand;
const setAccess = (data: Record<string, unknown>): UserCommand =>
  ({ type: 'SetUserAccess', data: { userId: 'user-1', ...data } }) as UserCommand;
const changePassword = (passwordHash: string): UserCommand => ({
  type: 'ChangeUserPassword',
  data: { userId: 'user-1', passwordHash },
});
const deactivate: UserCommand = { type: 'DeactivateUser', data: { userId: 'user-1' } };

/** Deciding `command` after `given` throws a ValidationError naming `field`. */
function expectInvalid(given: UserEvent[], command: UserCommand, field: string): void {
  const state = given.reduce(userDecider.evolve, userDecider.initialState());
  let thrown: unknown;
  try {
    userDecider.decide(command, state, TEST_CONTEXT);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ValidationError);
  expect((thrown as ValidationError).field).toBe(field);
}

describe('user decider', () => {
  it('names its stream org-user-<id>', () => {
    expect(userStreamId('u1')).toBe('org-user-u1');
  });

  describe('CreateUser', () => {
    it('creates the user with the handler-computed password hash', () => {
      spec(userDecider).given([]).when(createUser()).then([userCreated]);
    });

    it('stores the email trimmed and lower-cased, and left-out optional fields as null', () => {
      const { phone: _phone, gender: _gender, language: _language, ...required } = created;
      spec(userDecider)
        .given([])
        .when({ type: 'CreateUser', data: { ...required, email: ' Dana@Demo.TEST ' } })
        .then([{ type: 'UserCreated', data: { ...created, phone: null, gender: null, language: null } }]);
      expect(normaliseEmail(' Dana@Demo.TEST ')).toBe('dana@demo.test');
    });

    it('lets a buzzz user have no scopes', () => {
      const scopes = { franchiseIds: [], companyIds: [], siteIds: [] };
      const data = { type: 'admin', level: 'buzzz', roles: ['dashboard', 'franchise', 'user'], scopes };
      spec(userDecider)
        .given([])
        .when(createUser(data))
        .then([{ type: 'UserCreated', data: { ...created, ...data } } as UserEvent]);
    });

    it.each([
      ['franchise', { franchiseIds: ['fr-1'], companyIds: [], siteIds: [] }],
      ['company', { franchiseIds: [], companyIds: ['co-1'], siteIds: ['s-9'] }],
      ['site', { franchiseIds: [], companyIds: [], siteIds: ['s-1', 's-2'] }],
    ])('accepts a %s-level user scoped at its level', (level, scopes) => {
      spec(userDecider)
        .given([])
        .when(createUser({ level, scopes }))
        .then([{ type: 'UserCreated', data: { ...created, level, scopes } } as UserEvent]);
    });

    it.each([
      ['franchise', { franchiseIds: [], companyIds: ['co-1'], siteIds: [] }],
      ['company', { franchiseIds: ['fr-1'], companyIds: [], siteIds: ['s-1'] }],
      ['site', { franchiseIds: [], companyIds: ['co-1'], siteIds: [] }],
    ])('refuses a %s-level user without a scope at its level', (level, scopes) => {
      expectInvalid([], createUser({ level, scopes }), 'scopes');
    });

    it('says which scope list a level needs', () => {
      spec(userDecider)
        .given([])
        .when(createUser({ level: 'site', scopes: { franchiseIds: [], companyIds: [], siteIds: [] } }))
        .thenThrows(ValidationError, /scopes\.siteIds/);
    });

    it('refuses to create the same user twice', () => {
      spec(userDecider).given([userCreated]).when(createUser()).thenThrows(IllegalStateError, /already exists/);
      spec(userDecider).given([userCreated, deactivated]).when(createUser()).thenThrows(IllegalStateError);
    });

    it.each([
      ['userId', { userId: '' }],
      ['username', { username: 'dana' }],
      ['username', { username: 'dana levi' }],
      ['username', { username: undefined }],
      ['firstName', { firstName: '  ' }],
      ['lastName', { lastName: 'x'.repeat(51) }],
      ['email', { email: 'dana@demo' }],
      ['email', { email: 'dana levi@demo.test' }],
      ['email', { email: 'dana@@demo.test' }],
      ['email', { email: '' }],
      ['phone', { phone: '12345' }],
      ['phone', { phone: '050-123-4567 ext 2' }],
      ['phone', { phone: '1'.repeat(21) }],
      ['gender', { gender: 'x' }],
      ['language', { language: 'fr' }],
      ['type', { type: 'owner' }],
      ['roles', { roles: 'dashboard' }],
      ['roles/1', { roles: ['dashboard', 'settings'] }],
      ['roles/2', { roles: ['dashboard', 'room', 'dashboard'] }],
      ['level', { level: 'region' }],
      ['scopes', { scopes: null }],
      ['scopes/companyIds', { scopes: { companyIds: 'co-1' } }],
      ['scopes/companyIds/1', { scopes: { companyIds: ['co-1', 'co-1'] } }],
      ['scopes/siteIds/0', { scopes: { companyIds: ['co-1'], siteIds: [''] } }],
      ['passwordHash', { passwordHash: '' }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([], createUser(data), field);
    });

    it('uses the spec wording for short usernames and bad phones', () => {
      spec(userDecider)
        .given([])
        .when(createUser({ username: 'abcd' }))
        .thenThrows(ValidationError, 'username must be at least 5 characters');
      spec(userDecider)
        .given([])
        .when(createUser({ phone: 'abc' }))
        .thenThrows(ValidationError, 'invalid phone number');
    });

    it('accepts usernames in other scripts and phones with 7 to 20 digits', () => {
      spec(userDecider)
        .given([])
        .when(createUser({ username: 'דנה_לוי', phone: '1234567' }))
        .then([{ type: 'UserCreated', data: { ...created, username: 'דנה_לוי', phone: '1234567' } }]);
    });
  });

  describe('UpdateUserProfile', () => {
    it('records only the fields that changed', () => {
      spec(userDecider)
        .given([userCreated])
        .when(updateProfile({ firstName: 'Dana', lastName: 'Cohen', email: 'DANA.COHEN@demo.test' }))
        .then([
          { type: 'UserProfileUpdated', data: { userId: 'user-1', lastName: 'Cohen', email: 'dana.cohen@demo.test' } },
        ]);
    });

    it('clears phone, gender or language with null', () => {
      spec(userDecider)
        .given([userCreated])
        .when(updateProfile({ phone: null, language: '' }))
        .then([{ type: 'UserProfileUpdated', data: { userId: 'user-1', phone: null, language: null } }]);
    });

    it('decides nothing when nothing changes', () => {
      spec(userDecider)
        .given([userCreated])
        .when(updateProfile({ email: 'Dana@demo.test', username: 'dana.levi' }))
        .then([]);
      spec(userDecider).given([userCreated]).when(updateProfile({})).then([]);
    });

    it('folds earlier updates into the state', () => {
      const updated: UserEvent = { type: 'UserProfileUpdated', data: { userId: 'user-1', lastName: 'Cohen' } };
      spec(userDecider).given([userCreated, updated]).when(updateProfile({ lastName: 'Cohen' })).then([]);
    });

    it('ignores access and password fields', () => {
      spec(userDecider).given([userCreated]).when(updateProfile({ level: 'buzzz', passwordHash: 'x' })).then([]);
    });

    it.each([
      ['username', { username: 'abc' }],
      ['email', { email: 'not-an-email' }],
      ['phone', { phone: '12' }],
      ['firstName', { firstName: '' }],
      ['language', { language: 'xx' }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([userCreated], updateProfile(data), field);
    });
  });

  describe('ChangeUserPassword', () => {
    it('records the new hash', () => {
      spec(userDecider)
        .given([userCreated])
        .when(changePassword('scrypt$salt2$hash2'))
        .then([{ type: 'UserPasswordChanged', data: { userId: 'user-1', passwordHash: 'scrypt$salt2$hash2' } }]);
    });

    it('decides nothing for the current hash', () => {
      spec(userDecider).given([userCreated]).when(changePassword('scrypt$salt$hash')).then([]);
    });

    it('refuses a blank hash', () => {
      expectInvalid([userCreated], changePassword(''), 'passwordHash');
    });
  });

  describe('SetUserAccess', () => {
    it('records only what changed, each given whole', () => {
      const scopes = { franchiseIds: [], companyIds: ['co-1', 'co-2'], siteIds: [] };
      spec(userDecider)
        .given([userCreated])
        .when(setAccess({ type: 'manager', roles: ['dashboard', 'shift'], scopes }))
        .then([{ type: 'UserAccessChanged', data: { userId: 'user-1', roles: ['dashboard', 'shift'], scopes } }]);
    });

    it('takes reordered lists as no change', () => {
      spec(userDecider)
        .given([userCreated])
        .when(setAccess({ roles: ['room', 'dashboard', 'real-time'], scopes: { companyIds: ['co-1'] } }))
        .then([]);
    });

    it('checks the scopes against the new level', () => {
      expectInvalid([userCreated], setAccess({ level: 'site' }), 'scopes');
      spec(userDecider)
        .given([userCreated])
        .when(setAccess({ level: 'site', scopes: { siteIds: ['s-1'] } }))
        .then([
          {
            type: 'UserAccessChanged',
            data: { userId: 'user-1', level: 'site', scopes: { franchiseIds: [], companyIds: [], siteIds: ['s-1'] } },
          },
        ]);
    });

    it('checks new scopes against the current level', () => {
      expectInvalid([userCreated], setAccess({ scopes: { siteIds: ['s-1'] } }), 'scopes');
    });

    it('lets a user become buzzz and drop its scopes', () => {
      const scopes = { franchiseIds: [], companyIds: [], siteIds: [] };
      spec(userDecider)
        .given([userCreated])
        .when(setAccess({ level: 'buzzz', scopes }))
        .then([{ type: 'UserAccessChanged', data: { userId: 'user-1', level: 'buzzz', scopes } }]);
    });

    it('folds earlier access changes into the state', () => {
      const changed: UserEvent = { type: 'UserAccessChanged', data: { userId: 'user-1', type: 'viewer' } };
      spec(userDecider).given([userCreated, changed]).when(setAccess({ type: 'viewer' })).then([]);
    });

    it.each([
      ['type', { type: 'boss' }],
      ['roles/0', { roles: ['admin'] }],
      ['level', { level: 'global' }],
      ['scopes/siteIds/1', { scopes: { companyIds: ['co-1'], siteIds: ['s', 's'] } }],
    ])('refuses an invalid %s', (field, data) => {
      expectInvalid([userCreated], setAccess(data), field);
    });
  });

  describe('DeactivateUser', () => {
    it('deactivates the user', () => {
      spec(userDecider).given([userCreated]).when(deactivate).then([deactivated]);
    });

    it('refuses to let users deactivate themselves', () => {
      spec(userDecider)
        .given([userCreated])
        .when(deactivate, { ...TEST_CONTEXT, actor: { kind: 'user', id: 'user-1' } })
        .thenThrows(IllegalStateError, /your own/);
    });
  });

  describe('every command but CreateUser', () => {
    const commands = [
      updateProfile({ lastName: 'Cohen' }),
      changePassword('scrypt$new'),
      setAccess({ type: 'viewer' }),
      deactivate,
    ].map((each) => [each.type, each] as const);

    it.each(commands)('%s refuses an unknown user', (_type, each) => {
      spec(userDecider).given([]).when(each).thenThrows(NotFoundError);
    });

    it.each(commands)('%s refuses a deactivated user', (_type, each) => {
      spec(userDecider).given([userCreated, deactivated]).when(each).thenThrows(IllegalStateError, /deactivated/);
    });
  });
});
