import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../database/connect.ts';
import { LOCK_CLASS, type Database } from '../database/database.ts';

/** The server the integration suites use; override with TEST_DATABASE_URL. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Backend = 'pglite' | 'postgres';
/** Integration suites run once per backend. */
export const BACKENDS: readonly Backend[] = ['pglite', 'postgres'];

export interface TestDatabase {
  database: Database;
  /** For the PostgreSQL backend: the URL of the fresh database (other processes may connect). */
  url: string | null;
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database: PGlite in memory, or a new database on the test server named
 * for this run, dropped again on dispose. Suites never share state.
 */
export async function createTestDatabase(backend: Backend, options: { poolSize?: number } = {}): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const database = await connectDatabase({ dataDir: 'memory://' });
    return { database, url: null, dispose: () => database.close() };
  }
  const name = `facility_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ url: url.toString(), poolSize: options.poolSize ?? 12 });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Terminates the backends of the PostgreSQL database at `url` (every one, or with
 * `holdingLock` only the one holding that named lock), as an operator's
 * `pg_terminate_backend` or a server restart would; resolves with how many.
 */
export async function terminateBackends(url: string, options: { holdingLock?: string } = {}): Promise<number> {
  let terminated = 0;
  await onServer(async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()
          and ($2::text is null or pid in (select pid from pg_locks where locktype = 'advisory' and granted
                                            and classid = $3::int::oid and objid = hashtext($2)::oid and objsubid = 2))`,
      [new URL(url).pathname.slice(1), options.holdingLock ?? null, LOCK_CLASS.owner],
    );
    terminated = rows[0]!.n;
  });
  return terminated;
}

/** Runs one statement on the test server's maintenance database (creating or dropping a database). */
async function onServer(statement: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  client.on('error', () => {});
  await client.connect();
  try {
    await statement(client);
  } finally {
    await client.end();
  }
}
