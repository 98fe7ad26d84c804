import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.ts';

/**
 * For each room of the site that had a call still open at `at`, when the oldest such call
 * was opened (the calls read model). A what-if replay reads those rooms from there instead
 * of from its warm-up's start, so a call left open for weeks (a maintenance call nobody
 * came for) is known, and its complaints join it, as they did.
 */
export async function openCallStartsAt(db: Kysely<ReadModelDatabase>, siteId: string, roomIds: readonly string[], at: Date): Promise<Map<string, Date>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('calls')
    .select(['room_id'])
    .select((eb) => eb.fn.min('opened_at').as('opened_at'))
    .where('site_id', '=', siteId)
    .where('room_id', 'in', [...roomIds])
    .where('opened_at', '<', at)
    // Resolved after `at`, or never: open at `at` (the site's resolved-at index and the open-calls index).
    .where((eb) => eb.or([eb('resolved_at', '>=', at), eb('resolved_at', 'is', null)]))
    .groupBy('room_id')
    .execute();
  return new Map(rows.map((row) => [row.room_id, new Date(row.opened_at)]));
}
