import type { EventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read models every route queries (all SQL lives in `@facility/projections`). */
    db: Kysely<ReadModelDatabase>;
    /** The event log that admin commands and device telemetry are appended to. */
    store: EventStore;
  }
}

export interface Dependencies {
  db: Kysely<ReadModelDatabase>;
  store: EventStore;
}

/**
 * Decorates the root instance with the read models and the event store, so a feature's
 * plugin takes only its own options and reads `app.db` / `app.store` (fastify-plugin lifts
 * the decorators out of this plugin's encapsulated scope).
 */
export const dependencies = fp<Dependencies>(
  async (app, { db, store }) => {
    app.decorate('db', db);
    app.decorate('store', store);
  },
  { name: 'dependencies', fastify: '5.x' },
);
