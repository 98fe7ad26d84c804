import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/support/api-process.ts';
import { ensureDatabase } from './cluster-database.ts';
import { balancerEnv, balancerUrl, nodeUrl, planCluster, portsFrom, statsUrl, type AppNodeName, type ClusterPorts, type NodeName, type ProcessSpec } from './cluster-plan.ts';
import { checkHaproxyConfig, findHaproxy, HAPROXY_CONFIG, HAPROXY_MISSING } from './haproxy.ts';
import { waitForHealth } from './health.ts';
import { ManagedProcess } from './managed-process.ts';

const MAIN = fileURLToPath(new URL('../../../services/api/src/main.ts', import.meta.url));

export interface StartClusterOptions {
  databaseUrl: string;
  /** Fixed ports, or 'free' to pick unused ones (tests). */
  ports: ClusterPorts | 'free';
  /** Where the balancer listens (default 127.0.0.1). */
  host?: string;
  /** Drop the database first. */
  fresh?: boolean;
  /** Start a node again when it dies (default true). */
  restart?: boolean;
  /** LOG_LEVEL of the app nodes (default warn). */
  logLevel?: string;
  /** A second projector standing by (node 'projector-2'): kill the first and it takes over. */
  standbyProjector?: boolean;
  appEnv?: Record<string, string>;
  /** Every line a node writes (default: to stdout, prefixed with its name). */
  onLine?(name: string, line: string): void;
  /** What happens to the nodes (default: to stderr). */
  onNotice?(name: string, message: string): void;
  /** How long the whole start may take (default 120 s: a projector catching up a long log). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface Cluster {
  /** The balancer: what browsers, devices and tests use. */
  url: string;
  statsUrl: string;
  databaseUrl: string;
  ports: ClusterPorts;
  /** Every process by name; 'projector-2' only with `standbyProjector`. */
  nodes: ClusterNodes;
  /** An app node's own URL, bypassing the balancer. */
  nodeUrl(name: AppNodeName): string;
  /** Stops the balancer, then the API nodes, then the projector (SIGTERM; SIGKILL after 20 s). */
  stop(): Promise<void>;
}

export type ClusterNodes = Record<Exclude<NodeName, 'projector-2'>, ManagedProcess> & { 'projector-2'?: ManagedProcess };

const prefixed = (name: string, line: string) => process.stdout.write(`${name.padEnd(9)} | ${line}\n`);
const noticed = (name: string, message: string) => process.stderr.write(`cluster: ${name} ${message}\n`);

async function pickPorts(requested: ClusterPorts | 'free'): Promise<ClusterPorts> {
  if (requested !== 'free') return requested;
  const taken = new Set<number>();
  const next = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) return taken.add(port), port;
    }
  };
  return { balancer: await next(), api1: await next(), api2: await next(), projector: await next(), stats: await next(), standby: await next() };
}

/**
 * Starts the scale-out topology on this machine (docker-compose.yml without docker): the
 * database created when missing, a projector, two API nodes and HAProxy in front, from
 * deploy/haproxy/haproxy.cfg. Resolves once health answers 200 through the balancer;
 * anything that fails on the way stops what was started.
 */
export async function startCluster(options: StartClusterOptions): Promise<Cluster> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error(HAPROXY_MISSING);
  const host = options.host ?? '127.0.0.1';
  const ports = await pickPorts(options.ports);
  checkHaproxyConfig(haproxy, HAPROXY_CONFIG, balancerEnv(ports, host));
  await ensureDatabase(options.databaseUrl, { fresh: options.fresh ?? false });

  const plan = planCluster({
    databaseUrl: options.databaseUrl,
    ports,
    host,
    node: process.execPath,
    main: MAIN,
    haproxy,
    haproxyConfig: HAPROXY_CONFIG,
    logLevel: options.logLevel ?? 'warn',
    appEnv: options.appEnv ?? {},
    standbyProjector: options.standbyProjector ?? false,
  });
  const specs = Object.fromEntries(plan.map((spec) => [spec.name, spec])) as Record<NodeName, ProcessSpec>;
  const nodes = Object.fromEntries(
    plan.map((spec) => [
      spec.name,
      new ManagedProcess({
        name: spec.name,
        command: spec.command,
        args: spec.args,
        env: { ...process.env, ...spec.env },
        restart: options.restart ?? true,
        onLine: options.onLine ?? prefixed,
        onNotice: options.onNotice ?? noticed,
      }),
    ]),
  ) as ClusterNodes;

  const stop = async () => {
    await nodes.haproxy.stop();
    await Promise.all([nodes['api-1'].stop(), nodes['api-2'].stop()]);
    await Promise.all([nodes.projector.stop(), nodes['projector-2']?.stop()]);
  };
  // The orchestrator exiting for any reason (an error, process.exit) takes the nodes with it.
  const killAll = () => Object.values(nodes).forEach((node) => node.killNow());
  process.once('exit', killAll);

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const left = () => Math.max(1_000, deadline - Date.now());
  // Started once, a node that ends before it answers has failed (a bad setting, no database).
  const diedEarly = (node: ManagedProcess) => () =>
    node.exits > 0 && !node.running ? `${node.name} exited (${node.lastExit?.signal ?? `code ${node.lastExit?.code}`}) before it was up` : null;
  try {
    // The projector first: once it answers (503 while catching up is an answer) its
    // migrations are done and the API nodes start on a migrated database.
    nodes.projector.start();
    await waitForHealth(specs.projector.healthUrl, { timeoutMs: left(), accept: () => true, failure: diedEarly(nodes.projector), signal: options.signal });
    nodes['projector-2']?.start();
    nodes['api-1'].start();
    nodes['api-2'].start();
    // The balancer once both nodes listen, so its first checks find them there.
    for (const name of ['api-1', 'api-2'] as const) {
      await waitForHealth(specs[name].healthUrl, { timeoutMs: left(), accept: () => true, failure: diedEarly(nodes[name]), signal: options.signal });
    }
    nodes.haproxy.start();
    // Health 200 through the balancer: a node is serving and the projector has caught up.
    await waitForHealth(`${balancerUrl(ports, host)}/api/health`, { timeoutMs: left(), failure: diedEarly(nodes.haproxy), signal: options.signal });
    const standby = nodes['projector-2'];
    if (standby) await waitForHealth(specs['projector-2'].healthUrl, { timeoutMs: left(), accept: () => true, failure: diedEarly(standby), signal: options.signal });
  } catch (error) {
    await stop();
    process.removeListener('exit', killAll);
    throw error;
  }

  return {
    url: balancerUrl(ports, host),
    statsUrl: statsUrl(ports),
    databaseUrl: options.databaseUrl,
    ports,
    nodes,
    nodeUrl: (name) => nodeUrl({ projector: ports.projector, 'projector-2': ports.standby, 'api-1': ports.api1, 'api-2': ports.api2 }[name]),
    async stop() {
      await stop();
      process.removeListener('exit', killAll);
    },
  };
}

export { portsFrom };
