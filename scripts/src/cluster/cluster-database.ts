import postgres from 'postgres';

/** The database a URL names, and the URL of its server's maintenance database. */
export function databaseOf(url: string): { name: string; maintenanceUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`the database name must be letters, digits and _ (got "${name}")`);
  parsed.pathname = '/postgres';
  return { name, maintenanceUrl: parsed.toString() };
}

/** One statement on the server's maintenance database (creating and dropping databases happen outside them). */
async function onServer<T>(url: string, statement: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseOf(url).maintenanceUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await statement(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Creates the database `url` names when the server has none of that name (with `fresh`,
 * drops it first, whoever is connected). Resolves with whether it was created.
 */
export async function ensureDatabase(url: string, options: { fresh?: boolean } = {}): Promise<boolean> {
  const { name } = databaseOf(url);
  return onServer(url, async (sql) => {
    if (options.fresh) await sql.unsafe(`drop database if exists "${name}" with (force)`);
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (found) return false;
    await sql.unsafe(`create database "${name}"`);
    return true;
  });
}

/** Drops the database `url` names, closing whatever is still connected to it. */
export async function dropDatabase(url: string): Promise<void> {
  const { name } = databaseOf(url);
  await onServer(url, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
}

/**
 * Refreshes the planner's statistics after a bulk load (the demo seed): until autovacuum
 * gets to it (never, on a server that runs without), counts over the fresh rows are
 * planned as sequential scans, and health checks that count the projections' lag slow down.
 */
export async function analyzeDatabase(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await sql`analyze`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
