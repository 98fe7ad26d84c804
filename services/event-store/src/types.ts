import type { NewEvent, RecordedEvent } from '@facility/contracts';
import type { Transaction } from 'kysely';

/**
 * What the caller believes about the stream before appending:
 * - `any`: no check;
 * - `no_stream`: the stream must have no events;
 * - `stream_exists`: the stream must have at least one event;
 * - a number: the stream's current version (the version of its last event) must equal it.
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

/**
 * A place in the global order: the writing transaction's id and the event's position.
 * Readers resume strictly after it. `{0, 0}` is the beginning.
 */
export interface Checkpoint {
  transactionId: number;
  position: number;
}

export const START: Checkpoint = Object.freeze({ transactionId: 0, position: 0 });

export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number =>
  a.transactionId - b.transactionId || a.position - b.position;

export interface AppendOptions {
  expectedVersion?: ExpectedVersion;
  /**
   * Refuse, with {@link EventIdConflictError}, an event whose id is already stored (or earlier
   * in the same batch) as a different event: in another stream, of another type or at
   * another time. Without it such an event counts as a duplicate and is skipped, which suits
   * writers whose ids are derived from their causes (reactors, timers); devices choose their
   * own ids, and one device must not be able to silence another by reusing its ids.
   */
  strictIds?: boolean;
}

export interface AppendResult {
  /** The stream's version after the append: pass it as `expectedVersion` next time. */
  nextExpectedVersion: number;
  /** Events stored by this call. */
  appended: number;
  /** Events skipped because an event with the same id was already stored. */
  duplicates: number;
}

export interface ReadStreamOptions {
  /** First stream version to return (default 1). */
  fromVersion?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Return events strictly after this checkpoint (default: the beginning). */
  after?: Checkpoint;
  maxCount?: number;
  /**
   * Only events of these types. The checkpoint still moves past the others: to the last
   * event returned when the page is full, else to the newest event that is safe to read,
   * so a reader interested in rare events neither reads nor re-reads the rest.
   */
  types?: readonly string[];
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read continues: the last returned event, or `after` when none. */
  checkpoint: Checkpoint;
  /**
   * True when committed-or-open events exist beyond what could be returned because an older
   * transaction is still open. The reader should look again soon rather than wait for a
   * notification that the older writer may never send (it might roll back).
   */
  pending: boolean;
  /**
   * The read found the end of what is readable now: it returned fewer events than it was
   * asked for. Absent, that is `events.length < maxCount`; a page filtered from a larger
   * one (`SharedPageReader`) says what the larger read found.
   */
  atEnd?: boolean;
}

export interface SubscribeOptions {
  after?: Checkpoint;
  batchSize?: number;
  /** Only events of these types (see {@link ReadAllOptions.types}). */
  types?: readonly string[];
  /**
   * After a batch that reached the end of the log ({@link ReadAllResult.atEnd}; with
   * `types`, also one that only moved the checkpoint there), wait this many milliseconds
   * before reading the next (default 0: read at once). Under steady traffic the next batch
   * then gathers the events of that while, so whatever a batch costs beside its events is
   * paid less often. A reader behind the head reads on at once, and an idle reader still
   * wakes at the first append.
   */
  gatherMs?: number;
  /**
   * Called with each batch in global order; the next batch is read after it resolves.
   * With `types`, a batch may be empty when only the checkpoint moved past other events.
   */
  onEvents(events: RecordedEvent[], checkpoint: Checkpoint): Promise<void>;
  /** Called once if `onEvents` or a read fails; the subscription stops. */
  onError?(error: unknown): void;
}

export interface Subscription {
  /** Stops after the batch in progress; resolves when the loop has ended. */
  stop(): Promise<void>;
  /** Settles when the loop ends (rejects with the error that ended it). */
  readonly done: Promise<void>;
}

/** The event store: appends with optimistic concurrency, reads streams and the global log. */
export interface EventStore {
  /** Appends atomically to one stream; acknowledged only after the commit. */
  append(streamId: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Reads the global log in commit-safe order (see README, "Ordering"). */
  readAll(options?: ReadAllOptions): Promise<ReadAllResult>;
  /** Follows the global log from a checkpoint, woken by LISTEN/NOTIFY with polling as fallback. */
  subscribe(options: SubscribeOptions): Subscription;
  /** A token for "now", to pass to {@link waitForAppend} after a read that found nothing. */
  appendToken(): number;
  /**
   * Resolves once an append has been signalled since `since` (at once if one already was),
   * after `timeoutMs`, or when `signal` aborts. Lets a reader sleep without a busy loop.
   */
  waitForAppend(options: { since: number; timeoutMs: number; signal?: AbortSignal }): Promise<void>;
  /**
   * How many committed events come after `checkpoint`, held back or not (a reader's lag);
   * with `atMost`, counting stops there (health needs "more than N", not the exact backlog).
   */
  countAfter(checkpoint: Checkpoint, options?: { atMost?: number }): Promise<number>;
  /** The checkpoint of the newest event that is safe to read now. */
  headCheckpoint(): Promise<Checkpoint>;
  close(): Promise<void>;
}

/** Events for one stream, appended without a version check (reactor outputs). */
export interface StreamWrite {
  streamId: string;
  events: NewEvent[];
}

/**
 * A store that can append inside a transaction the caller owns on the same database, so a
 * reactor's outputs commit together with its state and checkpoint (or not at all).
 */
export interface TransactionalAppender {
  /** Appends with expectation `any`; ids already stored are skipped. Returns how many were stored. */
  appendInTransaction(trx: Transaction<unknown>, writes: readonly StreamWrite[]): Promise<number>;
  /** Wakes readers, here and in other processes, once the caller's transaction has committed. */
  announceAppend(): void;
}

export const canAppendInTransaction = (store: EventStore): store is EventStore & TransactionalAppender =>
  typeof (store as Partial<TransactionalAppender>).appendInTransaction === 'function';

/**
 * Reads of the past by room (time travel, what-if replays): events whose `data.roomId` is
 * one of the rooms, over an index on that key, so a site's history is read without
 * scanning the log. Offered by the PostgreSQL store (see {@link canReadHistory}).
 */
export interface RoomEventQuery {
  roomIds: readonly string[];
  types: readonly string[];
  /** Only events that occurred at or after this instant. */
  from?: Date;
  /** Only events that occurred at or before this instant. */
  to?: Date;
  /** A lower bound per room (at or after), replacing `from` for the rooms it names. */
  since?: ReadonlyMap<string, Date>;
  /** Resume strictly after this checkpoint (pages of a long read). */
  after?: Checkpoint;
  /** Page size (default 10 000). */
  maxCount?: number;
}

/**
 * One "latest before" look-up per room: the newest event of `type` at or before the moment
 * whose data matches `match`; with `distinctOn`, the newest for each value of those data
 * keys (e.g. each dispenser cell).
 */
export interface LatestLookup {
  type: string;
  match?: Readonly<Record<string, string>>;
  distinctOn?: readonly string[];
}

export interface HistoryReader {
  /** Events about rooms, in global log order (see {@link RoomEventQuery}). */
  readRoomEvents(query: RoomEventQuery): Promise<RecordedEvent[]>;
  /** For each room and look-up, the newest matching event that occurred at or before `at`. */
  latestRoomEvents(query: { roomIds: readonly string[]; at: Date; lookups: readonly LatestLookup[] }): Promise<RecordedEvent[]>;
  /** The events of these calls (by `data.callId`) that occurred at or before `to`, in global log order. */
  readCallEvents(query: { callIds: readonly string[]; to: Date }): Promise<RecordedEvent[]>;
  /** For each stream, its newest event (of `type` when given) that occurred at or before `at`. */
  latestStreamEvents(query: { streamIds: readonly string[]; at: Date; type?: string }): Promise<RecordedEvent[]>;
}

export const canReadHistory = (store: EventStore): store is EventStore & HistoryReader =>
  typeof (store as Partial<HistoryReader>).latestRoomEvents === 'function';
