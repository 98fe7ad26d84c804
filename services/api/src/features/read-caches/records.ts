import { getSite, getSitePlace, type LiveSession, type ReadModelDatabase, type RoomRecord, type SitePlace, type SiteRecord, type UserRecord } from '@facility/projections';
import type { Kysely } from 'kysely';
import type { TokenDevice } from '../ingest/device-token-auth.ts';
import { RecordCache } from './record-cache.ts';

/** A site as the scope checks need it: where it sits (for access) and its record. */
export interface KeptSite {
  place: SitePlace;
  site: SiteRecord;
}

/** The organisation records every request needs, kept between requests (see RecordCache). */
export interface OrganisationRecords {
  devices: RecordCache<TokenDevice>;
  users: RecordCache<UserRecord>;
  sites: RecordCache<KeptSite>;
  /** Rooms by id, removed ones included (the scope checks answer 404 for those). */
  rooms: RecordCache<RoomRecord>;
  /**
   * Sessions by token hash. Not organisation records, but read by every signed-in request:
   * an ended session is forgotten at once by the process that ended it and, through its
   * NOTIFY (`SESSION_ENDED_CHANNEL`), by every other (see `sessionEnded`).
   */
  sessions: RecordCache<LiveSession>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Kept organisation records (null: every request reads them, e.g. without LISTEN/NOTIFY). */
    records: OrganisationRecords | null;
  }
}

/** How many of each are kept at most (a few hundred bytes to a few KB each), and for how long unchecked. */
const LIMITS = { maxEntries: 50_000, maxAgeMs: 60_000 };

export function organisationRecords(): OrganisationRecords {
  return {
    devices: new RecordCache(LIMITS),
    users: new RecordCache(LIMITS),
    sites: new RecordCache(LIMITS),
    rooms: new RecordCache(LIMITS),
    sessions: new RecordCache(LIMITS),
  };
}

/** Empties every cache (the sessions too: nothing kept survives a change it might not have heard of). */
export function clearRecords(records: OrganisationRecords): void {
  records.devices.clear();
  records.users.clear();
  records.sites.clear();
  records.rooms.clear();
  records.sessions.clear();
}

/** `look(key)` through `cache` when there is one. */
export const keptRecord = <Value>(cache: RecordCache<Value> | undefined, key: string, look: (key: string) => Promise<Value | null>): Promise<Value | null> =>
  cache ? cache.find(key, look) : look(key);

/** A site's place and record at once, for the scope checks; null when either is missing. */
export async function loadKeptSite(db: Kysely<ReadModelDatabase>, siteId: string): Promise<KeptSite | null> {
  const [place, site] = await Promise.all([getSitePlace(db, siteId), getSite(db, siteId)]);
  return place && site ? { place, site } : null;
}
