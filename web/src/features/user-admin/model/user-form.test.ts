import type { AdminUser } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { createBody, emptyUserForm, formFieldOfServerName, formFromUser, updateBody, userFormRules, type UserFormValues } from './user-form.ts';

const user: AdminUser = {
  userId: 'u1',
  username: 'avi.cohen',
  firstName: 'Avi',
  lastName: 'Cohen',
  email: 'avi@demo.test',
  phone: '+972 52 555 0101',
  gender: 'male',
  language: 'he',
  type: 'manager',
  roles: ['dashboard', 'users'],
  level: 'company',
  scopes: { franchiseIds: [], companyIds: ['c1'], siteIds: [] },
  active: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const filled: UserFormValues = {
  ...emptyUserForm(),
  username: ' dana.levi ',
  firstName: 'Dana ',
  lastName: 'Levi',
  email: 'dana@demo.test',
  password: 'secret-123',
  type: 'admin',
  level: 'site',
  roles: ['dashboard', 'user'],
  siteIds: ['s1'],
};

describe('createBody', () => {
  it('trims the text and sends empty optional fields as null', () => {
    expect(createBody(filled)).toEqual({
      username: 'dana.levi',
      firstName: 'Dana',
      lastName: 'Levi',
      email: 'dana@demo.test',
      phone: null,
      gender: null,
      language: null,
      password: 'secret-123',
      type: 'admin',
      level: 'site',
      roles: ['dashboard', 'user'],
      scopes: { franchiseIds: [], companyIds: [], siteIds: ['s1'] },
    });
  });

  it('sends a provider-level user without scopes', () => {
    expect(createBody({ ...filled, level: 'buzzz', companyIds: ['c1'] }).scopes).toEqual({ franchiseIds: [], companyIds: [], siteIds: [] });
  });
});

describe('updateBody', () => {
  it('sends nothing when nothing changed', () => {
    expect(updateBody(formFromUser(user), user)).toEqual({});
  });

  it('sends only the changed fields, lists whole', () => {
    const values = { ...formFromUser(user), firstName: 'Abraham', phone: '', roles: ['users', 'dashboard', 'shift'] as UserFormValues['roles'], siteIds: ['s9'] };
    expect(updateBody(values, user)).toEqual({
      firstName: 'Abraham',
      phone: null,
      roles: ['users', 'dashboard', 'shift'],
      scopes: { franchiseIds: [], companyIds: ['c1'], siteIds: ['s9'] },
    });
  });

  it('treats lists in another order and an email in other case as unchanged', () => {
    const values = { ...formFromUser(user), email: 'AVI@demo.test', roles: ['users', 'dashboard'] as UserFormValues['roles'] };
    expect(updateBody(values, user)).toEqual({});
  });

  it('sends a new password only when one is typed', () => {
    expect(updateBody({ ...formFromUser(user), password: 'new-password' }, user)).toEqual({ password: 'new-password' });
  });
});

describe('userFormRules', () => {
  it('asks for every required field of a new user', () => {
    expect(userFormRules('create')(emptyUserForm())).toEqual({
      username: 'rules.pleaseEnter',
      firstName: 'rules.pleaseEnter',
      lastName: 'rules.pleaseEnter',
      email: 'rules.pleaseEnter',
      phone: null,
      password: 'rules.pleaseEnter',
      type: 'rules.pleaseSelect',
      level: 'rules.pleaseSelect',
    });
  });

  it('applies the spec §5 formats', () => {
    const rules = userFormRules('create')({ ...filled, username: 'dana', email: 'dana@demo', phone: '12', password: 'short', firstName: 'D<a>na' });
    expect(rules).toMatchObject({
      username: 'rules.usernameMin5',
      email: 'rules.invalidEmail',
      phone: 'rules.invalidPhone',
      password: 'rules.passwordMin8',
      firstName: 'rules.invalidName',
    });
  });

  it('lets an edit keep the password, but checks a new one', () => {
    expect(userFormRules('edit')(formFromUser(user)).password).toBeNull();
    expect(userFormRules('edit')({ ...formFromUser(user), password: 'short' }).password).toBe('rules.passwordMin8');
  });

  it('asks for a grant at the level chosen', () => {
    expect(userFormRules('create')({ ...filled, level: 'company', companyIds: [] }).companyIds).toBe('rules.pleaseSelect');
    expect(userFormRules('create')({ ...filled, level: 'company', companyIds: ['c1'] }).companyIds).toBeUndefined();
    expect(userFormRules('create')({ ...filled, level: 'buzzz', siteIds: [] })).not.toHaveProperty('siteIds');
  });

  it('passes a well-filled form', () => {
    expect(Object.values(userFormRules('create')(filled)).every((rule) => !rule)).toBe(true);
  });
});

describe('formFieldOfServerName', () => {
  it('places scope entries under their picker', () => {
    expect(formFieldOfServerName('body/scopes/companyIds/0', 'company')).toBe('body/companyIds/0');
    expect(formFieldOfServerName('scopes/siteIds', 'company')).toBe('siteIds');
  });

  it("places the level-fit refusal under the level's picker", () => {
    expect(formFieldOfServerName('body/scopes', 'site')).toBe('body/siteIds');
    expect(formFieldOfServerName('body/scopes', 'buzzz')).toBe('body/scopes');
  });

  it('leaves other fields alone', () => {
    expect(formFieldOfServerName('body/roles/2', 'site')).toBe('body/roles/2');
    expect(formFieldOfServerName('body/email', 'site')).toBe('body/email');
  });
});
