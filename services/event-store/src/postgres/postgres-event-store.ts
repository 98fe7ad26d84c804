import type { NewEvent, RecordedEvent } from '@facility/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppendRequest, PreparedEvent } from '../append-plan.ts';
import { AppendSignal } from '../append-signal.ts';
import type { Database } from '../database/database.ts';
import { SharedPageReader } from '../shared-pages.ts';
import { startSubscription, type SubscriptionTiming } from '../subscription.ts';
import {
  compareCheckpoints,
  START,
  type AppendOptions,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type HistoryReader,
  type LatestLookup,
  type RoomEventQuery,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type StreamWrite,
  type SubscribeOptions,
  type Subscription,
  type TransactionalAppender,
} from '../types.ts';
import { Upcasting, type SchemaRegistry } from '../upcasting.ts';
import { prepareEvents } from '../prepare-events.ts';
import { AppendNotifier } from './append-notifier.ts';
import { EVENT_COLUMNS, PACKED_PAGE, unpackEventRows, type EventRecordRow } from './event-row.ts';
import { latestRoomEvents, latestStreamEvents, readCallEvents, readRoomEvents } from './history-reads.ts';
import { appendBatch, appendInTransaction as appendRequestsInTransaction } from './append-transaction.ts';
import { GroupCommitter } from './group-commit.ts';
import { READABLE_BOUND } from './readable-bound.ts';
import { APPEND_CHANNEL, migrateEventStore } from './schema.ts';

export interface PostgresEventStoreOptions {
  /** Schema history per event type, for upcasting on read. */
  schemas?: SchemaRegistry;
  /** Largest number of events one group-commit transaction takes (default 5000). */
  maxBatchEvents?: number;
  /** Group-commit transactions in flight at once (default 2 on PostgreSQL, 1 on PGlite). */
  maxConcurrentBatches?: number;
  timing?: Partial<SubscriptionTiming>;
}

/**
 * The event store on PostgreSQL. The same SQL runs on a PostgreSQL server (node-postgres) and
 * on embedded PGlite; the `Database` handed in decides which.
 */
export class PostgresEventStore implements EventStore, TransactionalAppender, HistoryReader {
  readonly #db: Kysely<unknown>;
  /** Log pages come as one JSON value instead of rows of columns (see PACKED_PAGE). */
  readonly #packedPages: boolean;
  readonly #upcasting: Upcasting;
  readonly #committer: GroupCommitter;
  readonly #signal = new AppendSignal();
  readonly #notifier: AppendNotifier;
  readonly #timing: SubscriptionTiming;
  readonly #subscriptions = new Set<Subscription>();
  /** The subscriptions' reads: one read per wake-up for all that are at the same place. */
  readonly #pages = new SharedPageReader(this);
  #unlisten: (() => Promise<void>) | null = null;

  private constructor(database: Database, options: PostgresEventStoreOptions) {
    this.#db = database.db;
    this.#packedPages = database.kind === 'pglite';
    this.#upcasting = new Upcasting(options.schemas);
    this.#timing = { pollIntervalMs: 1_000, pendingBackoffMs: [5, 200], ...options.timing };
    this.#notifier = new AppendNotifier(
      () => database.notify(APPEND_CHANNEL, ''),
      // Readers elsewhere fall back to polling; nothing acknowledged is at stake.
      (error) => console.warn(`event store: NOTIFY failed: ${String(error)}`),
    );
    this.#committer = new GroupCommitter(async (requests) => {
      const outcomes = await appendBatch(this.#db, requests);
      if (outcomes.some((outcome) => outcome.ok && outcome.result.appended > 0)) {
        // Local readers need not wait for the NOTIFY round trip.
        this.#signal.notify();
        this.#notifier.notify();
      }
      return outcomes;
    }, {
      maxEvents: options.maxBatchEvents,
      // PGlite has one session: a second transaction could only wait for the first.
      maxConcurrent: options.maxConcurrentBatches ?? (database.kind === 'postgres' ? 2 : 1),
    });
  }

  /** Creates the tables if needed and starts listening for appends from other processes. */
  static async open(database: Database, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    await migrateEventStore(database.db);
    const store = new PostgresEventStore(database, options);
    store.#unlisten = await database.listen(APPEND_CHANNEL, () => store.#signal.notify());
    return store;
  }

  append(streamId: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    let request: AppendRequest;
    try {
      request = { streamId, events: this.#prepare(streamId, events), expected: options.expectedVersion ?? 'any', strictIds: options.strictIds ?? false };
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#committer.submit(request);
  }

  async appendInTransaction(trx: Transaction<unknown>, writes: readonly StreamWrite[]): Promise<number> {
    const requests: AppendRequest[] = writes.map((write) => ({ streamId: write.streamId, events: this.#prepare(write.streamId, write.events), expected: 'any' }));
    if (requests.length === 0) return 0;
    const outcomes = await appendRequestsInTransaction(trx, requests);
    return outcomes.reduce((sum, outcome) => sum + (outcome.ok ? outcome.result.appended : 0), 0);
  }

  announceAppend(): void {
    this.#signal.notify();
    this.#notifier.notify();
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await sql<EventRecordRow>`select ${EVENT_COLUMNS} from events
      where stream_id = ${streamId} and stream_version >= ${options.fromVersion ?? 1}
      order by stream_version limit ${options.maxCount ?? 10_000}`.execute(this.#db);
    return rows.map((row) => this.#toEvent(row));
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1_000;
    const types = options.types ? sql`and event_type = any(${[...options.types]}::text[])` : sql``;
    // Only this database's transactions below the bound are finished (READABLE_BOUND);
    // anything at or above it may still be open and could commit events that sort before
    // the ones we return. One statement (one snapshot) reads the page, whether committed
    // events are held back beyond the bound, and (for a typed read) the newest readable
    // event; the left join keeps those answers when the page is empty. Both look-ups walk
    // the index backwards: an `exists` over the bound was planned as a sequential scan where
    // statistics are missing (PGlite runs no autovacuum).
    type PageRow = Partial<EventRecordRow> & { packed?: unknown[][] | null; pending: boolean; head_transaction_id: number | null; head_position: number | null };
    // Read off the first row: the server's rows each repeat them; a packed page is one row.
    const answers = sql`head.*, coalesce((select e.transaction_id >= (select below from bound) from events e
        order by e.transaction_id desc limit 1), false) as pending`;
    const { rows } = await sql<PageRow>`
      with bound as materialized (select ${READABLE_BOUND} as below),
      page as materialized (
        select ${EVENT_COLUMNS} from events
        where (transaction_id, global_position) > (${String(after.transactionId)}::text::xid8, ${after.position}::bigint)
          and transaction_id < (select below from bound) ${types}
        -- Qualified: bare, the name would sort by the bigint output column of the same name,
        -- which no index serves, so every page would sort the whole rest of the log.
        order by events.transaction_id, events.global_position
        limit ${maxCount}
      ),
      head as materialized (
        select transaction_id::text::bigint as head_transaction_id, global_position as head_position from events
        where ${options.types ? sql`transaction_id < (select below from bound)` : sql`false`}
        order by transaction_id desc, global_position desc limit 1
      )
      ${
        this.#packedPages
          ? sql`select (select ${PACKED_PAGE} from page) as packed, ${answers} from (select 1) as one left join head on true`
          : sql`select page.*, ${answers} from (select 1) as one left join page on true left join head on true
      order by page.transaction_id, page.global_position`
      }`.execute(this.#db);
    const records = this.#packedPages ? unpackEventRows(rows[0]?.packed ?? null) : (rows.filter((row) => row.id != null) as EventRecordRow[]);
    const events = records.map((row) => this.#toEvent(row));
    const last = events.at(-1);
    let checkpoint = last ? { transactionId: last.transactionId, position: last.globalPosition } : after;
    // A typed page that is not full has seen everything readable: skip to the head.
    const head = rows[0];
    if (options.types && events.length < maxCount && head?.head_transaction_id != null && head.head_position != null) {
      const newest = { transactionId: Number(head.head_transaction_id), position: Number(head.head_position) };
      if (compareCheckpoints(newest, checkpoint) > 0) checkpoint = newest;
    }
    return { events, checkpoint, pending: rows[0]?.pending ?? false };
  }

  async readRoomEvents(query: RoomEventQuery): Promise<RecordedEvent[]> {
    return (await readRoomEvents(this.#db, this.#packedPages, query)).map((row) => this.#toEvent(row));
  }

  async latestRoomEvents(query: { roomIds: readonly string[]; at: Date; lookups: readonly LatestLookup[] }): Promise<RecordedEvent[]> {
    return (await latestRoomEvents(this.#db, this.#packedPages, query)).map((row) => this.#toEvent(row));
  }

  async readCallEvents(query: { callIds: readonly string[]; to: Date }): Promise<RecordedEvent[]> {
    return (await readCallEvents(this.#db, this.#packedPages, query)).map((row) => this.#toEvent(row));
  }

  async latestStreamEvents(query: { streamIds: readonly string[]; at: Date; type?: string }): Promise<RecordedEvent[]> {
    return (await latestStreamEvents(this.#db, this.#packedPages, query)).map((row) => this.#toEvent(row));
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = startSubscription(this.#pages, options, this.#timing);
    this.#subscriptions.add(subscription);
    subscription.done.finally(() => this.#subscriptions.delete(subscription)).catch(() => {});
    return subscription;
  }

  appendToken(): number {
    return this.#signal.token();
  }

  waitForAppend(options: { since: number; timeoutMs: number; signal?: AbortSignal }): Promise<void> {
    return this.#signal.wait(options.since, options.timeoutMs, options.signal);
  }

  async countAfter(checkpoint: Checkpoint, options: { atMost?: number } = {}): Promise<number> {
    // Not bounded like readAll (READABLE_BOUND): events that an older open transaction
    // holds back are committed and not yet applied, so they are part of a reader's lag.
    // Bounded, the count walks the commit-order index from the checkpoint and stops: a
    // health check costs the same on a fresh database (no statistics yet) as on an old one.
    const after = sql`(transaction_id, global_position) > (${String(checkpoint.transactionId)}::text::xid8, ${checkpoint.position}::bigint)`;
    const { rows } =
      options.atMost === undefined
        ? await sql<{ count: number }>`select count(*) as count from events where ${after}`.execute(this.#db)
        : await sql<{ count: number }>`select count(*) as count from (
            select 1 from events where ${after} order by events.transaction_id, events.global_position limit ${options.atMost}) as bounded`.execute(this.#db);
    return rows[0]?.count ?? 0;
  }

  async headCheckpoint(): Promise<Checkpoint> {
    const { rows } = await sql<{ transaction_id: number; global_position: number }>`
      select transaction_id::text::bigint as transaction_id, global_position from events
      where transaction_id < ${READABLE_BOUND}
      order by events.transaction_id desc, events.global_position desc limit 1`.execute(this.#db);
    const row = rows[0];
    return row ? { transactionId: row.transaction_id, position: row.global_position } : START;
  }

  /** Stops subscriptions, answers queued appends, stops listening. Does not close the database. */
  async close(): Promise<void> {
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.stop()));
    await this.#committer.flush();
    await this.#notifier.idle();
    await this.#unlisten?.();
    this.#unlisten = null;
  }

  #prepare(streamId: string, events: NewEvent[]): PreparedEvent[] {
    return prepareEvents(streamId, events, this.#upcasting);
  }

  #toEvent(row: EventRecordRow): RecordedEvent {
    const { data, version } = this.#upcasting.upcast(row.type, row.schema_version, row.data);
    return {
      id: row.id,
      type: row.type,
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      globalPosition: row.global_position,
      transactionId: row.transaction_id,
      occurredAt: new Date(row.occurred_ms),
      recordedAt: new Date(row.recorded_ms),
      schemaVersion: version,
      data,
      metadata: row.metadata,
    };
  }
}
