import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Which proxies' `X-Forwarded-*` hops are believed (Fastify's `trustProxy`): none, the
 * nearest N hops, or the listed addresses and CIDR ranges. Never "all": the leftmost
 * `X-Forwarded-For` entry is whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

/**
 * The API process's configuration: the one place that reads the environment.
 *
 * - `PORT` (default 3000) and `HOST` (default `localhost`: the demo is not reachable from
 *   other machines until you set `HOST=0.0.0.0`)
 * - `DATABASE_URL`: a PostgreSQL server; when unset, embedded PGlite in `DATA_DIR`
 *   (default `./data`)
 * - `LOG_LEVEL` (default `info`)
 * - `TRUST_PROXY`: behind a TLS-terminating proxy. `true` or `1` trusts the one proxy in
 *   front (its hop of `X-Forwarded-For`, secure cookies, HSTS); a number N trusts the N
 *   nearest hops; a comma-separated list of addresses / CIDR ranges trusts exactly those
 *   proxies. Default: no proxy is trusted.
 * - `MAX_SOCKETS_PER_ADDRESS` (default 200): WebSocket and socket.io connections one client
 *   address may hold open at once.
 * - `INGEST_RATE_LIMIT` (default 3000): ingest requests one device may make per minute.
 * - `ANSWER_CACHE_MB` (default 64): memory for the answers of the expensive reads (overview,
 *   analytics, the real-time board), kept until a projector commit touches their site; `0`
 *   turns the cache off (every request reads the read models).
 * - `WEB_DIR`: the built dashboard to serve (default the repository's `web/dist`)
 * - `SMTP_URL`: the mail server notifications are sent through (`smtp://user:pass@host:587`,
 *   `smtps://user:pass@host:465`); unset, e-mail notifications fail at once with "SMTP not
 *   configured" (webhooks still go out). `SMTP_FROM`: the sender address when a site's
 *   settings name none (`alerts@example.com`).
 * - `PUBLIC_URL`: where readers reach the dashboard (`https://facility.example.com`, a path
 *   prefix allowed); notification mails then end with a link to the call's room log or the
 *   offline device. Unset, mails carry no link (behind a proxy the server cannot know
 *   the address its readers use).
 * - `NOTIFY_POLL_MS` (default 2000): how often the delivery worker looks for due notifications.
 * - `WEBHOOK_ALLOW_PRIVATE` (default false): let webhooks reach private and reserved
 *   addresses (loopback, 10/8, 192.168/16, link-local and the cloud metadata service...).
 *   Off, a site admin cannot make the server call inside its own network; turn it on for a
 *   receiver on the same private network (an on-premises install).
 * - `CLOCK_OFFSET_FILE` (end-to-end tests only): a file holding milliseconds the server's
 *   clock runs ahead of the system's, re-read when it changes (plugins/offset-clock.ts)
 * - `EVENTSTORE_URL`: keep the event log on a KurrentDB / EventStoreDB server
 *   (`esdb://host:2113?tls=false`, `kurrentdb://...`) instead of PostgreSQL; the read models,
 *   sessions and locks stay in PostgreSQL (`DATABASE_URL`). Empty is unset.
 * - `ROLE` (or `--role`): `all` (default: API, projections, reactors and timers in one
 *   process), `api` (an API node without projections: `npm run api`) or `projector`
 *   (projections, reactors, timers and notification delivery, with only `/api/health`:
 *   `npm run projector`). The split roles share a PostgreSQL server (`DATABASE_URL`).
 */
/** Which parts of the platform a process runs (see `ROLE`). */
export const PROCESS_ROLES = ['all', 'api', 'projector'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export interface ApiConfig {
  role: ProcessRole;
  eventStoreUrl: string | null;
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  logLevel: string;
  trustProxy: TrustProxy;
  maxSocketsPerAddress: number;
  ingestRateLimit: number;
  answerCacheMegabytes: number;
  webDir: string;
  clockOffsetFile: string | null;
  smtpUrl: string | null;
  smtpFrom: string | null;
  publicUrl: string | null;
  notifyPollMs: number;
  webhookAllowPrivate: boolean;
}

/** The repository's built dashboard, wherever the process was started from. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number (0 or more), got "${raw}"`);
  return value;
}

/** An absolute http(s) address without query or fragment, its trailing slashes dropped (paths are appended to it). */
function publicUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.PUBLIC_URL?.trim() ?? '';
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http or https address such as https://facility.example.com, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ConfigError(`PUBLIC_URL must be an http or https address such as https://facility.example.com, without query, fragment or credentials, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function yesOrNo(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const proxies = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const proxy of proxies) {
    const [address, bits, ...rest] = proxy.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || rest.length > 0) {
      throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or a list of addresses / CIDR ranges; "${proxy}" is none of those`);
    }
  }
  return proxies;
}

/** The configuration from `source` (the environment), with command-line `flags` (`--role`) taking precedence. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, flags: { role?: string | undefined } = {}): ApiConfig {
  const env = flags.role ? { ...source, ROLE: flags.role } : source;
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be 0-65535, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  const smtpFrom = env.SMTP_FROM?.trim() || null;
  if (smtpFrom && !/^[^\s@<>]+@[^\s@<>.]+(\.[^\s@<>.]+)+$/.test(smtpFrom)) throw new ConfigError(`SMTP_FROM must be an e-mail address, got "${smtpFrom}"`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const eventStoreUrl = env.EVENTSTORE_URL?.trim() || null;
  if (eventStoreUrl && !/^(esdb|kurrentdb)(\+discover)?:\/\//.test(eventStoreUrl)) {
    throw new ConfigError('EVENTSTORE_URL must start with esdb://, kurrentdb:// or their +discover forms');
  }
  // Without a PostgreSQL server the read models would be in PGlite, one process's own.
  if (eventStoreUrl && !databaseUrl) throw new ConfigError('EVENTSTORE_URL needs DATABASE_URL too: the read models stay in PostgreSQL');
  const role = (env.ROLE?.trim() || 'all') as ProcessRole;
  if (!PROCESS_ROLES.includes(role)) throw new ConfigError(`ROLE must be one of ${PROCESS_ROLES.join(', ')}, got "${env.ROLE}"`);
  // Embedded PGlite belongs to one process: the split roles need a server they both reach.
  if (role !== 'all' && !databaseUrl) throw new ConfigError(`ROLE=${role} needs DATABASE_URL (a PostgreSQL server shared with the other processes)`);
  return {
    role,
    eventStoreUrl,
    port,
    host: env.HOST?.trim() || 'localhost',
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() || './data',
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxSocketsPerAddress: positiveInteger(env, 'MAX_SOCKETS_PER_ADDRESS', 200),
    ingestRateLimit: positiveInteger(env, 'INGEST_RATE_LIMIT', 3_000),
    answerCacheMegabytes: wholeNumber(env, 'ANSWER_CACHE_MB', 64),
    webDir: env.WEB_DIR?.trim() || DEFAULT_WEB_DIR,
    clockOffsetFile: env.CLOCK_OFFSET_FILE?.trim() || null,
    smtpUrl,
    smtpFrom,
    publicUrl: publicUrl(env),
    notifyPollMs: positiveInteger(env, 'NOTIFY_POLL_MS', 2_000),
    webhookAllowPrivate: yesOrNo(env, 'WEBHOOK_ALLOW_PRIVATE'),
  };
}
