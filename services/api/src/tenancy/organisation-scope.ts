import {
  getRoom,
  getSitePlace,
  listCompaniesWithSites,
  type CompanyWithSites,
  type ReadModelDatabase,
  type RoomRecord,
  type SiteRecord,
  type SitePlace,
} from '@facility/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sendProblem } from '../plugins/problem-details.ts';
import { canAccessSite, type Grant } from './tenancy.ts';
import { keptRecord, loadKeptSite } from '../features/read-caches/records.ts';

type Db = Kysely<ReadModelDatabase>;

/**
 * A company is within a grant as a whole (it may be managed: sites created in it) when the
 * grant is the provider's, names the company, or names its franchise.
 */
export function canManageCompany(grant: Grant, company: { companyId: string; franchiseId: string | null }): boolean {
  if (grant.level === 'buzzz') return true;
  const { franchiseIds, companyIds } = grant.scopes;
  return companyIds.includes(company.companyId) || (company.franchiseId !== null && franchiseIds.includes(company.franchiseId));
}

/**
 * The companies the grant can see, each with only its visible sites: a company shows when
 * it is managed as a whole or when at least one of its sites is granted directly.
 */
export async function visibleCompanies(db: Db, grant: Grant): Promise<CompanyWithSites[]> {
  const companies = await listCompaniesWithSites(db);
  return companies.flatMap((company) => {
    const sites = company.sites.filter((site) =>
      canAccessSite(grant, { siteId: site.siteId, companyId: company.companyId, franchiseId: company.franchiseId }),
    );
    return canManageCompany(grant, company) || sites.length > 0 ? [{ ...company, sites }] : [];
  });
}

/** One visible company (with its visible sites), or null for unknown, deleted and out-of-scope ones alike. */
export async function visibleCompany(db: Db, grant: Grant, companyId: string): Promise<CompanyWithSites | null> {
  return (await visibleCompanies(db, grant)).find((company) => company.companyId === companyId) ?? null;
}

/** The place of a live site the grant can see; null for unknown, deleted and out-of-scope sites alike. */
export async function visibleSitePlace(db: Db, grant: Grant, siteId: string): Promise<SitePlace | null> {
  const place = await getSitePlace(db, siteId);
  return place && canAccessSite(grant, place) ? place : null;
}

/**
 * The site a statistics request names, or null after answering 404: unknown, deleted and
 * out-of-scope sites answer alike, so ids cannot be probed.
 */
export async function siteInScope(
  db: Kysely<ReadModelDatabase>,
  request: FastifyRequest,
  reply: FastifyReply,
  siteId: string,
): Promise<SiteRecord | null> {
  const kept = await keptRecord(request.server.records?.sites, siteId, (id) => loadKeptSite(db, id));
  if (!kept || !canAccessSite(request.sessionUser, kept.place) || kept.site.deleted) {
    sendProblem(reply, 404, 'No such site');
    return null;
  }
  return kept.site;
}

/**
 * The room a statistics request names and its site, or null after answering 404: unknown,
 * removed and out-of-scope rooms (and rooms of deleted sites) answer alike, so room ids
 * cannot be probed.
 */
export async function roomInScope(
  db: Kysely<ReadModelDatabase>,
  request: FastifyRequest,
  reply: FastifyReply,
  roomId: string,
): Promise<{ room: RoomRecord; site: SiteRecord } | null> {
  const room = await keptRecord(request.server.records?.rooms, roomId, (id) => getRoom(db, id));
  const kept = room && !room.removed ? await keptRecord(request.server.records?.sites, room.siteId, (id) => loadKeptSite(db, id)) : null;
  const site = kept && canAccessSite(request.sessionUser, kept.place) ? kept.site : null;
  if (!room || !site || site.deleted) {
    sendProblem(reply, 404, 'No such room');
    return null;
  }
  return { room, site };
}
