import { randomBytes } from 'node:crypto';
import { connectDatabase } from '../database/connect.ts';
import type { Database } from '../database/database.ts';
import { PostgresEventStore } from '../postgres/postgres-event-store.ts';
import type { SubscriptionTiming } from '../subscription.ts';
import { START, type Checkpoint, type EventStore } from '../types.ts';
import type { SchemaRegistry } from '../upcasting.ts';
import { createTestDatabase, type Backend } from './test-databases.ts';

// The backends the behavioural contract suites (src/contract/*.int.test.ts) run against.
// Test-only, like wait-until.ts: not exported from the package's `testing` entry, so
// benchmarks and other packages never load the KurrentDB client through it.

/** The KurrentDB server of the contract suites, e.g. `esdb://localhost:2113?tls=false`. */
const EVENTSTORE_URL = process.env.EVENTSTORE_URL;

export interface ContractStoreOptions {
  schemas?: SchemaRegistry;
  timing?: Partial<SubscriptionTiming>;
}

/** One test's view of a store: its own empty database, or its own corner of a shared server. */
export interface ContractContext {
  store: EventStore;
  /**
   * Another store instance on the same log, like another process: on PostgreSQL with its
   * own pool, on KurrentDB with its own connection (PGlite has one session, so it shares it).
   */
  openAnother(options?: ContractStoreOptions): Promise<EventStore>;
  /**
   * Where this test's events begin in the global log: START on a fresh database, the head of
   * the log on a KurrentDB server, which keeps the events of earlier tests and runs.
   */
  start: Checkpoint;
  /** A stream name of this test's own (streams on a KurrentDB server outlive the test). */
  stream(name: string): string;
  dispose(): Promise<void>;
}

export interface ContractBackend {
  name: Backend | 'kurrentdb';
  open(options?: ContractStoreOptions): Promise<ContractContext>;
}

const postgresBackend = (backend: Backend): ContractBackend => ({
  name: backend,
  async open(options = {}) {
    const t = await createTestDatabase(backend);
    const store = await PostgresEventStore.open(t.database, options);
    const others: EventStore[] = [];
    let otherDatabase: Database | null = null;
    return {
      store,
      start: START,
      stream: (name) => name,
      async openAnother(anotherOptions = {}) {
        if (backend === 'postgres') otherDatabase ??= await connectDatabase({ url: t.url! });
        const other = await PostgresEventStore.open(otherDatabase ?? t.database, anotherOptions);
        others.push(other);
        return other;
      },
      async dispose() {
        for (const other of others) await other.close();
        await otherDatabase?.close();
        await store.close();
        await t.dispose();
      },
    };
  },
});

const kurrentBackend = (url: string): ContractBackend => ({
  name: 'kurrentdb',
  async open(options = {}) {
    // Loaded only when a server is configured: the client brings gRPC and a native addon.
    const { KurrentEventStore } = await import('../kurrentdb/kurrent-event-store.ts');
    const store = await KurrentEventStore.open(url, options);
    const start = await store.headCheckpoint();
    const prefix = `contract-${randomBytes(4).toString('hex')}`;
    const others: EventStore[] = [];
    return {
      store,
      start,
      stream: (name) => `${prefix}-${name}`,
      async openAnother(anotherOptions = {}) {
        const other = await KurrentEventStore.open(url, anotherOptions);
        others.push(other);
        return other;
      },
      async dispose() {
        for (const other of others) await other.close();
        await store.close();
      },
    };
  },
});

/**
 * PGlite and PostgreSQL always; KurrentDB only when `EVENTSTORE_URL` names a server. Without
 * one its cases are not registered at all (rather than reported as skipped), so a run here
 * never looks as if it had checked KurrentDB.
 */
export const CONTRACT_BACKENDS: readonly ContractBackend[] = [
  postgresBackend('pglite'),
  postgresBackend('postgres'),
  ...(EVENTSTORE_URL ? [kurrentBackend(EVENTSTORE_URL)] : []),
];
