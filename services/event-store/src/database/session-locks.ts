import pg from 'pg';
import { LOCK_CLASS, type SessionLock } from './database.ts';

/** The lock connection's `application_name`. */
export const LOCK_CONNECTION_NAME = 'facility-owner-locks';

const warn = (what: string) => (error: Error) => console.warn(`database: ${what}: ${error.message}`);

/** One lock connection and the names held (or being tried) on it, each with its holder's `lost` controller. */
interface LockConnection {
  readonly client: Promise<pg.Client>;
  readonly holders: Map<string, AbortController>;
  /** Ended on purpose (nothing held any more, or the database closed): not a loss. */
  ended: boolean;
  /** The last statement sent: the next waits for it (see {@link query}). */
  tail: Promise<unknown>;
}

/**
 * One statement at a time on the lock connection: the projections try their locks all at
 * once, and node-postgres deprecates overlapping queries on one client (pg 9 refuses them).
 */
function query<Row extends pg.QueryResultRow>(connection: LockConnection, text: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
  const sent = connection.tail.then(async () => (await connection.client).query<Row>(text, values));
  connection.tail = sent.catch(() => {});
  return sent;
}

/**
 * A process's named owner locks (`Database.tryLock` on PostgreSQL): session-level advisory
 * locks, all held on one connection of their own, outside the pool. If that connection
 * dies, PostgreSQL frees every lock on it, so every holder's `lost` is aborted and each
 * stops acting as the owner until it takes its lock again (on a new connection). Ownership
 * is also fenced by the checkpoints' compare-and-set, so even a holder that has not yet
 * noticed cannot overwrite the new owner's progress.
 *
 * Why one connection and not one per lock: the process that runs the projections holds one
 * lock per projection (15), and a connection each cost the server as many backends for
 * every projector and standby. One connection costs nothing in exclusion: a lock is
 * refused while another session holds it, whatever connection asks.
 *
 * PostgreSQL grants a session a lock it already holds (the locks are re-entrant), so the
 * names held here are refused in the process first: one holder per name, as with a
 * connection each. Once nothing has been held for `idleMs` the connection closes; a
 * standby projector, trying its locks every few seconds, so keeps one connection instead
 * of opening one per try.
 */
export class SessionLocks {
  readonly #url: string;
  readonly #idleMs: number;
  #connection: LockConnection | null = null;
  #idle: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(url: string, options: { idleMs?: number } = {}) {
    this.#url = url;
    this.#idleMs = options.idleMs ?? 30_000;
  }

  async tryLock(name: string): Promise<SessionLock | null> {
    if (this.#closed) throw new Error(`lock ${name}: the database is closed`);
    this.#stopIdling();
    const connection = (this.#connection ??= this.#connect());
    if (connection.holders.has(name)) return null;
    // Reserved before the first await, so a second try of the same name is refused.
    const lost = new AbortController();
    connection.holders.set(name, lost);
    let locked = false;
    try {
      const { rows } = await query<{ locked: boolean }>(connection, 'select pg_try_advisory_lock($1, hashtext($2)) as locked', [LOCK_CLASS.owner, name]);
      locked = rows[0]?.locked === true;
    } finally {
      if (!locked) this.#letGo(connection, name, lost);
    }
    if (!locked) return null;
    return {
      lost: lost.signal,
      release: async () => {
        // Lost with its connection (PostgreSQL freed it then), or released already.
        if (lost.signal.aborted || connection.holders.get(name) !== lost) return;
        try {
          await query(connection, 'select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS.owner, name]);
        } catch (error) {
          // The connection is going: the lock goes with it.
          warn(`lock ${name}: unlock failed`)(error as Error);
        } finally {
          this.#letGo(connection, name, lost);
        }
      },
    };
  }

  /** Ends the lock connection, freeing whatever is still held; holders are not told (they are shutting down). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#stopIdling();
    if (this.#connection) await this.#end(this.#connection);
  }

  #connect(): LockConnection {
    // Named, so an operator sees in pg_stat_activity which backend holds the owners' locks.
    const client = new pg.Client({ connectionString: this.#url, application_name: LOCK_CONNECTION_NAME });
    const holders = new Map<string, AbortController>();
    const onLost = (error?: Error) => {
      if (connection.ended) return;
      connection.ended = true;
      if (this.#connection === connection) this.#connection = null;
      if (error) warn('lock connection lost')(error);
      const lostHolders = [...holders.values()];
      holders.clear();
      for (const holder of lostHolders) holder.abort(error ?? new Error('lock connection ended'));
      client.end().catch(() => {});
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    // A failed connect is a loss too: every try waiting on it throws, and the next try connects anew.
    const connected = client.connect().then(
      () => client,
      (error: Error) => {
        onLost(error);
        throw error;
      },
    );
    const connection: LockConnection = { client: connected, holders, ended: false, tail: Promise.resolve() };
    return connection;
  }

  /** A name no longer held (released, or not taken): once none is, the connection idles. */
  #letGo(connection: LockConnection, name: string, holder: AbortController): void {
    if (connection.holders.get(name) !== holder) return;
    connection.holders.delete(name);
    if (connection.holders.size > 0 || connection !== this.#connection || this.#closed) return;
    this.#stopIdling();
    this.#idle = setTimeout(() => {
      this.#idle = null;
      if (connection.holders.size === 0) void this.#end(connection);
    }, this.#idleMs);
    this.#idle.unref();
  }

  #stopIdling(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
  }

  async #end(connection: LockConnection): Promise<void> {
    if (connection.ended) return;
    connection.ended = true;
    if (this.#connection === connection) this.#connection = null;
    connection.holders.clear();
    const client = await connection.client.catch(() => null);
    await client?.end().catch(() => {});
  }
}
