import { describe, expect, it } from 'vitest';
import { canAccessSite, type Grant } from './tenancy.ts';

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
