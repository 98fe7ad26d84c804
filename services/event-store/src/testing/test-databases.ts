import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, connectMemoryDatabase, dumpMemoryDatabase } from '../database/connect.ts';
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
 * What every database of a suite starts with (the migrated schema, say), built once by
 * `prepare` and copied into each new database instead of built again in each.
 */
export interface TestTemplate {
  /** Names what `prepare` builds: one name, one template per process and test run. */
  name: string;
  prepare(database: Database): Promise<void>;
}

export interface TestDatabaseOptions {
  poolSize?: number;
  /**
   * Start from this template instead of an empty database. The caller's own set-up
   * (migrations) still runs and finds nothing to do. On the PostgreSQL backend it applies
   * only inside a vitest run (`TEST_RUN_ENV`, set by the global set-up, which drops the
   * run's templates at its end); elsewhere (a benchmark) the database starts empty.
   */
  template?: TestTemplate;
}

/**
 * Names this vitest run's template databases on the test server, so that the run's global
 * set-up (`vitest-global-setup.ts`) can drop them at its end and two runs never share one.
 */
export const TEST_RUN_ENV = 'FACILITY_TEST_RUN';

/**
 * A fresh database: PGlite in memory, or a new database on the test server named for this
 * run, dropped again on dispose; empty, or a copy of `options.template`. Suites never share
 * state.
 */
export async function createTestDatabase(backend: Backend, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const database = options.template
      ? await connectMemoryDatabase(await embeddedTemplate(options.template))
      : await connectDatabase({ dataDir: 'memory://' });
    return { database, url: null, dispose: () => database.close() };
  }
  const name = `facility_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = options.template ? await serverTemplate(options.template) : null;
  await onServer((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = databaseUrl(name);
  const database = await connectDatabase({ url, poolSize: options.poolSize ?? 12 });
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const databaseUrl = (name: string): string => {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** `make()` once per key, shared by every caller; a failed attempt is forgotten, so the next call tries again. */
function once<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = made.get(key);
  if (!promise) {
    promise = make();
    promise.catch(() => made.delete(key));
    made.set(key, promise);
  }
  return promise;
}

/** Built once per process: each test file of a worker copies the same folder. */
const embeddedTemplates = new Map<string, Promise<Blob>>();

function embeddedTemplate(template: TestTemplate): Promise<Blob> {
  return once(embeddedTemplates, template.name, async () => {
    const database = await connectDatabase({ dataDir: 'memory://' });
    try {
      await template.prepare(database);
      return await dumpMemoryDatabase(database);
    } finally {
      await database.close();
    }
  });
}

/** The template databases this process made or found on the test server, by name. */
const serverTemplates = new Map<string, Promise<string>>();

/** The prefix of every template database of the run `run`. */
export const serverTemplatePrefix = (run: string): string => `facility_template_${run}_`;

/** The name of the run's copy of `template` on the test server, made if need be; null outside a vitest run. */
function serverTemplate(template: TestTemplate): Promise<string> | null {
  const run = process.env[TEST_RUN_ENV];
  if (!run || !/^[a-z0-9]+$/.test(run)) return null;
  const name = `${serverTemplatePrefix(run)}${template.name.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`;
  return once(serverTemplates, name, () => buildServerTemplate(name, template));
}

/**
 * The workers of a run share each template: the first builds it under a temporary name
 * and renames it when done, holding an advisory lock the others wait on, so nobody copies
 * a half-built one (a worker killed mid-build leaves only the temporary database).
 */
async function buildServerTemplate(name: string, template: TestTemplate): Promise<string> {
  await onServer(async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1)::bigint)', [name]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    const building = `${name}_${process.pid}`;
    await client.query(`drop database if exists ${building}`);
    await client.query(`create database ${building}`);
    const database = await connectDatabase({ url: databaseUrl(building), poolSize: 2 });
    try {
      await template.prepare(database);
    } finally {
      await database.close();
    }
    // No session may be connected to a template while it is renamed or copied.
    await client.query(`alter database ${building} rename to ${name}`);
  });
  return name;
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
