import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { LOCK_CLASS, type Database, type SessionLock } from './database.ts';

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
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const listener = new NotificationListener(url);
  return {
    kind: 'postgres',
    db,
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    tryLock: (name) => trySessionLock(url, name),
    async close() {
      await listener.close();
      await db.destroy();
    },
  };
}

/**
 * A session-level advisory lock held on a connection of its own (not one of the pool's):
 * if the connection dies, PostgreSQL frees the lock, and releasing it later is harmless.
 * Ownership is also fenced by the checkpoints' compare-and-set, so a process that lost its
 * lock without noticing cannot overwrite the new owner's progress.
 */
async function trySessionLock(url: string, name: string): Promise<SessionLock | null> {
  const client = new pg.Client({ connectionString: url, types });
  let lost = false;
  client.on('error', (error) => {
    lost = true;
    warn(`lock ${name} connection lost`)(error);
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [LOCK_CLASS.owner, name]);
    if (!rows[0]?.locked) {
      await client.end();
      return null;
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async release() {
      try {
        if (!lost) await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS.owner, name]);
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
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
  #client: Promise<pg.Client> | null = null;
  #retryMs = 100;
  #retry: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(url: string) {
    this.#url = url;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const handlers = this.#handlers.get(channel) ?? new Set();
    this.#handlers.set(channel, handlers);
    handlers.add(onNotify);
    const client = await this.#connected();
    if (handlers.size === 1) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      handlers.delete(onNotify);
      if (handlers.size > 0 || this.#closed) return;
      this.#handlers.delete(channel);
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

  #connected(): Promise<pg.Client> {
    this.#client ??= this.#connect();
    return this.#client;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#url, types });
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (this.#closed || this.#client === null) return;
      if (error) warn('LISTEN connection lost')(error);
      this.#client = null;
      this.#reconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
    } catch (error) {
      this.#client = null;
      throw error;
    }
    this.#retryMs = 100;
    return client;
  }

  #reconnect(): void {
    if (this.#closed || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#client = this.#connect();
      this.#client.then(
        async (client) => {
          for (const channel of this.#handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        },
        (error: Error) => {
          warn('LISTEN reconnect failed')(error);
          this.#client = null;
          this.#retryMs = Math.min(this.#retryMs * 2, 5_000);
          this.#reconnect();
        },
      );
    }, this.#retryMs);
    this.#retry.unref();
  }
}
