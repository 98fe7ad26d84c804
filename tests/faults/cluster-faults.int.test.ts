import { randomUUID } from 'node:crypto';
import type { Health, LiveMessage, RegisteredDevice } from '@facility/contracts';
import { organisationSeeds } from '@facility/api/testing';
import { PostgresEventStore } from '@facility/event-store';
import { createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { ALL_PROJECTIONS } from '@facility/projections';
import { rebuildProjections } from '@facility/projector';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/src/cluster/start-cluster.ts';
import { terminateConnectionsOf } from './support/node-connections.ts';

/**
 * Issue 21's fault suite, on the local cluster (`npm run cluster`: HAProxy, two API nodes,
 * a projector) plus a standby projector: kill -9 an API node under ingest load, kill -9 the
 * projector (the standby takes over), terminate every database connection of a node, and
 * restart a node while sockets are subscribed. After each: health answers 200 again and
 * what was acknowledged is stored; at the end every acknowledged event is stored exactly
 * once and the read models equal a rebuild from the log. Prints what was tried and held.
 */
const quiet = () => {};

/** Polls `check` (async) until it is true; for hooks, where expect.poll is not allowed. */
const eventually = (check: () => Promise<boolean>, timeout: number) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 200 },
  );

describe('faults on the local cluster (postgres, haproxy)', () => {
  let t: TestDatabase;
  let cluster: Cluster;
  let standbyUrl: string;
  let cookie: string;
  let token: string;
  const acknowledged = new Set<string>();
  const table: { fault: string; held: string }[] = [];

  const post = async (url: string, events: Record<string, unknown>[]): Promise<number> => {
    try {
      const response = await fetch(`${url}/api/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status === 202) for (const event of events) acknowledged.add(event.id as string);
      return response.status;
    } catch {
      return 0;
    }
  };
  const visits = (n: number) => Array.from({ length: n }, () => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 1, counter: 'men' }));
  /** Devices posting without pause to `urls` until `ms` have passed; answers the statuses seen. */
  const load = async (urls: readonly string[], ms: number) => {
    const statuses: number[] = [];
    const until = Date.now() + ms;
    await Promise.all(
      urls.map(async (url) => {
        while (Date.now() < until) statuses.push(await post(url, visits(5)));
      }),
    );
    return statuses;
  };
  const health = async (url: string): Promise<Health | null> => {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
    return response?.status === 200 ? ((await response.json()) as Health) : null;
  };
  const caughtUp = async () => Object.values((await health(cluster.url))?.projections ?? { none: { lag: 1 } }).every((projection) => projection.lag === 0);

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    // A second projector stands by for the projections' owner locks.
    cluster = await startCluster({ databaseUrl: t.url!, ports: 'free', restart: true, standbyProjector: true, onLine: quiet, onNotice: quiet });
    standbyUrl = cluster.nodeUrl('projector-2');
    const store = await PostgresEventStore.open(t.database);
    const seeds = organisationSeeds(store);
    await seeds.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await seeds.seedUser({ userId: 'u-admin', email: 'admin@demo.test', password: 'demo-admin' });
    await store.close();
    await eventually(caughtUp, 30_000);
    const login = await fetch(`${cluster.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-admin' }) });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    await eventually(async () => (await fetch(`${cluster.url}/api/admin/rooms?siteId=s-1`, { headers: { cookie } })).status === 200, 10_000);
    const registered = await fetch(`${cluster.url}/api/admin/devices`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ roomId: 'r-1', deviceType: 'pad9plus' }) });
    expect(registered.status).toBe(201);
    token = ((await registered.json()) as RegisteredDevice).token;
  }, 180_000);

  afterAll(async () => {
    if (table.length > 0) console.log(`\nFaults tried on the local cluster:\n${table.map((row) => `  ${row.fault.padEnd(58)} ${row.held}`).join('\n')}\n`);
    await cluster?.stop();
    await t?.dispose();
  });

  it('kill -9 of an API node under ingest load: the other node and the balancer keep taking events; the node comes back', async () => {
    const node = cluster.nodes['api-1'];
    const before = node.restarts;
    const loading = load([cluster.url, cluster.nodeUrl('api-1'), cluster.nodeUrl('api-2')], 4_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(node.kill('SIGKILL')).toBe(true);
    const statuses = await loading;
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThan(20);
    // The balancer moves requests off the dead node: after a short gap, none fail through it.
    expect((await load([cluster.url], 1_000)).every((status) => status === 202)).toBe(true);
    await expect.poll(async () => node.restarts > before && (await health(cluster.nodeUrl('api-1'))) !== null, { timeout: 30_000, interval: 250 }).toBe(true);
    await expect.poll(caughtUp, { timeout: 30_000, interval: 250 }).toBe(true);
    table.push({ fault: 'kill -9 api-1 under ingest load (3 devices)', held: `${statuses.filter((s) => s === 202).length} batches acknowledged, node restarted, health 200` });
  });

  it('kill -9 of the projector: the standby takes the projections over and catches up', async () => {
    const primary = cluster.nodes.projector;
    primary.kill('SIGKILL');
    // Kept down, so the standby (retrying its locks every few seconds) is the one to take over.
    await primary.stop();
    const statuses = await load([cluster.url], 1_000);
    expect(statuses.every((status) => status === 202)).toBe(true);
    await expect
      .poll(async () => Object.values((await health(standbyUrl))?.projections ?? {}).every((projection) => projection.state === 'running'), { timeout: 30_000, interval: 250 })
      .toBe(true);
    await expect.poll(caughtUp, { timeout: 30_000, interval: 250 }).toBe(true);
    primary.start();
    table.push({ fault: 'kill -9 projector (a standby running)', held: 'standby took every projection over, caught up, health 200' });
  });

  it('every database connection of an API node terminated: it reconnects and serves again', async () => {
    const node = cluster.nodes['api-2'];
    const terminated = await terminateConnectionsOf(t.url!, node.pid!);
    expect(terminated).toBeGreaterThan(0);
    const statuses = await load([cluster.nodeUrl('api-2')], 1_500);
    await expect.poll(async () => (await health(cluster.nodeUrl('api-2'))) !== null, { timeout: 30_000, interval: 250 }).toBe(true);
    expect(await post(cluster.nodeUrl('api-2'), visits(3))).toBe(202);
    expect(node.exits).toBe(0);
    table.push({ fault: `all ${terminated} database connections of api-2 terminated`, held: `process alive, ${statuses.filter((s) => s === 202).length} batches during, health 200` });
  });

  it('a node restarted while sockets are subscribed: they reconnect, subscribe again and get live messages', async () => {
    const url = cluster.nodeUrl('api-2');
    const socket: Socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnectionDelay: 200, reconnectionDelayMax: 1_000 });
    const messages: LiveMessage[] = [];
    let connects = 0;
    // As the dashboard does: (re)subscribe on every connect, then take a snapshot.
    socket.on('connect', () => {
      connects++;
      socket.emit('subscribe', { siteId: 's-1' }, () => {});
    });
    socket.on('live', (message: LiveMessage) => messages.push(message));
    try {
      await expect.poll(() => connects, { timeout: 10_000 }).toBe(1);
      await cluster.nodes['api-2'].restart();
      await expect.poll(() => connects, { timeout: 30_000, interval: 100 }).toBe(2);
      messages.length = 0;
      expect(await post(cluster.url, [{ id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date().toISOString(), problem: 'dirty_floor', category: 'cleaning' }])).toBe(202);
      await expect.poll(() => messages.some((message) => message.siteId === 's-1'), { timeout: 15_000, interval: 100 }).toBe(true);
    } finally {
      socket.disconnect();
    }
    table.push({ fault: 'api-2 restarted with a subscribed socket', held: 'socket reconnected, subscribed again, live message received' });
  });

  it('after all of it: every acknowledged event is stored exactly once, and the read models equal a rebuild', async () => {
    await expect.poll(caughtUp, { timeout: 30_000, interval: 250 }).toBe(true);
    const ids = [...acknowledged];
    const { rows } = await sql<{ n: number; distinct: number }>`select count(*)::int as n, count(distinct event_id)::int as distinct from events where event_id = any(${ids}::uuid[])`.execute(t.database.db);
    expect(rows[0]).toEqual({ n: ids.length, distinct: ids.length });

    // Quiet the cluster, then rebuild every projection from the log and compare row by row.
    await cluster.stop();
    const dump = async () => {
      const tables: Record<string, string[]> = {};
      for (const table of ALL_PROJECTIONS.flatMap((projection) => projection.tables)) {
        const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.database.db);
        tables[table] = result.rows.map((row) => JSON.stringify(row)).sort();
      }
      return tables;
    };
    const live = await dump();
    const store = await PostgresEventStore.open(t.database);
    try {
      await rebuildProjections(store, t.database, ALL_PROJECTIONS, { batchSize: 500, logger: { info: quiet, warn: quiet, error: quiet } });
    } finally {
      await store.close();
    }
    expect(await dump()).toEqual(live);
    table.push({ fault: 'afterwards', held: `${ids.length} acknowledged events stored once each; read models = rebuild` });
  });
});
