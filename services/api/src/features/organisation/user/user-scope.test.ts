import type { UserAccess } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { canManageUser, canSeeUser, overGrant, type OrganisationIndex } from './user-scope.ts';

// Franchise f-1 holds company c-1 (site s-1); company c-2 (site s-2) has no franchise.
const index: OrganisationIndex = {
  companyFranchise: new Map([
    ['c-1', 'f-1'],
    ['c-2', null],
  ]),
  sitePlace: new Map([
    ['s-1', { siteId: 's-1', companyId: 'c-1', franchiseId: 'f-1' }],
    ['s-2', { siteId: 's-2', companyId: 'c-2', franchiseId: null }],
  ]),
};
const franchises = new Set(['f-1']);
const grant = (level: UserAccess['level'], scopes: Partial<UserAccess['scopes']> = {}, roles: UserAccess['roles'] = ['user', 'dashboard']) => ({
  type: 'admin' as const,
  level,
  roles,
  scopes: { franchiseIds: [], companyIds: [], siteIds: [], ...scopes },
});

const provider = grant('buzzz');
const franchiseAdmin = grant('franchise', { franchiseIds: ['f-1'] });
const companyAdmin = grant('company', { companyIds: ['c-1'] });

describe('user tenancy', () => {
  it('shows a user to callers holding one of its scopes, through the hierarchy; the provider sees all', () => {
    const siteUser = grant('site', { siteIds: ['s-1'] });
    expect(canSeeUser(franchiseAdmin, siteUser, index)).toBe(true);
    expect(canSeeUser(companyAdmin, siteUser, index)).toBe(true);
    expect(canSeeUser(companyAdmin, grant('site', { siteIds: ['s-2'] }), index)).toBe(false);
    expect(canSeeUser(companyAdmin, franchiseAdmin, index)).toBe(false);
    expect(canSeeUser(companyAdmin, provider, index)).toBe(false);
    expect(canSeeUser(provider, companyAdmin, index)).toBe(true);
  });

  it('lets a caller manage only users whose whole grant it holds, at its level or below', () => {
    expect(canManageUser(companyAdmin, grant('site', { siteIds: ['s-1'] }), index)).toBe(true);
    expect(canManageUser(companyAdmin, grant('company', { companyIds: ['c-1', 'c-2'] }), index)).toBe(false);
    expect(canManageUser(companyAdmin, grant('franchise', { franchiseIds: ['f-1'], companyIds: ['c-1'] }), index)).toBe(false);
    expect(canManageUser(franchiseAdmin, companyAdmin, index)).toBe(true);
  });

  it('refuses granting a permission, a level or a scope the caller does not hold; only what is new counts', () => {
    expect(overGrant(companyAdmin, null, { roles: ['dashboard', 'company'] }, index, franchises)).toMatchObject({ status: 403, field: 'body/roles/1' });
    expect(overGrant(companyAdmin, null, { level: 'franchise' }, index, franchises)).toMatchObject({ status: 403, field: 'body/level' });
    expect(overGrant(companyAdmin, null, { scopes: { franchiseIds: [], companyIds: ['c-2'], siteIds: [] } }, index, franchises)).toMatchObject({
      status: 404,
      field: 'body/scopes/companyIds/0',
    });
    expect(overGrant(provider, null, { scopes: { franchiseIds: ['f-9'], companyIds: [], siteIds: [] } }, index, franchises)).toMatchObject({
      status: 404,
      field: 'body/scopes/franchiseIds/0',
    });
    const before: UserAccess = { type: 'viewer', roles: ['company'], level: 'site', scopes: { franchiseIds: [], companyIds: [], siteIds: ['s-1'] } };
    expect(overGrant(companyAdmin, before, { roles: ['company', 'dashboard'], scopes: { franchiseIds: [], companyIds: ['c-1'], siteIds: ['s-1'] } }, index, franchises)).toBeNull();
  });
});
