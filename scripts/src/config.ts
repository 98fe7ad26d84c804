/**
 * The scripts' configuration, read once from the environment:
 * - `DATABASE_URL`: a PostgreSQL server (`postgres://user@host:5432/db`); when unset,
 * - `DATA_DIR`: the embedded PGlite folder (default `./data`, the demo's).
 */
export interface ScriptConfig {
  databaseUrl: string | null;
  dataDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ScriptConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  }
  return { databaseUrl, dataDir: env.DATA_DIR?.trim() || './data' };
}

/** Where to connect, as `connectDatabase` takes it. */
export const connectOptions = (config: ScriptConfig) =>
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
