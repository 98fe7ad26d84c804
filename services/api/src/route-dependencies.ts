import type { EventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';

/** What feature routes receive: the read models to query and the store to append commands to. */
export interface RouteDependencies {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
}
