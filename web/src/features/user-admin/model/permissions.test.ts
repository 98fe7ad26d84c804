import { ADMIN_PERMISSIONS, NAV_PERMISSIONS } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { grantableLevels, offeredPermissions, permissionLabelKey, permissionsForType, rolesForType, scopeOfLevel } from './permissions.ts';

describe('permissionsForType', () => {
  it('gives the admin items to type admin only', () => {
    expect(permissionsForType('admin')).toEqual([...NAV_PERMISSIONS, ...ADMIN_PERMISSIONS]);
    expect(permissionsForType('manager')).toEqual(NAV_PERMISSIONS);
    expect(permissionsForType('')).toEqual(NAV_PERMISSIONS);
  });
});

describe('offeredPermissions', () => {
  it('offers what the type may hold and the signer holds', () => {
    expect(offeredPermissions('admin', ['dashboard', 'user', 'users'], [])).toEqual(['dashboard', 'users', 'user']);
  });

  it('keeps offering what the user already holds, though the signer lacks it', () => {
    expect(offeredPermissions('manager', ['dashboard'], ['shift'])).toEqual(['dashboard', 'shift']);
  });

  it('never offers an admin item to a non-admin, even one it held', () => {
    expect(offeredPermissions('cleaner', ['dashboard', 'user'], ['user'])).toEqual(['dashboard']);
  });
});

describe('rolesForType', () => {
  it('drops the admin items when the type is no longer admin', () => {
    expect(rolesForType(['dashboard', 'user', 'company', 'shift'], 'viewer')).toEqual(['dashboard', 'shift']);
    expect(rolesForType(['dashboard', 'user'], 'admin')).toEqual(['dashboard', 'user']);
  });
});

describe('grantableLevels', () => {
  it('offers the signer level and those below', () => {
    expect(grantableLevels('buzzz')).toEqual(['buzzz', 'franchise', 'company', 'site']);
    expect(grantableLevels('company')).toEqual(['company', 'site']);
    expect(grantableLevels('site')).toEqual(['site']);
  });

  it('keeps the level the user already has', () => {
    expect(grantableLevels('company', 'franchise')).toEqual(['franchise', 'company', 'site']);
  });

  it('offers nothing to an unknown level', () => {
    expect(grantableLevels('nobody')).toEqual([]);
  });
});

describe('scopeOfLevel', () => {
  it('names the list a level needs an entry in', () => {
    expect(scopeOfLevel('franchise')).toBe('franchiseIds');
    expect(scopeOfLevel('company')).toBe('companyIds');
    expect(scopeOfLevel('site')).toBe('siteIds');
    expect(scopeOfLevel('buzzz')).toBeNull();
    expect(scopeOfLevel('')).toBeNull();
  });
});

describe('permissionLabelKey', () => {
  it('uses the navigation label of each permission', () => {
    expect(permissionLabelKey('real-time')).toBe('nav.realTime');
    expect(permissionLabelKey('working_area')).toBe('nav.workingArea');
    expect(permissionLabelKey('device-alerts')).toBe('nav.deviceAlerts');
    expect(permissionLabelKey('users')).toBe('nav.users');
  });
});
