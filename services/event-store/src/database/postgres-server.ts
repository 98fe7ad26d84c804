import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { databaseOn, LOCK_CLASS, type Database } from './database.ts';
import { NOTIFY_MANY_SQL, NotifyBatcher } from './notify-batcher.ts';
import { SessionLocks } from './session-locks.ts';

const OID = { int8: 20, numeric: 1700, int8Array: 1016, numericArray: 1231, date: 1082, dateArray: 1182, textArray: 1009 } as const;

/** Any array literal as its items' text (a `text[]` parse), then each item converted. */
const arrayOf = (convert: (item: string) => unknown) => {
  const items = pg.types.getTypeParser(OID.textArray as Parameters<typeof pg.types.getTypeParser>[0]) as (value: string) => (string | null)[];
  return (value: string) => items(value).map((item) => (item === null ? null : convert(item)));
};

const warn = (what: string) => (error: Error) => console.warn(`database: ${what}: ${error.message}`);

/**
 * How values come back, the same on both engines: counts, sums and positions stay far
 * below 2^53, so they are plain numbers (not strings); a `date` is UTC midnight, as
 * PGlite gives it.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case OID.int8:
      case OID.numeric:
        return (value: string) => Number(value);
      case OID.int8Array:
      case OID.numericArray:
        return arrayOf(Number);
      case OID.date:
        return (value: string) => new Date(value);
      case OID.dateArray:
        return arrayOf((item) => new Date(item));
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
} as pg.CustomTypesConfig;

/**
 * A PostgreSQL server through node-postgres (`pg`), behind Kysely's own PostgresDialect.
 *
 * Why not postgres.js, the driver we started with: in 3.4.9 (the latest release) a
 * connection whose backend is terminated leaves a null socket behind, and the next write on
 * it (a transaction's ROLLBACK, or a reserved connection handed back to the pool) throws
 * from a `setImmediate`, where nothing can catch it, and the process dies
 * (porsager/postgres#1154, #1208; the proposed fixes are unreleased). `pg` reports a dead
 * connection as an `error` event and refuses further queries on that client, which the
 * pool then discards; the one rule is that every client must have an `error` listener,
 * which is kept here for every client the pool creates, checked out or not.
 */
export function connectPostgresServer(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, connectionTimeoutMillis: 30_000, idleTimeoutMillis: 0 });
  // An idle client's error reaches the pool; a checked-out one's reaches only the client.
  pool.on('error', warn('idle connection lost'));
  pool.on('connect', (client) => client.on('error', warn('connection lost')));
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const listener = new NotificationListener(url);
  const locks = new SessionLocks(url);
  // Any pooled connection will do: PostgreSQL delivers to every session listening.
  const notifications = new NotifyBatcher(async (channels, payloads) => {
    await pool.query(NOTIFY_MANY_SQL, [channels, payloads]);
  });
  return databaseOn({
    kind: 'postgres',
    listen: (channel, onNotify, onResumed) => listener.listen(channel, onNotify, onResumed),
    notify: (channel, payload) => notifications.notify(channel, payload),
    tryLock: (name) => locks.tryLock(name),
    async isLocked(name) {
      // Outside a transaction the statement is one: the shared lock goes with it.
      const { rows } = await pool.query<{ free: boolean }>('select pg_try_advisory_xact_lock_shared($1, hashtext($2)) as free', [LOCK_CLASS.owner, name]);
      return rows[0]?.free !== true;
    },
    async close() {
      await listener.close();
      await locks.close();
      await db.destroy();
    },
  }, db, db);
}

/**
 * LISTEN on one dedicated connection for every channel. When that connection is lost it
 * connects again (waiting 0.1 s, doubling up to 5 s) and listens to the same channels:
 * notifications sent meanwhile are missed, which every listener tolerates (the event
 * store's subscriptions poll as well; live boards resync).
 */
class NotificationListener {
  readonly #url: string;
  readonly #handlers = new Map<string, Set<(payload: string) => void>>();
  /** The connection being made or in use; null while there is none (lost, retry pending). */
  #client: Promise<pg.Client> | null = null;
  #retryMs = 100;
  #retry: NodeJS.Timeout | null = null;
  /** Who to tell when listening resumes after a loss, by the handler they listen with. */
  readonly #resumed = new Map<(payload: string) => void, () => void>();
  /** Connections opened so far: every one after the first follows a loss. */
  #opened = 0;
  #closed = false;

  constructor(url: string) {
    this.#url = url;
  }

  async listen(channel: string, onNotify: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>> {
    const handlers = this.#handlers.get(channel) ?? new Set();
    this.#handlers.set(channel, handlers);
    handlers.add(onNotify);
    if (onResumed) this.#resumed.set(onNotify, onResumed);
    try {
      // A connection made from here on listens to the channel by itself; one made before
      // has not yet (listening twice is a no-op in PostgreSQL).
      const client = await this.#connected();
      if (handlers.size === 1) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      this.#forget(channel, onNotify);
      throw error;
    }
    return async () => {
      if (!this.#forget(channel, onNotify) || this.#closed) return;
      const current = await this.#client?.catch(() => null);
      await current?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = await this.#client?.catch(() => null);
    this.#client = null;
    await client?.end().catch(() => {});
  }

  /** Removes a handler; true when it was the channel's last one. */
  #forget(channel: string, onNotify: (payload: string) => void): boolean {
    const handlers = this.#handlers.get(channel);
    handlers?.delete(onNotify);
    this.#resumed.delete(onNotify);
    if (!handlers || handlers.size > 0) return false;
    this.#handlers.delete(channel);
    return true;
  }

  #connected(): Promise<pg.Client> {
    this.#client ??= this.#connect();
    return this.#client;
  }

  #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#url, types });
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // Only the current connection may start a reconnect: a late event from an old one must
    // not replace a newer connection (which would then leak, delivering twice).
    const lost = (error?: Error) => {
      if (this.#closed || this.#client !== connecting) return;
      if (error) warn('LISTEN connection lost')(error);
      this.#client = null;
      client.end().catch(() => {});
      this.#reconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    const connecting = this.#open(client).catch(async (error: unknown) => {
      if (this.#client === connecting) this.#client = null;
      await client.end().catch(() => {});
      throw error;
    });
    return connecting;
  }

  /** Connects, and listens to every channel asked for (all of them again after a loss). */
  async #open(client: pg.Client): Promise<pg.Client> {
    await client.connect();
    for (const channel of this.#handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    this.#retryMs = 100;
    if (this.#opened++ > 0) {
      for (const resumed of this.#resumed.values()) {
        try {
          resumed();
        } catch (error) {
          warn('a LISTEN resume handler failed')(error as Error);
        }
      }
    }
    return client;
  }

  #reconnect(): void {
    if (this.#closed || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#connected().catch((error: Error) => {
        warn('LISTEN reconnect failed')(error);
        this.#retryMs = Math.min(this.#retryMs * 2, 5_000);
        this.#reconnect();
      });
    }, this.#retryMs);
    this.#retry.unref();
  }
}
