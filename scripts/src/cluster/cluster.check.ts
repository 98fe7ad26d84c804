#!/usr/bin/env node
// `npm run cluster:check`: proves the local cluster of `npm run cluster` comes up and works
// as one system. On a fresh database of the local PostgreSQL server and free ports it starts
// the projector, two API nodes and HAProxy, then over HTTP and socket.io: logs in through
// the balancer, registers a device, subscribes a browser-like socket.io client through the
// balancer (long-polling first, then the WebSocket upgrade), ingests a complaint through
// api-1, reads the call back through api-2, receives it live through the balancer, kills
// api-1 with SIGKILL while the balancer keeps answering, sees it started again, kills the
// projector and sees the standby take over, and stops the cluster leaving no process behind. First it checks the deployment files: HAProxy
// accepts deploy/haproxy/haproxy.cfg with the cluster's and with docker-compose.yml's
// settings, both set every variable it reads, and `docker-compose config` is clean.
// Prints a line per step; exits 1 on the first failure. Needs Debian's haproxy and
// docker-compose packages and the PostgreSQL server at 127.0.0.1:5432 (TEST_DATABASE_URL).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveMessage, RegisteredDevice, SubscribeAck } from '@facility/contracts';
import { organisationSeeds } from '@facility/api/testing';
import { connectDatabase, PostgresEventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { answerCommand, channelUrl, type ChannelCommand } from '../demo/simulator.tablets.ts';
import { waitForUser } from '../bootstrap/first-admin.ts';
import { dropDatabase } from './cluster-database.ts';
import { balancerEnv, portsFrom } from './cluster-plan.ts';
import { composeEnvironmentNames, haproxyVariables } from './deploy-config.ts';
import { checkHaproxyConfig, findHaproxy, HAPROXY_CONFIG, HAPROXY_MISSING } from './haproxy.ts';
import { statusOf, waitForHealth } from './health.ts';
import { startCluster, type Cluster } from './start-cluster.ts';

const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
server.pathname = `/facility_cluster_check_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = server.toString();
const started = performance.now();
const steps: { step: string; ms: number }[] = [];
const output: string[] = [];

/** Runs one step with a deadline, and records how long it took. */
async function step<T>(name: string, timeoutMs: number, run: () => Promise<T>): Promise<T> {
  const at = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    const result = await Promise.race([run(), timeout]);
    const ms = performance.now() - at;
    steps.push({ step: name, ms });
    console.log(`  ok  ${name}  (${(ms / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.log(`  FAIL  ${name}: ${(error as Error).message}`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `probe` until it returns a value (not undefined), or throws its last error at the deadline. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}${last ? ` (${(last as Error).message})` : ''}`);
    await sleep(100);
  }
}

const json = (cookie: string | null, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let cluster: Cluster | null = null;
let socket: Socket | null = null;
let failed = false;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** docker-compose.yml's haproxy service, as its environment reads (the names only matter here). */
const COMPOSE_BALANCER_ENV = { LB_BIND: ':8080', STATS_BIND: ':8404', API_1: 'api-1:3000', API_2: 'api-2:3000' };

console.log(`cluster check on ${databaseUrl}`);
try {
  await step('deploy files: haproxy.cfg valid for the cluster and for compose, docker-compose config clean', 30_000, async () => {
    const haproxy = findHaproxy();
    assert.ok(haproxy, HAPROXY_MISSING);
    const reads = haproxyVariables(readFileSync(HAPROXY_CONFIG, 'utf8'));
    const compose = readFileSync(`${ROOT}docker-compose.yml`, 'utf8');
    assert.deepEqual(Object.keys(balancerEnv(portsFrom(8080), '127.0.0.1')).sort(), reads, 'the cluster does not set exactly what haproxy.cfg reads');
    assert.deepEqual(composeEnvironmentNames(compose, 'haproxy'), reads, 'docker-compose.yml\'s haproxy service does not set exactly what haproxy.cfg reads');
    assert.deepEqual(Object.keys(COMPOSE_BALANCER_ENV).sort(), reads);
    checkHaproxyConfig(haproxy, HAPROXY_CONFIG, balancerEnv(portsFrom(8080), '127.0.0.1'));
    // The compose host names do not resolve here: HAProxy starts those servers down and looks again.
    checkHaproxyConfig(haproxy, HAPROXY_CONFIG, COMPOSE_BALANCER_ENV);
    const composeArgs = [[], ['--profile', 'kurrentdb'], ['--profile', 'demo'], ['--env-file', 'deploy/kurrentdb.env']];
    for (const args of composeArgs) {
      try {
        execFileSync('docker-compose', [...args, 'config', '-q'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new Error(code === 'ENOENT' ? 'docker-compose is not installed: apt-get install docker-compose' : `docker-compose ${args.join(' ')} config: ${(error as { stderr?: Buffer }).stderr}`);
      }
    }
  });

  cluster = await step('the cluster starts: projector and a standby, api-1, api-2, haproxy; health 200 through the balancer', 60_000, () =>
    startCluster({ databaseUrl, ports: 'free', fresh: true, restart: true, standbyProjector: true, logLevel: 'warn', onLine: (name, line) => output.push(`${name} | ${line}`), onNotice: (name, message) => output.push(`cluster: ${name} ${message}`) }),
  );
  const c = cluster;
  const [api1, api2] = [c.nodeUrl('api-1'), c.nodeUrl('api-2')];

  await step('an organisation through the deciders: a site, a room, an admin', 20_000, async () => {
    const database = await connectDatabase({ url: databaseUrl, poolSize: 2 });
    const store = await PostgresEventStore.open(database);
    try {
      const seeds = organisationSeeds(store);
      await seeds.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
      await seeds.seedUser({ userId: 'u-admin', email: 'admin@cluster.test', password: 'cluster-admin' });
      await waitForUser(database.withTables<ReadModelDatabase>().db, 'admin@cluster.test', AbortSignal.timeout(15_000));
    } finally {
      await store.close();
      await database.close();
    }
  });

  const cookie = await step('login through the balancer; the session works on both nodes', 10_000, async () => {
    const login = await fetch(`${c.url}/api/auth/login`, json(null, { email: 'admin@cluster.test', password: 'cluster-admin' }));
    assert.equal(login.status, 200, `login answered ${login.status}`);
    const sid = login.headers.getSetCookie().find((value) => value.startsWith('sid='));
    assert.ok(sid, 'no session cookie');
    const session = sid.split(';')[0]!;
    for (const node of [api1, api2]) assert.equal((await fetch(`${node}/api/auth/loggedInUser`, json(session))).status, 200, `${node} does not know the session`);
    return session;
  });

  const token = await step('a device registered through the balancer', 10_000, async () => {
    const response = await fetch(`${c.url}/api/admin/devices`, json(cookie, { roomId: 'r-1', deviceType: 'pad9' }));
    assert.equal(response.status, 201, `registration answered ${response.status}: ${await response.clone().text()}`);
    return ((await response.json()) as RegisteredDevice).token;
  });

  const received: LiveMessage[] = [];
  await step('socket.io through the balancer: long-polling, upgraded to WebSocket, subscribed', 15_000, async () => {
    // As a browser connects: long-polling first (HAProxy keeps it on one node), then the upgrade.
    const client = io(c.url, { path: '/socket.io', extraHeaders: { cookie }, reconnection: false });
    socket = client;
    client.on('live', (message: LiveMessage) => received.push(message));
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
    await eventually(async () => (client.io.engine.transport.name === 'websocket' ? true : undefined), 10_000, 'the connection was not upgraded to WebSocket');
    const ack = await new Promise<SubscribeAck>((resolve) => client.emit('subscribe', { siteId: 's-1' }, resolve));
    assert.equal(ack.ok, true, `subscribe refused: ${JSON.stringify(ack)}`);
  });

  await step('a complaint ingested through api-1 is read back through api-2 and pushed through the balancer', 20_000, async () => {
    const ingest = await fetch(`${api1}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'dirty_floor', category: 'cleaning' }] }),
    });
    assert.equal(ingest.status, 202, `ingest answered ${ingest.status}`);
    const room = await eventually(
      async () => {
        const body = (await (await fetch(`${api2}/api/room/r-1`, json(cookie))).json()) as { openCalls?: { problems: string[] }[] };
        return body.openCalls?.length === 1 ? body : undefined;
      },
      10_000,
      'api-2 never showed the call',
    );
    assert.deepEqual(room.openCalls![0]!.problems, ['dirty_floor']);
    await eventually(async () => (received.some((message) => message.rooms?.some((r) => r.id === 'r-1' && r.state === 'call_open')) ? true : undefined), 10_000, `no live message with the call (${received.length} received)`);
  });

  await step('a tablet on the device channel through the balancer gets commands sent through either node', 15_000, async () => {
    const registered = await fetch(`${c.url}/api/admin/devices`, json(cookie, { roomId: 'r-1', deviceType: 'tablet', deviceCode: 'TAB-1' }));
    assert.equal(registered.status, 201, `registration answered ${registered.status}`);
    const { token: tabletToken } = (await registered.json()) as RegisteredDevice;
    const commands: string[] = [];
    const tablet = new WebSocket(channelUrl(new URL(`${c.url}/`)), { headers: { authorization: `Bearer ${tabletToken}` } });
    tablet.on('message', (data) => {
      const message = JSON.parse(String(data)) as ChannelCommand;
      if (message.type !== 'command') return;
      commands.push(message.action);
      tablet.send(JSON.stringify(answerCommand(message)));
    });
    await new Promise<void>((resolve, reject) => {
      tablet.once('open', () => resolve());
      tablet.once('error', reject);
    });
    try {
      // The tablet's connection is held by one node; the other relays through PostgreSQL NOTIFY.
      for (const node of [api1, api2]) {
        const action = await eventually(
          async () => {
            const response = await fetch(`${node}/api/sensor/tabletAction`, json(cookie, { deviceCode: 'TAB-1', action: 'refresh' }));
            return response.status === 200 ? response.json() : undefined;
          },
          5_000,
          `${node} could not reach the tablet`,
        );
        assert.equal(action, 'OK');
      }
      assert.deepEqual(commands, ['refresh_survey', 'refresh_survey']);
    } finally {
      tablet.close();
    }
  });

  await step('api-1 killed with SIGKILL: the balancer keeps answering 200, api-1 is started again', 30_000, async () => {
    const first = c.nodes['api-1'].pid!;
    c.nodes['api-1'].kill('SIGKILL');
    await eventually(async () => (alive(first) ? undefined : true), 5_000, 'api-1 did not die');
    // Requests meanwhile: HAProxy retries a refused connection on the other node.
    for (let n = 0; n < 20; n++) assert.equal(await statusOf(`${c.url}/api/health`), 200, `request ${n + 1} through the balancer failed while api-1 was down`);
    await waitForHealth(`${api1}/api/health`, { timeoutMs: 25_000 });
    assert.notEqual(c.nodes['api-1'].pid, first);
    assert.equal(c.nodes['api-1'].restarts, 1);
  });

  await step('the projector killed with SIGKILL: the standby takes every projection over and applies what api-2 takes in', 30_000, async () => {
    type Health = { status: string; projections: Record<string, { position: number; state: string }> };
    const health = async (url: string) => (await (await fetch(`${url}/api/health`)).json()) as Health;
    const standby = c.nodeUrl('projector-2');
    assert.ok(Object.values((await health(standby)).projections).every((p) => p.state === 'standby'), 'projector-2 was not standing by');
    const projector = c.nodes.projector;
    projector.kill('SIGKILL');
    await projector.nextExit();
    // Left down (not started again), so it is the standby that must carry on.
    await projector.stop();
    await eventually(async () => (Object.values((await health(standby)).projections).every((p) => p.state === 'running') ? true : undefined), 15_000, 'projector-2 did not take every projection over');
    const before = Math.max(...Object.values((await health(api1)).projections).map((p) => p.position));
    const ingest = await fetch(`${api2}/api/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'missing_soap', category: 'cleaning' }] }),
    });
    assert.equal(ingest.status, 202, `ingest answered ${ingest.status}`);
    await eventually(
      async () => {
        const now = await health(api1);
        return now.status === 'ok' && Math.max(...Object.values(now.projections).map((p) => p.position)) > before ? true : undefined;
      },
      10_000,
      'the new event was not applied',
    );
  });

  await step('stop: every process ends, nothing listens any more', 30_000, async () => {
    (socket as Socket | null)?.close();
    const pids = Object.values(c.nodes).flatMap((node) => (node.pid === null ? [] : [node.pid]));
    await c.stop();
    cluster = null;
    for (const pid of pids) assert.equal(alive(pid), false, `process ${pid} is still running`);
    for (const url of [c.url, api1, api2, c.nodeUrl('projector'), c.nodeUrl('projector-2')]) assert.equal(await statusOf(`${url}/api/health`), null, `${url} still answers`);
  });
} catch (error) {
  failed = true;
  console.error(`\n${(error as Error).stack ?? error}\n\nwhat the cluster wrote (last 60 lines):\n${output.slice(-60).join('\n')}`);
} finally {
  (socket as Socket | null)?.close();
  await cluster?.stop();
  await dropDatabase(databaseUrl).catch((error: unknown) => console.error(`could not drop ${databaseUrl}: ${(error as Error).message}`));
}
console.log(`\ncluster check ${failed ? 'FAILED' : 'passed'}: ${steps.length} steps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
