import type { UserAccess, UserLevel, UserScopes } from '@facility/contracts';
import { listCompaniesWithSites, type ReadModelDatabase, type SitePlace } from '@facility/projections';
import type { Kysely } from 'kysely';
import { canAccessSite, type Grant } from '../../../tenancy/tenancy.ts';

/**
 * Tenancy between users (the admin user routes). A caller
 * - sees a user when it holds at least one of that user's franchises, companies or sites
 *   (through the hierarchy: a franchise holds its companies, a company its sites); the
 *   provider's own users (level `buzzz`) are seen by the provider only;
 * - manages (changes, deactivates) a user only when it holds all of that user's grant and
 *   sits at the same level or higher;
 * - grants only what it holds: no permission it lacks, no level above its own, no
 *   franchise, company or site outside its grant.
 */

/** Where the organisation's live companies and sites sit, for scope checks without a query per id. */
export interface OrganisationIndex {
  companyFranchise: Map<string, string | null>;
  sitePlace: Map<string, SitePlace>;
}

export async function loadOrganisationIndex(db: Kysely<ReadModelDatabase>): Promise<OrganisationIndex> {
  const companies = await listCompaniesWithSites(db);
  const companyFranchise = new Map(companies.map((company) => [company.companyId, company.franchiseId]));
  const sitePlace = new Map(
    companies.flatMap((company) => company.sites.map((site) => [site.siteId, { siteId: site.siteId, companyId: company.companyId, franchiseId: company.franchiseId }] as const)),
  );
  return { companyFranchise, sitePlace };
}

/** Higher levels first: the provider, then franchise, company, site. */
const LEVEL_RANK: Record<UserLevel, number> = { buzzz: 0, franchise: 1, company: 2, site: 3 };
const rank = (level: string): number => LEVEL_RANK[level as UserLevel] ?? Number.MAX_SAFE_INTEGER;

/** Whether `level` is no higher than the caller's. */
export const levelWithin = (caller: Grant, level: string): boolean => rank(level) >= rank(caller.level);

type ScopeList = keyof UserScopes;

/**
 * Whether the caller's grant holds one scope entry. Unknown and deleted companies and sites
 * are held by nobody but the provider; the provider holds every id, so the routes check
 * that a granted id exists separately.
 */
export function holds(caller: Grant, list: ScopeList, id: string, index: OrganisationIndex): boolean {
  if (caller.level === 'buzzz') return true;
  const { franchiseIds, companyIds } = caller.scopes;
  if (list === 'franchiseIds') return franchiseIds.includes(id);
  if (list === 'companyIds') {
    const franchiseId = index.companyFranchise.get(id);
    return companyIds.includes(id) || (franchiseId !== undefined && franchiseId !== null && franchiseIds.includes(franchiseId));
  }
  const place = index.sitePlace.get(id);
  return place !== undefined && canAccessSite(caller, place);
}

const LISTS: ScopeList[] = ['franchiseIds', 'companyIds', 'siteIds'];

/** Every scope entry as `[list, id]`. */
const entries = (scopes: UserScopes): [ScopeList, string][] => LISTS.flatMap((list) => scopes[list].map((id) => [list, id] as [ScopeList, string]));

/** Whether the caller may see the user (404 otherwise). */
export function canSeeUser(caller: Grant, user: Grant, index: OrganisationIndex): boolean {
  if (caller.level === 'buzzz') return true;
  if (user.level === 'buzzz') return false;
  return entries(user.scopes as UserScopes).some(([list, id]) => holds(caller, list, id, index));
}

/** Whether the caller may change or deactivate the user (403 when seen but not managed). */
export function canManageUser(caller: Grant, user: Grant, index: OrganisationIndex): boolean {
  if (caller.level === 'buzzz') return true;
  return levelWithin(caller, user.level) && entries(user.scopes as UserScopes).every(([list, id]) => holds(caller, list, id, index));
}

/** Whether the organisation has this live franchise, company or site. */
export function exists(list: ScopeList, id: string, index: OrganisationIndex, franchiseIds: ReadonlySet<string>): boolean {
  if (list === 'franchiseIds') return franchiseIds.has(id);
  if (list === 'companyIds') return index.companyFranchise.has(id);
  return index.sitePlace.has(id);
}

/** Why a grant is refused: the status to answer and the field it names. */
export interface GrantRefusal {
  status: 403 | 404;
  field: string;
  reason: string;
}

/**
 * The first thing the caller would grant beyond its own grant, or null. Only what is new
 * counts (`before` is the user's access so far, null for a new user): saving a form that
 * keeps a permission the caller lacks is not granting it. Scope ids outside the caller's
 * grant and unknown ones answer alike (404), so ids cannot be probed.
 */
export function overGrant(
  caller: Grant & { roles: readonly string[] },
  before: UserAccess | null,
  after: Partial<UserAccess>,
  index: OrganisationIndex,
  franchiseIds: ReadonlySet<string>,
): GrantRefusal | null {
  if (after.level !== undefined && after.level !== before?.level && !levelWithin(caller, after.level)) {
    return { status: 403, field: 'body/level', reason: `cannot grant a level above your own (${caller.level})` };
  }
  for (const [index_, role] of (after.roles ?? []).entries()) {
    if (!before?.roles.includes(role) && !caller.roles.includes(role)) {
      return { status: 403, field: `body/roles/${index_}`, reason: `cannot grant the ${role} permission: you do not hold it` };
    }
  }
  if (after.scopes) {
    for (const list of LISTS) {
      for (const [position, id] of after.scopes[list].entries()) {
        if (before?.scopes[list].includes(id)) continue;
        if (!holds(caller, list, id, index) || !exists(list, id, index, franchiseIds)) {
          return { status: 404, field: `body/scopes/${list}/${position}`, reason: `names no ${list.replace(/Ids$/, '')} you may grant` };
        }
      }
    }
  }
  return null;
}
