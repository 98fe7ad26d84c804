import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as events from './migrations/2026-11-24T03-00-events.ts';
import * as historyIndexes from './migrations/2026-11-25T01-40-history-indexes.ts';
import * as callEventsIndex from './migrations/2026-11-25T02-30-call-events-index.ts';
import * as streamOrderGuard from './migrations/2026-11-29T14-00-stream-order-guard.ts';

/** Channel the append transaction notifies on commit. */
export const APPEND_CHANNEL = 'es_events_appended';

/** Every event-store migration, named by ISO timestamp so they sort in the order they landed. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-24T03-00-events': events,
  '2026-11-25T01-40-history-indexes': historyIndexes,
  '2026-11-25T02-30-call-events-index': callEventsIndex,
  '2026-11-29T14-00-stream-order-guard': streamOrderGuard,
};

/**
 * Brings the event store's schema up to date, like the read models' (projections/src/migrations),
 * in tables of its own so the two histories never mix. Kysely's migrator takes a PostgreSQL
 * advisory lock, so processes starting together migrate one after another.
 */
export async function migrateEventStore(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'event_store_migration',
    migrationLockTableName: 'event_store_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Event store migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
