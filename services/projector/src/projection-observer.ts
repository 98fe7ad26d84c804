import type { Database, EventStore } from '@facility/event-store';
import { countDeadLetters, readCheckpoint, type ProjectionDefinition, type ReadModelDatabase } from '@facility/projections';
import type { ChangeListener } from './change-set.ts';
import { LAG_COUNT_LIMIT, type ProjectionHealth, type ProjectionMonitor } from './projector.ts';

/**
 * The projections as an API node without them sees them (`npm run api`): their checkpoints,
 * lag and dead letters, read from the database the projector process writes. A projection
 * whose checkpoint is at its current version counts as running there; one without (never
 * started, or rebuilding to a new version) as idle, so health stays 503 until the projector
 * has caught up. No change sets are committed here: live pushes reach this node through
 * PostgreSQL NOTIFY from the projector process (live-bus.ts).
 */
export class ProjectionObserver implements ProjectionMonitor {
  readonly #store: EventStore;
  readonly #database: Database;
  readonly #projections: readonly ProjectionDefinition[];

  constructor(store: EventStore, database: Database, projections: readonly ProjectionDefinition[]) {
    this.#store = store;
    this.#database = database;
    this.#projections = projections;
  }

  async health(): Promise<Record<string, ProjectionHealth>> {
    const db = this.#database.withTables<ReadModelDatabase>().db;
    const entries = await Promise.all(
      this.#projections.map(async ({ name, version }): Promise<[string, ProjectionHealth]> => {
        const stored = await readCheckpoint(db, name);
        const current = stored !== null && stored.version === version;
        const checkpoint = current ? stored.checkpoint : { transactionId: 0, position: 0 };
        return [
          name,
          {
            state: current ? 'running' : 'idle',
            version,
            position: checkpoint.position,
            lag: await this.#store.countAfter(checkpoint, { atMost: LAG_COUNT_LIMIT }),
            deadLetters: await countDeadLetters(db, name),
            error: null,
          },
        ];
      }),
    );
    return Object.fromEntries(entries);
  }

  onChange(_listener: ChangeListener): () => void {
    return () => {};
  }
}
