import { describe, expect, it } from 'vitest';
import { canAccessSite, mayKnowUser, type Grant } from './tenancy.ts';

const site = { siteId: 's1', companyId: 'c1', franchiseId: 'f1' };
const grant = (level: string, scopes: Partial<Grant['scopes']> = {}): Grant => ({
  level,
  scopes: { franchiseIds: [], companyIds: [], siteIds: [], ...scopes },
});

describe('canAccessSite', () => {
  it('lets the provider level see everything', () => {
    expect(canAccessSite(grant('buzzz'), site)).toBe(true);
  });

  it('grants a site directly, through its company or through its franchise', () => {
    expect(canAccessSite(grant('site', { siteIds: ['s1'] }), site)).toBe(true);
    expect(canAccessSite(grant('company', { companyIds: ['c1'] }), site)).toBe(true);
    expect(canAccessSite(grant('franchise', { franchiseIds: ['f1'] }), site)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(canAccessSite(grant('site', { siteIds: ['s2'] }), site)).toBe(false);
    expect(canAccessSite(grant('company', { companyIds: ['c2'] }), site)).toBe(false);
    expect(canAccessSite(grant('franchise', { franchiseIds: ['f1'] }), { ...site, franchiseId: null })).toBe(false);
  });
});

describe('mayKnowUser', () => {
  it('tells the provider of everyone', () => {
    expect(mayKnowUser(grant('buzzz'), grant('company', { companyIds: ['c9'] }))).toBe(true);
  });

  it('tells others only of users who share a grant with them, never of the provider', () => {
    const manager = grant('company', { companyIds: ['c1'] });
    expect(mayKnowUser(manager, grant('site', { companyIds: ['c1'], siteIds: ['s4'] }))).toBe(true);
    expect(mayKnowUser(manager, grant('company', { companyIds: ['c2'] }))).toBe(false);
    expect(mayKnowUser(manager, grant('buzzz'))).toBe(false);
    expect(mayKnowUser(grant('site', { siteIds: ['s1'] }), grant('site', { siteIds: ['s1', 's2'] }))).toBe(true);
  });
});
