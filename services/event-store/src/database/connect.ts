import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { LOCK_CLASS, type Database, type SessionLock } from './database.ts';
import { Mutex } from './mutex.ts';
import { PGliteDialect } from './pglite-dialect.ts';

export type ConnectOptions =
  | { url: string; poolSize?: number }
  /** A folder for the embedded database, or `memory://` for a throw-away one. */
  | { dataDir: string };

const OID = { int8: 20, numeric: 1700 } as const;
// Counts, sums and positions in this product stay far below 2^53, so both engines hand
// them back as plain numbers instead of strings (postgres.js) or bigints (PGlite).
const toNumber = (value: string) => Number(value);

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  return 'url' in options ? connectPostgres(options.url, options.poolSize ?? 10) : connectPGlite(options.dataDir);
}

function connectPostgres(url: string, poolSize: number): Database {
  const sql = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    types: {
      int8: { to: OID.int8, from: [OID.int8], serialize: (v: number) => String(v), parse: toNumber },
      numeric: { to: OID.numeric, from: [OID.numeric], serialize: (v: number) => String(v), parse: toNumber },
    },
  });
  const db = new Kysely({ dialect: new PostgresJSDialect({ postgres: sql }) });
  return {
    kind: 'postgres',
    db,
    async listen(channel, onNotify) {
      const { unlisten } = await sql.listen(channel, onNotify);
      return unlisten;
    },
    async tryLock(name): Promise<SessionLock | null> {
      const reserved = await sql.reserve();
      try {
        const [row] = await reserved`select pg_try_advisory_lock(${LOCK_CLASS.owner}, hashtext(${name})) as locked`;
        if (!row?.locked) {
          reserved.release();
          return null;
        }
      } catch (error) {
        reserved.release();
        throw error;
      }
      return {
        async release() {
          try {
            await reserved`select pg_advisory_unlock(${LOCK_CLASS.owner}, hashtext(${name}))`;
          } finally {
            reserved.release();
          }
        },
      };
    },
    async close() {
      await db.destroy();
      await sql.end({ timeout: 5 });
    },
  };
}

async function connectPGlite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    parsers: { [OID.int8]: toNumber, [OID.numeric]: toNumber },
  });
  const mutex = new Mutex();
  const db = new Kysely({ dialect: new PGliteDialect(pg, mutex) });
  const held = new Set<string>();
  return {
    kind: 'pglite',
    db,
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
    async tryLock(name) {
      if (held.has(name)) return null;
      held.add(name);
      return {
        async release() {
          held.delete(name);
        },
      };
    },
    async close() {
      await db.destroy();
      await pg.close();
    },
  };
}
