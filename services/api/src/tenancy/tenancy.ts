/** What a user may see: its level and the franchises, companies and sites granted to it. */
export interface Grant {
  level: string;
  scopes: { franchiseIds: readonly string[]; companyIds: readonly string[]; siteIds: readonly string[] };
}

/** Where a site sits in the organisation. */
export interface SitePlace {
  siteId: string;
  companyId: string;
  franchiseId: string | null;
}

/**
 * Level `buzzz` (the provider) sees everything; everyone else sees a site when it is
 * granted directly, through its company, or through its company's franchise. Routes answer
 * 404 for anything outside the grant, so its existence does not leak.
 */
export function canAccessSite(grant: Grant, site: SitePlace): boolean {
  if (grant.level === 'buzzz') return true;
  const { franchiseIds, companyIds, siteIds } = grant.scopes;
  return (
    siteIds.includes(site.siteId) ||
    companyIds.includes(site.companyId) ||
    (site.franchiseId !== null && franchiseIds.includes(site.franchiseId))
  );
}

/**
 * Whether a caller may learn that another user exists: the provider may; anyone else only of
 * users granted something the caller is granted too (a franchise, company or site). Used by
 * the user form's "is this email / username / phone free?" checks, so a manager cannot probe
 * which people have accounts in other companies.
 */
export function mayKnowUser(caller: Grant, holder: Grant): boolean {
  if (caller.level === 'buzzz') return true;
  if (holder.level === 'buzzz') return false;
  const shares = (mine: readonly string[], theirs: readonly string[]) => theirs.some((id) => mine.includes(id));
  return (
    shares(caller.scopes.franchiseIds, holder.scopes.franchiseIds) ||
    shares(caller.scopes.companyIds, holder.scopes.companyIds) ||
    shares(caller.scopes.siteIds, holder.scopes.siteIds)
  );
}
