import { listCleanerUsers, type CleanerUserRecord, type ReadModelDatabase, type SitePlace } from '@facility/projections';
import type { Kysely } from 'kysely';
import { canAccessSite } from '../../../tenancy/tenancy.ts';

/**
 * A site's cleaners: users of type `cleaner` whose grant covers the site (directly, through
 * its company or franchise, or the provider level), deactivated ones included, by last then
 * first name, keyed by user id.
 */
export async function siteCleanerIndex(db: Kysely<ReadModelDatabase>, place: SitePlace): Promise<Map<string, CleanerUserRecord>> {
  const cleaners = (await listCleanerUsers(db)).filter((cleaner) => canAccessSite(cleaner, place));
  return new Map(cleaners.map((cleaner) => [cleaner.userId, cleaner]));
}
