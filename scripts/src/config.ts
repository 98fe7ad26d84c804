import { EMAIL_PATTERN } from '@facility/contracts';

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

/**
 * The first admin of `npm start -- --no-demo` on an empty database: `ADMIN_EMAIL` (default
 * `admin@example.com`) and `ADMIN_PASSWORD` (default: a generated one, printed once).
 */
export function firstAdminConfig(env: NodeJS.ProcessEnv = process.env): { email: string; password: string | null } {
  const email = env.ADMIN_EMAIL?.trim() || 'admin@example.com';
  if (!new RegExp(EMAIL_PATTERN, 'u').test(email)) throw new Error(`ADMIN_EMAIL is not an email address (got "${email}")`);
  const password = env.ADMIN_PASSWORD || null;
  if (password !== null && password.length < 8) throw new Error('ADMIN_PASSWORD must have at least 8 characters');
  return { email, password };
}
