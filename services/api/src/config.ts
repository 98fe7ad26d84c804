import { fileURLToPath } from 'node:url';

/**
 * The API process's configuration: the one place that reads the environment.
 *
 * - `PORT` (default 3000) and `HOST` (default `0.0.0.0`)
 * - `DATABASE_URL`: a PostgreSQL server; when unset, embedded PGlite in `DATA_DIR`
 *   (default `./data`)
 * - `LOG_LEVEL` (default `info`)
 * - `TRUST_PROXY`: set to `true` behind a TLS-terminating proxy (secure cookies, client IPs)
 * - `WEB_DIR`: the built dashboard to serve (default the repository's `web/dist`)
 */
export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  logLevel: string;
  trustProxy: boolean;
  webDir: string;
}

/** The repository's built dashboard, wherever the process was started from. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be 0-65535, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() || './data',
    logLevel,
    trustProxy: env.TRUST_PROXY === 'true',
    webDir: env.WEB_DIR?.trim() || DEFAULT_WEB_DIR,
  };
}
