import type { AdminUser } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { findSigner, fullName, searchFields } from './user-list.ts';

const make = (username: string, lastName: string, level: AdminUser['level'], scopes: Partial<AdminUser['scopes']>): AdminUser => ({
  userId: username,
  username,
  firstName: 'A',
  lastName,
  email: `${username}@demo.test`,
  phone: null,
  gender: null,
  language: null,
  type: 'cleaner',
  roles: [],
  level,
  scopes: { franchiseIds: [], companyIds: [], siteIds: [], ...scopes },
  active: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const users = [
  make('bysite', 'Zed', 'site', { siteIds: ['s1'] }),
  make('bycompany', 'Young', 'company', { companyIds: ['c1'] }),
  make('byfranchise', 'Xu', 'franchise', { franchiseIds: ['f1'] }),
  make('elsewhere', 'Wu', 'site', { siteIds: ['s2'] }),
  make('provider', 'Vance', 'buzzz', {}),
];

describe('fullName and searchFields', () => {
  it('joins first and last name and searches name, username, email and phone', () => {
    expect(fullName({ firstName: 'Dana', lastName: 'Levi' })).toBe('Dana Levi');
    expect(searchFields(users[0]!)).toEqual(['bysite', 'A Zed', 'bysite@demo.test', '']);
  });
});

describe('findSigner', () => {
  it('finds the signed-in user by email, without case', () => {
    expect(findSigner(users, 'BySite@demo.test')?.username).toBe('bysite');
    expect(findSigner(users, 'nobody@demo.test')).toBeNull();
  });
});
