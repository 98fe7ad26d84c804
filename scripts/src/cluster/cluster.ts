#!/usr/bin/env node
// `npm run cluster`: the scale-out topology of docker-compose.yml on this machine, without
// docker: a projector, two API nodes and Debian's HAProxy in front of them (the same
// deploy/haproxy/haproxy.cfg), on a database of the local PostgreSQL server. Seeds the demo
// on first start (--no-demo: only a first admin), prints the URLs and logins, simulates the
// demo's devices (--no-simulate), starts a node that dies again, and stops everything on
// Ctrl-C or SIGTERM. `--help` for the options.
import { firstAdminConfig } from '../config.ts';
import { portsFrom } from './cluster-plan.ts';
import { CLUSTER_USAGE, parseClusterOptions, type ClusterOptions } from './cluster-options.ts';
import { seedDemoCluster, seedFirstAdmin, type Logins } from './cluster-seed.ts';
import { simulateDemoTraffic } from './cluster-simulate.ts';
import { waitForHealth } from './health.ts';
import { startCluster, type Cluster } from './start-cluster.ts';

let options: ClusterOptions;
try {
  options = parseClusterOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${CLUSTER_USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(CLUSTER_USAGE);
  process.exit(0);
}
// Checked before anything starts: a mistyped ADMIN_EMAIL stops here.
const firstAdmin = options.demo ? null : firstAdminConfig();

const shutdown = new AbortController();
let cluster: Cluster | null = null;
let simulator: { stop(): Promise<void> } | null = null;
let stopping: Promise<never> | null = null;
/** Stops the nodes in order and exits with `code`; a second signal while stopping changes nothing. */
const stop = (code: number): Promise<never> => {
  stopping ??= (async () => {
    shutdown.abort(new Error('stopped by a signal'));
    console.error('\ncluster: stopping the balancer, the API nodes, then the projector...');
    await simulator?.stop().catch(() => {});
    await cluster?.stop();
    return process.exit(code);
  })();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

const mask = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
console.log(`  Starting the cluster on ${mask(options.databaseUrl)}${options.fresh ? ' (fresh)' : ''}...`);
try {
  cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    ports: options.port === 0 ? 'free' : portsFrom(options.port),
    host: options.host,
    fresh: options.fresh,
    restart: options.restart,
    standbyProjector: options.standbyProjector,
    logLevel: options.logLevel,
    appEnv: options.appEnv,
    signal: shutdown.signal,
  });
} catch (error) {
  if (shutdown.signal.aborted) await stopping;
  console.error(`cluster: ${(error as Error).message}`);
  process.exit(1);
}

const { ports } = cluster;
console.log(`
  Facility cluster is up on ${cluster.url}

    browser, devices ──> haproxy ${cluster.url}   (stats ${cluster.statsUrl})
                           ├──> api-1     ${cluster.nodeUrl('api-1')}
                           └──> api-2     ${cluster.nodeUrl('api-2')}
                         projector        ${cluster.nodeUrl('projector')}   (health only)${cluster.nodes['projector-2'] ? `\n                         projector-2      ${cluster.nodeUrl('projector-2')}   (standing by)` : ''}
                         PostgreSQL       ${mask(cluster.databaseUrl)}

  Health:   ${cluster.url}/api/health   (the balancer's own: ${cluster.url}/lb/health)
  API docs: ${cluster.url}/api/docs
  Ports:    balancer ${ports.balancer}, api-1 ${ports.api1}, api-2 ${ports.api2}, projector ${ports.projector}, stats ${ports.stats}${cluster.nodes['projector-2'] ? `, projector-2 ${ports.standby}` : ''}
`);

const seed = async (running: Cluster): Promise<Logins> => {
  try {
    const logins = options.demo ? await seedDemoCluster(options.databaseUrl, shutdown.signal) : await seedFirstAdmin(options.databaseUrl, firstAdmin!, shutdown.signal);
    // Serving again through the balancer once the projector has caught up with the seed.
    await waitForHealth(`${running.url}/api/health`, { timeoutMs: 600_000, signal: shutdown.signal, intervalMs: 500 });
    return logins;
  } catch (error) {
    if (shutdown.signal.aborted) {
      console.log('\n  Seeding stopped; the next start resumes it.');
      return stopping!;
    }
    console.error(`cluster: ${(error as Error).message}`);
    return stop(1);
  }
};
const logins = await seed(cluster);
if (logins.lines.length > 0) console.log(`  Open ${cluster.url} and log in:\n${logins.lines.map((line) => `    ${line}`).join('\n')}\n`);
if (options.simulateRate > 0 && logins.demo && !shutdown.signal.aborted) {
  const traffic = await simulateDemoTraffic(options.databaseUrl, options.simulateRate, shutdown.signal);
  simulator = traffic;
  console.log(`  Simulating live traffic from ${traffic.devices} devices at about ${options.simulateRate} events/s (--no-simulate to turn it off).`);
}
console.log(`  ${options.restart ? 'A node that dies is started again.' : 'A node that dies stays down (--no-restart).'} Ctrl-C stops the cluster.\n`);
