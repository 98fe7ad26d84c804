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

/**
 * One connection to the read/write database, whichever engine backs it. Everything above
 * this layer issues the same SQL through `db`, so the embedded and the server modes differ
 * only in this object.
 */
export interface Database {
  readonly kind: 'postgres' | 'pglite';
  /** Untyped on purpose: each package declares its own tables on top of it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly db: Kysely<any>;
  /** LISTEN on a channel; resolves with a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Try to become the single owner of `name` (e.g. one projection). PostgreSQL: a
   * session-level advisory lock on a reserved connection, so it also excludes other
   * processes and is freed if this process dies. PGlite: one process owns the database,
   * so an in-process set is the whole truth.
   */
  tryLock(name: string): Promise<SessionLock | null>;
  close(): Promise<void>;
}

/** Advisory-lock class ids keep our lock families apart (pg_advisory_lock(int4, int4)). */
export const LOCK_CLASS = {
  /** Per-stream append locks (transaction scope). */
  stream: 0x45535452, // 'ESTR'
  /** Named owners such as a projection runner (session scope). */
  owner: 0x4f574e52, // 'OWNR'
} as const;
