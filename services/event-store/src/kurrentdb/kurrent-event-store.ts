import type { NewEvent, RecordedEvent } from '@facility/contracts';
import {
  BACKWARDS,
  END,
  eventTypeFilter,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  type Filter,
} from '@kurrent/kurrentdb-client';
import { planBatch, type AppendRequest, type EventIdentity, type EventRow } from '../append-plan.ts';
import { AppendSignal, sleep } from '../append-signal.ts';
import { startSubscription, type SubscriptionTiming } from '../subscription.ts';
import {
  compareCheckpoints,
  START,
  type AppendOptions,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type SubscribeOptions,
  type Subscription,
} from '../types.ts';
import { Upcasting, type SchemaRegistry } from '../upcasting.ts';
import { KeyedQueue } from './keyed-queue.ts';
import { LiveWakeups } from './live-wakeups.ts';
import {
  checkpointOfPosition,
  encodeMetadata,
  exactTypesRegex,
  identityOf,
  isAfter,
  isStreamNotFound,
  isSystemRecord,
  isWrongExpectedVersion,
  normaliseConnectionString,
  readPositionAfter,
  revisionOfVersion,
  streamStateOf,
  toRecordedEvent,
  translateError,
  versionOfRevision,
  type KurrentRecord,
} from './kurrent-mapping.ts';
import { prepareEvents } from './prepare-events.ts';

export interface KurrentEventStoreOptions {
  /** Schema history per event type, for upcasting on read. */
  schemas?: SchemaRegistry;
  timing?: Partial<SubscriptionTiming>;
  /**
   * How many of a stream's newest events, beyond the size of the append itself, an append
   * compares its ids with (default 256): a retry is recognised as long as its events are
   * among them (see README, KurrentDB).
   */
  idempotencyWindow?: number;
  /** Read-plan-write rounds an append makes when other writers keep moving its stream (default 20). */
  appendAttempts?: number;
  logger?: { warn(message: string): void };
}

/**
 * The event store on KurrentDB (EventStoreDB), over its gRPC client.
 *
 * Appends read the stream's newest events, plan with the same pure planner as the
 * PostgreSQL store (duplicates, expected version, `strictIds`), and write only the fresh
 * events with the exact revision they read: if another writer got in between, KurrentDB
 * refuses with a version conflict and the append plans again. So a retry is recognised and
 * a stale expectation is reported with the real version, as on PostgreSQL; the differences
 * (ids are unique per stream, not across the log) are in the README.
 *
 * The global log is `$all` without KurrentDB's own records. It is one append-only file
 * written in order, so nothing is ever held back (`pending` is always false). Subscriptions
 * read it in pages from their checkpoint and sleep between appends; a live `$all`
 * subscription (from the end, user events only) wakes them when any process appends.
 */
export class KurrentEventStore implements EventStore {
  readonly #client: KurrentDBClient;
  readonly #ownsClient: boolean;
  readonly #upcasting: Upcasting;
  readonly #timing: SubscriptionTiming;
  readonly #window: number;
  readonly #attempts: number;
  readonly #logger: { warn(message: string): void };
  readonly #signal = new AppendSignal();
  readonly #queue = new KeyedQueue();
  readonly #subscriptions = new Set<Subscription>();
  readonly #wakeups: LiveWakeups;

  private constructor(client: KurrentDBClient, ownsClient: boolean, options: KurrentEventStoreOptions) {
    this.#client = client;
    this.#ownsClient = ownsClient;
    this.#upcasting = new Upcasting(options.schemas);
    this.#timing = { pollIntervalMs: 1_000, pendingBackoffMs: [5, 200], ...options.timing };
    this.#window = options.idempotencyWindow ?? 256;
    this.#attempts = options.appendAttempts ?? 20;
    this.#logger = options.logger ?? console;
    this.#wakeups = new LiveWakeups(client, () => this.#signal.notify(), (message) => this.#logger.warn(message));
  }

  /**
   * Connects (`kurrentdb://`, or `esdb://` as the design card writes it) or uses a client
   * the caller owns, checks that `$all` can be read (it needs a user allowed to, such as
   * `admin`), and starts the wake-up subscription.
   */
  static async open(target: string | KurrentDBClient, options: KurrentEventStoreOptions = {}): Promise<KurrentEventStore> {
    const owned = typeof target === 'string';
    const client = owned ? KurrentDBClient.connectionString(normaliseConnectionString(target)) : target;
    const store = new KurrentEventStore(client, owned, options);
    try {
      await store.headCheckpoint();
    } catch (error) {
      await store.close();
      throw error;
    }
    store.#wakeups.start();
    return store;
  }

  append(streamId: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    let request: AppendRequest;
    try {
      const expected = options.expectedVersion ?? 'any';
      streamStateOf(expected); // validates an exact version before anything is read
      request = { streamId, events: prepareEvents(streamId, events, this.#upcasting), expected, strictIds: options.strictIds ?? false };
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#queue.run(streamId, () => this.#appendNow(request));
  }

  async #appendNow(request: AppendRequest): Promise<AppendResult> {
    for (let attempt = 1; ; attempt++) {
      // As many events back as the append holds, and the window beyond: a whole resent batch is found.
      const tail = await this.#readTail(request.streamId, this.#window + request.events.length);
      const { outcomes, rows } = planBatch([request], new Map([[request.streamId, tail.version]]), new Set(tail.identities.keys()), tail.identities);
      const outcome = outcomes[0]!;
      if (!outcome.ok) throw outcome.error;
      if (rows.length === 0) return outcome.result;
      try {
        // The exact revision read above, not the caller's expectation: planBatch has checked
        // that, and this makes read-check-write one optimistic step. (Should another process
        // have written these very events at this very place meanwhile, KurrentDB's own
        // idempotency check answers success without writing: stored once, but both callers
        // hear `appended`. The README lists this.)
        const written = await this.#client.appendToStream(request.streamId, rows.map(toEventData), {
          streamState: tail.version === 0 ? 'no_stream' : revisionOfVersion(tail.version),
        });
        this.#signal.notify();
        return { ...outcome.result, nextExpectedVersion: versionOfRevision(written.nextExpectedRevision) };
      } catch (error) {
        if (!isWrongExpectedVersion(error) || attempt >= this.#attempts) throw translateError(error, request.streamId, request.expected);
        // Another process wrote to the stream between our read and write: plan again.
        await sleep(Math.random() * 5 * attempt);
      }
    }
  }

  /** The stream's version and the identities of its newest `count` events. */
  async #readTail(streamId: string, count: number): Promise<{ version: number; identities: Map<string, EventIdentity> }> {
    const identities = new Map<string, EventIdentity>();
    let version = 0;
    try {
      for await (const resolved of this.#client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: count })) {
        if (!resolved.event) continue;
        const event = toRecordedEvent(resolved.event as KurrentRecord);
        if (version === 0) version = event.streamVersion;
        identities.set(event.id, identityOf(event));
      }
    } catch (error) {
      if (!isStreamNotFound(error)) throw error;
    }
    return { version, identities };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const maxCount = options.maxCount ?? 10_000;
    if (maxCount <= 0) return events;
    try {
      const reading = this.#client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: revisionOfVersion(Math.max(1, Math.floor(options.fromVersion ?? 1))),
        maxCount,
      });
      for await (const resolved of reading) {
        if (resolved.event) events.push(this.#toEvent(resolved.event as KurrentRecord));
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const after = options.after ?? START;
    const maxCount = options.maxCount ?? 1_000;
    // The head is taken before the page: an event appended after the page was read must sort
    // after the checkpoint a typed read skips to, or that reader would never see it.
    const head = options.types ? await this.headCheckpoint() : null;
    const events: RecordedEvent[] = [];
    for await (const record of this.#readAllRecords(after, maxCount + 1, options.types)) {
      events.push(this.#toEvent(record));
      if (events.length >= maxCount) break;
    }
    const last = events.at(-1);
    let checkpoint = last ? { transactionId: last.transactionId, position: last.globalPosition } : after;
    // A typed page that is not full has seen everything there was: skip to the head.
    if (head && events.length < maxCount && compareCheckpoints(head, checkpoint) > 0) checkpoint = head;
    return { events, checkpoint, pending: false };
  }

  /**
   * User events of `$all` strictly after `after`, oldest first. KurrentDB reads from a
   * position inclusively, so the event at `after` itself (when the filter lets it through)
   * is dropped here; `limit` allows for it.
   */
  async *#readAllRecords(after: Checkpoint, limit?: number, types?: readonly string[]): AsyncGenerator<KurrentRecord> {
    const filter: Filter = types ? eventTypeFilter({ regex: exactTypesRegex(types) }) : excludeSystemEvents();
    const reading = this.#client.readAll({ direction: FORWARDS, fromPosition: readPositionAfter(after), filter, ...(limit ? { maxCount: limit } : {}) });
    for await (const resolved of reading) {
      const record = resolved.event;
      if (!record || isSystemRecord(record)) continue;
      // Every `$all` record has a position; without one it could not be ordered or resumed from.
      if (!record.position) throw new Error(`KurrentDB sent $all event ${record.id} without a position`);
      if (!isAfter(record.position, after)) continue;
      yield record as KurrentRecord;
    }
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = startSubscription(this, options, this.#timing);
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

  /**
   * KurrentDB keeps no count of `$all`: this reads the events after `checkpoint` (their
   * count is a reader's lag, usually small; from `START` it reads the whole log once).
   */
  async countAfter(checkpoint: Checkpoint, options: { atMost?: number } = {}): Promise<number> {
    let count = 0;
    for await (const _ of this.#readAllRecords(checkpoint)) {
      count++;
      if (options.atMost !== undefined && count >= options.atMost) break;
    }
    return count;
  }

  async headCheckpoint(): Promise<Checkpoint> {
    // A few records back, in case the newest user-typed ones sit in `$` streams.
    const reading = this.#client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 100, filter: excludeSystemEvents() });
    for await (const resolved of reading) {
      const record = resolved.event;
      if (record && !isSystemRecord(record)) return checkpointOfPosition(record.position);
    }
    return START;
  }

  /** Stops subscriptions, waits for appends in flight, and disconnects a client it opened. */
  async close(): Promise<void> {
    await this.#wakeups.stop();
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.stop()));
    await this.#queue.idle();
    if (this.#ownsClient) await this.#client.dispose();
  }

  #toEvent(record: KurrentRecord): RecordedEvent {
    const event = toRecordedEvent(record);
    const { data, version } = this.#upcasting.upcast(event.type, event.schemaVersion, event.data);
    return { ...event, data, schemaVersion: version };
  }
}

const toEventData = (row: EventRow) => jsonEvent({ id: row.event_id, type: row.event_type, data: row.data, metadata: { ...encodeMetadata(row) } });
