import { parseArgs } from 'node:util';

/** The local server's database the cluster keeps between runs (the demo is seeded once). */
export const DEFAULT_CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/facility_cluster';
export const DEFAULT_CLUSTER_PORT = 8080;

export const CLUSTER_USAGE = `usage: npm run cluster -- [--port 8080] [--host 127.0.0.1] [--no-demo] [--no-simulate] [--rate 3] [--fresh] [--no-restart] [--standby-projector]

  --port N      the balancer on N, the API nodes on N+1 and N+2, the projector on N+3,
                HAProxy's statistics on N+4 (default ${DEFAULT_CLUSTER_PORT}; 0: any free ports)
  --host ADDR   where the balancer listens (default 127.0.0.1; 0.0.0.0 for other machines)
  --no-demo     no demo organisation: on an empty database only the first admin
                (ADMIN_EMAIL, ADMIN_PASSWORD), as npm start -- --no-demo
  --no-simulate no live traffic from the demo's devices (default: about --rate events/s)
  --rate N      simulated events per second, 0-1000 (default 3)
  --fresh       drop the cluster's database first and start from an empty log
  --no-restart  leave a node that dies down (default: started again, as compose's restart policy)
  --standby-projector
                a second projector (health on N+5) standing by to take the projections over

environment: DATABASE_URL (default ${DEFAULT_CLUSTER_DATABASE_URL}, created when missing),
LOG_LEVEL of the nodes (default warn), SMTP_URL, SMTP_FROM, EVENTSTORE_URL (passed to the nodes)`;

export interface ClusterOptions {
  /** The base port, or 0 for free ports picked at start. */
  port: number;
  host: string;
  databaseUrl: string;
  /** True when DATABASE_URL named the database: it is used as it is, never dropped. */
  databaseGiven: boolean;
  demo: boolean;
  /** Simulated events per second from the demo's devices; 0 for none. */
  simulateRate: number;
  fresh: boolean;
  restart: boolean;
  standbyProjector: boolean;
  logLevel: string;
  /** Passed through to the app nodes when set. */
  appEnv: Record<string, string>;
  help: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const PASSED_THROUGH = ['SMTP_URL', 'SMTP_FROM', 'PUBLIC_URL', 'WEBHOOK_ALLOW_PRIVATE', 'EVENTSTORE_URL', 'NOTIFY_POLL_MS', 'MAX_SOCKETS_PER_ADDRESS', 'INGEST_RATE_LIMIT', 'ANSWER_CACHE_MB'];

/** The command line and environment of `npm run cluster`; throws with a message for people on bad input. */
export function parseClusterOptions(argv: string[], env: NodeJS.ProcessEnv): ClusterOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: String(DEFAULT_CLUSTER_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      'no-demo': { type: 'boolean', default: false },
      'no-simulate': { type: 'boolean', default: false },
      rate: { type: 'string', default: '3' },
      fresh: { type: 'boolean', default: false },
      'no-restart': { type: 'boolean', default: false },
      'standby-projector': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65_530) throw new Error(`--port must be 0 (any free ports) or a port up to 65530, got "${values.port}"`);
  const host = values.host.trim();
  if (!host || /[\s/]/.test(host)) throw new Error(`--host must be an address to listen on, got "${values.host}"`);
  const rate = Number(values.rate);
  if (!Number.isFinite(rate) || rate <= 0 || rate > 1_000) throw new Error(`--rate must be a number of events per second, 0-1000, got "${values.rate}"`);
  const given = env.DATABASE_URL?.trim() || null;
  if (given && !/^postgres(ql)?:\/\/[^/]+\/[^/?#]+/.test(given)) throw new Error(`DATABASE_URL must be postgres://user@host:port/database, got "${given}"`);
  // A database someone named may hold their data: --fresh drops only the cluster's own.
  if (given && values.fresh) throw new Error('--fresh drops only the cluster\'s own database; with DATABASE_URL, empty that database yourself');
  const logLevel = env.LOG_LEVEL?.trim() || 'warn';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const appEnv: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = env[name]?.trim();
    if (value) appEnv[name] = value;
  }
  return {
    port,
    host,
    databaseUrl: given ?? DEFAULT_CLUSTER_DATABASE_URL,
    databaseGiven: given !== null,
    demo: !values['no-demo'],
    // The simulated devices are the demo's: without the demo there is nothing to simulate.
    simulateRate: values['no-demo'] || values['no-simulate'] ? 0 : rate,
    fresh: values.fresh,
    restart: !values['no-restart'],
    standbyProjector: values['standby-projector'],
    logLevel,
    appEnv,
    help: values.help,
  };
}
