import type { Kysely } from 'kysely';

/** A lock held by this process until released (or until its session ends). */
export interface SessionLock {
  /**
   * Aborted when the lock is gone without `release()`: its connection died, so PostgreSQL
   * freed it and another process may hold it now. A holder must stop acting as the owner.
   */
  readonly lost: AbortSignal;
  release(): Promise<void>;
}

/** A set of tables as Kysely takes one: each table's name to its row shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own bound: an interface meets an index signature only with `any` values
export type TableSet = Record<string, any>;

/**
 * One connection to the read/write database, whichever engine backs it. Everything above
 * this layer issues the same SQL through `db`, so the embedded and the server modes differ
 * only in this object.
 */
export interface Database<Tables = unknown> {
  readonly kind: 'postgres' | 'pglite';
  /** Queries, typed with `Tables`: none by default, as each package declares its own (see `withTables`). */
  readonly db: Kysely<Tables>;
  /**
   * This connection typed with another package's tables (the read models, say): the same
   * pool, LISTEN connection and locks, closed by either's `close()`.
   */
  withTables<Other extends TableSet>(): Database<Other>;
  /**
   * LISTEN on a channel; resolves with a function that stops listening. `onResumed` runs
   * each time listening starts again after the LISTEN connection was lost: notifications
   * sent meanwhile were missed, so a listener that keeps state from them (a cache) drops it.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  /**
   * NOTIFY `channel` with `payload` (under 8000 bytes), outside any transaction: every
   * listener hears it, in this process and in others. As with NOTIFY itself, a listener
   * whose connection is being made again meanwhile misses it. Notifications asked for
   * together go in one statement (NotifyBatcher), so identical ones arrive once.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Try to become the single owner of `name` (e.g. one projection). PostgreSQL: a
   * session-level advisory lock on the process's one lock connection (`SessionLocks`), so
   * it also excludes other processes and is freed if this process dies. PGlite: one process owns the database,
   * so an in-process set is the whole truth.
   */
  tryLock(name: string): Promise<SessionLock | null>;
  /**
   * Whether anyone (this process or another) holds `name` as {@link tryLock} takes it,
   * without taking it. PostgreSQL: a shared transaction-level advisory lock tried through the
   * pool, so probes never exclude each other. PGlite: the in-process set.
   */
  isLocked(name: string): Promise<boolean>;
  close(): Promise<void>;
}

/** What an engine implements; `db` and the typed views come from {@link databaseOn}. */
export type DatabaseEngine = Omit<Database, 'db' | 'withTables'>;

/**
 * The engine as a {@link Database} querying through `db`. Views with other tables are
 * copies of `root` (Kysely types tables at compile time only, so they share its driver).
 */
export function databaseOn<Tables>(engine: DatabaseEngine, root: Kysely<unknown>, db: Kysely<Tables>): Database<Tables> {
  return { ...engine, db, withTables: <Other extends TableSet>() => databaseOn<Other>(engine, root, root.$extendTables<Other>()) };
}

/** Advisory-lock class ids keep our lock families apart (pg_advisory_lock(int4, int4)). */
export const LOCK_CLASS = {
  /** Per-stream append locks (transaction scope). */
  stream: 0x45535452, // 'ESTR'
  /** Named owners such as a projection runner (session scope). */
  owner: 0x4f574e52, // 'OWNR'
} as const;
