import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { lockDataDir } from './data-dir-lock.ts';
import { databaseOn, type Database } from './database.ts';
import { connectPostgresServer } from './postgres-server.ts';
import { Mutex } from './mutex.ts';
import { NOTIFY_MANY_SQL, NotifyBatcher } from './notify-batcher.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { initialiseDataDir } from './pglite-initdb.ts';
import { memoryTemplate } from './pglite-memory-template.ts';

export type ConnectOptions =
  | { url: string; poolSize?: number }
  /** A folder for the embedded database, or `memory://` for a throw-away one. */
  | { dataDir: string };

const OID = { int8: 20, numeric: 1700 } as const;
// Counts, sums and positions in this product stay far below 2^53, so both engines hand
// them back as plain numbers instead of bigints (PGlite; the server driver does the same).
const toNumber = (value: string) => Number(value);

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  return 'url' in options ? connectPostgresServer(options.url, options.poolSize ?? 10) : connectPGlite(options.dataDir);
}

/**
 * A throw-away database's buffer pool. PGlite's default, PostgreSQL's 128 MB, is set up at
 * every start, which took about 0.4 s of the 1.1 s a test database took to open on this
 * 2-core machine; the tests' data fits in far less, and a page evicted from the pool is
 * only copied within memory. The embedded server's own folder keeps the default.
 */
const MEMORY_SHARED_BUFFERS = '16MB';

/** Each throw-away embedded database's engine, for `dumpMemoryDatabase`. */
const memoryEngines = new WeakMap<Database, { pg: PGlite; mutex: Mutex }>();

/**
 * Test support (`@facility/event-store/testing`): a throw-away embedded database that starts
 * from `dataFolder`, a folder `dumpMemoryDatabase` made, instead of from an empty cluster.
 */
export function connectMemoryDatabase(dataFolder: Blob): Promise<Database> {
  return connectPGlite('memory://', dataFolder);
}

/**
 * Test support: the data folder of a throw-away embedded database, checkpointed first so
 * that a database started from it has no log to replay.
 */
export async function dumpMemoryDatabase(database: Database): Promise<Blob> {
  const engine = memoryEngines.get(database);
  if (!engine) throw new Error('Only a throw-away embedded database (memory://) can be dumped');
  const release = await engine.mutex.acquire();
  try {
    await engine.pg.exec('checkpoint');
    return await engine.pg.dumpDataDir('none');
  } finally {
    release();
  }
}

async function connectPGlite(dataDir: string, dataFolder?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    // Before initdb: one process at a time may have the folder (see DataDirInUseError).
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    if (!inMemory) await initialiseDataDir(dataDir);
    pg = await PGlite.create(dataDir, {
      parsers: { [OID.int8]: toNumber, [OID.numeric]: toNumber },
      ...(inMemory
        ? {
            // A throw-away database starts from a copy of an empty cluster instead of its own initdb.
            loadDataDir: dataFolder ?? (await memoryTemplate()),
            startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${MEMORY_SHARED_BUFFERS}`],
          }
        : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const mutex = new Mutex();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pg, mutex) });
  const held = new Set<string>();
  // Delivered to this session's own listeners (`pg.listen`) once the statement is done.
  const notifications = new NotifyBatcher(async (channels, payloads) => {
    const release = await mutex.acquire();
    try {
      await pg.query(NOTIFY_MANY_SQL, [channels, payloads]);
    } finally {
      release();
    }
  });
  const database = databaseOn({
    kind: 'pglite',
    async listen(channel, onNotify) {
      const release = await mutex.acquire();
      try {
        const unlisten = await pg.listen(channel, onNotify);
        return async () => {
          const again = await mutex.acquire();
          try {
            await unlisten();
          } finally {
            again();
          }
        };
      } finally {
        release();
      }
    },
    notify: (channel, payload) => notifications.notify(channel, payload),
    async tryLock(name) {
      if (held.has(name)) return null;
      held.add(name);
      return {
        // One process owns the embedded database: nothing else can take the lock away.
        lost: new AbortController().signal,
        async release() {
          held.delete(name);
        },
      };
    },
    async isLocked(name) {
      return held.has(name);
    },
    async close() {
      try {
        await db.destroy();
        await pg.close();
      } finally {
        unlock();
      }
    },
  }, db, db);
  if (inMemory) memoryEngines.set(database, { pg, mutex });
  return database;
}
