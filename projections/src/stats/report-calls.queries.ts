import { sql, type Kysely, type Transaction } from 'kysely';
import { selectCalls, type CallView } from '../calls/calls.queries.ts';
import type { ReadModelDatabase } from '../read-model-database.ts';

type Db = Kysely<ReadModelDatabase> | Transaction<ReadModelDatabase>;

/** Which calls of a site {@link listSiteCallsOpenedBetween} lists. */
export interface SiteCallsBetweenFilter {
  siteId: string;
  /** The rooms listed (an empty list matches nothing). */
  roomIds: readonly string[];
  /** Bounds on `opened_at`, half-open: [from, to). */
  from: Date;
  to: Date;
}

/**
 * A site's calls (every category and source) opened in [from, to) in the given rooms,
 * newest first. The caller places each in the site's calendar (the day a night shift
 * started, the shift, the weekday), as the counters place the CallOpened events, so the
 * list adds up to the calls opened the statistics count.
 */
export async function listSiteCallsOpenedBetween(db: Db, filter: SiteCallsBetweenFilter): Promise<CallView[]> {
  if (filter.roomIds.length === 0) return [];
  return selectCalls(db)
    .where('site_id', '=', filter.siteId)
    .where('room_id', 'in', [...filter.roomIds])
    .where(sql<boolean>`opened_at >= ${filter.from}`)
    .where(sql<boolean>`opened_at < ${filter.to}`)
    .orderBy('opened_at', 'desc')
    .orderBy('call_id', 'desc')
    .execute();
}
