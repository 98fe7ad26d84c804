import { describe, expect, it } from 'vitest';
import { countryLabel, countryOptions, findCountry } from './countries.ts';
import { currencyOptions } from './currencies.ts';
import { groupSites } from './site-groups.ts';
import { sectorChoices } from './sectors.ts';
import { isTimeZone, timeZones, zoneOffset } from './time-zones.ts';

describe('countries', () => {
  it('lists the spec six first, then the others, and keeps a stored name the list spells otherwise', () => {
    const options = countryOptions('en', 'Atlantis');
    expect(options.slice(0, 6).map((option) => option.value)).toEqual(['Israel', 'USA', 'Poland', 'Mexico', 'Cyprus', 'Brazil']);
    expect(options.at(-1)).toEqual({ value: 'Atlantis', label: 'Atlantis' });
    expect(countryOptions('en', 'Israel').filter((option) => option.value === 'Israel')).toHaveLength(1);
  });

  it('finds a country by stored name, code or alias and names it in the reader language', () => {
    expect(findCountry('usa')?.code).toBe('US');
    expect(findCountry('United States')?.code).toBe('US');
    expect(findCountry('PL')?.name).toBe('Poland');
    expect(findCountry('Atlantis')).toBeNull();
    expect(countryLabel('Israel', 'he')).toBe('ישראל');
    expect(countryLabel('Atlantis', 'he')).toBe('Atlantis');
  });
});

describe('time zones and currencies', () => {
  it('lists IANA zones with UTC, knows them and tells their offset', () => {
    const zones = timeZones();
    expect(zones).toContain('Asia/Jerusalem');
    expect(zones).toContain('UTC');
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(zoneOffset('Asia/Jerusalem', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(zoneOffset('UTC')).toBe('UTC+00:00');
  });

  it('lists ISO 4217 currencies with their names', () => {
    const options = currencyOptions('en');
    expect(options.find((option) => option.value === 'ILS')?.label).toMatch(/^ILS · Israeli/);
  });
});

describe('sectors', () => {
  it("offers the server's list, the contract's until it answers, and keeps a site's own sector", () => {
    expect(sectorChoices(['offices', 'retail'], 'offices')).toEqual(['offices', 'retail']);
    expect(sectorChoices(undefined)).toContain('healthcare');
    expect(sectorChoices(['offices'], 'airport')).toEqual(['offices', 'airport']);
  });
});

describe('site groups', () => {
  const sites = [
    { siteId: 's-2', companyId: 'c-2', name: 'Zeta' },
    { siteId: 's-1', companyId: 'c-1', name: 'Beta' },
    { siteId: 's-3', companyId: 'c-1', name: 'Alpha' },
    { siteId: 's-4', companyId: 'c-9', name: 'Orphan' },
  ];
  const names = new Map([
    ['c-1', 'Cleaners'],
    ['c-2', 'Apex'],
  ]);

  it('groups by company name, sites by name, an unknown company under its id', () => {
    expect(groupSites(sites, names).map((group) => [group.companyName, group.sites.map((site) => site.name)])).toEqual([
      ['Apex', ['Zeta']],
      ['c-9', ['Orphan']],
      ['Cleaners', ['Alpha', 'Beta']],
    ]);
  });

  it('keeps only what the search keeps, dropping empty groups', () => {
    const groups = groupSites(sites, names, (site, company) => site.name.startsWith('A') || company === 'Apex');
    expect(groups.map((group) => group.sites.map((site) => site.siteId))).toEqual([['s-2'], ['s-3']]);
  });
});
