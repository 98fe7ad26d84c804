import { describe, expect, it } from 'vitest';
import { grantNames, grantOptions, knownFranchises, type OrgCompany, type Signer } from './grant-options.ts';

const NONE = { franchiseIds: [], companyIds: [], siteIds: [] };
const companies: OrgCompany[] = [
  { id: 'c1', name: 'Azrieli', franchiseId: 'f1', franchiseName: 'Israel', sites: [{ id: 's1', name: 'Tel Aviv' }] },
  {
    id: 'c2',
    name: 'Sparkle',
    franchiseId: 'f2',
    franchiseName: 'Europe',
    sites: [
      { id: 's2', name: 'Warsaw' },
      { id: 's3', name: 'New York' },
    ],
  },
  { id: 'c3', name: 'Solo', franchiseId: null, franchiseName: null, sites: [] },
];
const franchises = [{ id: 'f3', name: 'Empty' }];
const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('knownFranchises', () => {
  it('joins the listed franchises with those the companies name', () => {
    expect(knownFranchises(franchises, companies)).toEqual([
      { id: 'f3', name: 'Empty' },
      { id: 'f1', name: 'Israel' },
      { id: 'f2', name: 'Europe' },
    ]);
  });
});

describe('grantOptions', () => {
  it('offers the provider everything, by name', () => {
    const options = grantOptions({ level: 'buzzz', scopes: NONE }, franchises, companies, NONE);
    expect(values(options.franchiseIds)).toEqual(['f3', 'f2', 'f1']);
    expect(values(options.companyIds)).toEqual(['c1', 'c3', 'c2']);
    expect(options.siteIds.map((option) => option.label)).toEqual(['New York · Sparkle', 'Tel Aviv · Azrieli', 'Warsaw · Sparkle']);
  });

  it('offers a franchise-level signer its franchise, the companies under it and their sites', () => {
    const signer: Signer = { level: 'franchise', scopes: { franchiseIds: ['f2'], companyIds: [], siteIds: [] } };
    const options = grantOptions(signer, franchises, companies, NONE);
    expect(values(options.franchiseIds)).toEqual(['f2']);
    expect(values(options.companyIds)).toEqual(['c2']);
    expect(values(options.siteIds)).toEqual(['s3', 's2']);
  });

  it('does not offer a site-level signer the company of its site', () => {
    const signer: Signer = { level: 'site', scopes: { franchiseIds: [], companyIds: [], siteIds: ['s2'] } };
    const options = grantOptions(signer, franchises, companies, NONE);
    expect(options.franchiseIds).toEqual([]);
    expect(options.companyIds).toEqual([]);
    expect(values(options.siteIds)).toEqual(['s2']);
  });

  it("keeps the edited user's grant offered, named when known", () => {
    const signer: Signer = { level: 'company', scopes: { franchiseIds: [], companyIds: ['c1'], siteIds: [] } };
    const options = grantOptions(signer, franchises, companies, { franchiseIds: ['f1'], companyIds: ['c2'], siteIds: ['gone'] });
    expect(options.franchiseIds).toEqual([{ value: 'f1', label: 'Israel' }]);
    expect(values(options.companyIds)).toEqual(['c1', 'c2']);
    expect(values(options.siteIds)).toEqual(['gone', 's1']);
  });
});

describe('grantNames', () => {
  it('names the grant and counts ids no longer known', () => {
    expect(grantNames({ franchiseIds: ['f1'], companyIds: ['c3'], siteIds: ['s2', 'gone'] }, franchises, companies)).toEqual({
      names: ['Israel', 'Solo', 'Warsaw'],
      unknown: 1,
    });
  });
});
