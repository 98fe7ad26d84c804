import type { UserScopes } from '@facility/contracts';
import type { ScopeList } from './permissions.ts';

/**
 * The franchises, companies and sites the user form offers: only what the signed-in user
 * holds, by the server's own rule (user-scope.ts `holds`): the provider holds everything;
 * anyone else holds its franchises, the companies granted or under a franchise granted,
 * and the sites granted or under a company or franchise granted. A company the signer sees
 * only through one of its sites is not held, so it is not offered.
 */

/** The signer's grant: level and scopes (the logged user carries no scopes; the admin user list does). */
export interface Signer {
  level: string;
  scopes: UserScopes;
}

/** The organisation the signer can see, as the filter's company list gives it. */
export interface OrgCompany {
  id: string;
  name: string;
  franchiseId: string | null;
  franchiseName: string | null;
  sites: readonly { id: string; name: string }[];
}

export interface OrgFranchise {
  id: string;
  name: string;
}

export interface GrantOption {
  value: string;
  label: string;
}

export type GrantOptions = Record<ScopeList, GrantOption[]>;

const byLabel = (a: GrantOption, b: GrantOption) => a.label.localeCompare(b.label);

/** Every franchise known: those listed, and those the companies name (a franchise with no company may only be listed). */
export function knownFranchises(listed: readonly OrgFranchise[], companies: readonly OrgCompany[]): OrgFranchise[] {
  const known = new Map(listed.map((franchise) => [franchise.id, franchise.name]));
  for (const company of companies) {
    if (company.franchiseId !== null && !known.has(company.franchiseId)) known.set(company.franchiseId, company.franchiseName ?? company.franchiseId);
  }
  return [...known].map(([id, name]) => ({ id, name }));
}

export function holdsFranchise(signer: Signer, franchiseId: string): boolean {
  return signer.level === 'buzzz' || signer.scopes.franchiseIds.includes(franchiseId);
}

export function holdsCompany(signer: Signer, company: Pick<OrgCompany, 'id' | 'franchiseId'>): boolean {
  return signer.level === 'buzzz' || signer.scopes.companyIds.includes(company.id) || (company.franchiseId !== null && signer.scopes.franchiseIds.includes(company.franchiseId));
}

export function holdsSite(signer: Signer, siteId: string, company: Pick<OrgCompany, 'id' | 'franchiseId'>): boolean {
  return holdsCompany(signer, company) || signer.scopes.siteIds.includes(siteId);
}

/**
 * The options of the three pickers. Ids the edited user already holds stay offered even
 * when the signer does not hold them (named when known): saving the form keeps them, and
 * the server counts only new entries as granting. Sites are labelled with their company,
 * since two companies may each have a "Main building".
 */
export function grantOptions(signer: Signer, franchises: readonly OrgFranchise[], companies: readonly OrgCompany[], current: UserScopes): GrantOptions {
  const names = new Map<string, string>();
  const franchiseOptions: GrantOption[] = [];
  for (const franchise of knownFranchises(franchises, companies)) {
    names.set(`franchiseIds:${franchise.id}`, franchise.name);
    if (holdsFranchise(signer, franchise.id)) franchiseOptions.push({ value: franchise.id, label: franchise.name });
  }
  const companyOptions: GrantOption[] = [];
  const siteOptions: GrantOption[] = [];
  for (const company of companies) {
    names.set(`companyIds:${company.id}`, company.name);
    if (holdsCompany(signer, company)) companyOptions.push({ value: company.id, label: company.name });
    for (const site of company.sites) {
      const label = `${site.name} · ${company.name}`;
      names.set(`siteIds:${site.id}`, label);
      if (holdsSite(signer, site.id, company)) siteOptions.push({ value: site.id, label });
    }
  }
  const options: GrantOptions = { franchiseIds: franchiseOptions, companyIds: companyOptions, siteIds: siteOptions };
  for (const list of Object.keys(options) as ScopeList[]) {
    for (const id of current[list]) {
      if (!options[list].some((option) => option.value === id)) options[list].push({ value: id, label: names.get(`${list}:${id}`) ?? id });
    }
    options[list].sort(byLabel);
  }
  return options;
}

/**
 * The names of a user's grant, for the list's summary: franchises, companies, then sites
 * by their own name (the list has no room for "site · company"); ids no longer known are
 * counted, not shown.
 */
export function grantNames(scopes: UserScopes, franchises: readonly OrgFranchise[], companies: readonly OrgCompany[]): { names: string[]; unknown: number } {
  const known = new Map<string, string>();
  for (const franchise of knownFranchises(franchises, companies)) known.set(`franchiseIds:${franchise.id}`, franchise.name);
  for (const company of companies) {
    known.set(`companyIds:${company.id}`, company.name);
    for (const site of company.sites) known.set(`siteIds:${site.id}`, site.name);
  }
  const names: string[] = [];
  let unknown = 0;
  for (const list of ['franchiseIds', 'companyIds', 'siteIds'] as const) {
    for (const id of scopes[list]) {
      const name = known.get(`${list}:${id}`);
      if (name === undefined) unknown += 1;
      else names.push(name);
    }
  }
  return { names, unknown };
}
