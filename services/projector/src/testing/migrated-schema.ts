import { PostgresEventStore } from '@facility/event-store';
import type { TestTemplate } from '@facility/event-store/testing';
import { migrateReadModels } from '@facility/projections';

/**
 * The event store's and the read models' schema, migrated: what the API and the projector
 * start on. A test database made from it skips 0.25-0.35 s of migrations on PostgreSQL and
 * 0.15 s on PGlite (`createTestDatabase(backend, { template: MIGRATED_SCHEMA })`); the
 * migrations still run in each and find everything applied.
 */
export const MIGRATED_SCHEMA: TestTemplate = {
  name: 'migrated-schema',
  async prepare(database) {
    await PostgresEventStore.open(database);
    await migrateReadModels(database.db);
  },
};
