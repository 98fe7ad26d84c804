/**
 * Live latency benchmark (`npm run bench:live`): from the ingest's acknowledgement (202) to
 * the `live` message in subscribed browsers, with 500 sockets subscribed to the site and
 * 1,000 events/s of device traffic, on a real PostgreSQL server.
 *
 * The API runs as its own process (`services/api/src/main.ts`, as in production); this
 * process seeds the organisation, holds the sockets and drives the load. Probes are
 * complaints from a device of their own, 10 a second; each measuring socket's first
 * `room-status` message whose room shows that complaint stops its clock. 20 sockets are full
 * socket.io clients that measure; the others subscribe at the protocol level and do not
 * decode (see light-socket.ts). Target: p99 < 100 ms.
 *
 * Flags: `--seconds N` (default 15), `--sockets N` (500), `--rate N` events/s (1000).
 * Env: TEST_DATABASE_URL, the server (a fresh database is created on it and dropped after).
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import type { LiveMessage, SubscribeAck } from '@facility/contracts';
import { io, type Socket } from 'socket.io-client';
import type WebSocket from 'ws';
import { formatNumber, formatTable, peakRssLine, percentile, progress, writeJson } from './bench-report.ts';
import { lightSubscriber } from './support/light-socket.ts';
import { startSeededApi } from './support/seeded-api.ts';

const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, sockets: { type: 'string', default: '500' }, rate: { type: 'string', default: '1000' } },
});
const SECONDS = Number(flags.seconds);
const SOCKETS = Number(flags.sockets);
const RATE = Number(flags.rate);
if (!(SECONDS > 0 && SOCKETS > 0 && RATE > 0)) throw new Error('--seconds, --sockets and --rate must be positive numbers');
const TARGET_P99_MS = 100;
const PROBES_PER_SECOND = 10;
/** Full socket.io clients that decode messages and time them; the rest subscribe at the protocol level. */
const MEASURING_SOCKETS = 20;
const BATCHES_PER_SECOND = 20;

async function main(): Promise<void> {
  progress('seeding a site, a room and its devices on a fresh PostgreSQL database');
  const seeded = await startSeededApi();
  const { url } = seeded.api;
  const { cookie } = seeded;
  const sockets: Socket[] = [];
  const light: WebSocket[] = [];
  try {
    const probeToken = await seeded.registerDevice('pad9');
    const loadTokens = await Promise.all(Array.from({ length: 8 }, (_, index) => seeded.registerDevice(index % 2 ? 'counter_men' : 'counter_women')));

    const measuring = Math.min(SOCKETS, MEASURING_SOCKETS);
    progress(`connecting ${SOCKETS} sockets (${measuring} full socket.io clients that measure, ${SOCKETS - measuring} protocol-level subscribers)`);
    // Per probe (keyed by its occurredAt): when the ingest acknowledged it (null until then).
    const probes = new Map<string, { ackAt: number | null }>();
    const latencies: number[] = [];
    let delivered = 0;
    for (let index = 0; index < SOCKETS - measuring; index++) light.push(await lightSubscriber(url, cookie, seeded.siteId));
    for (let index = 0; index < measuring; index++) {
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
      // A message showing complaint X delivers every probe up to X: commits that arrive
      // together are merged into one message showing the newest. A message that beats the
      // acknowledgement counts as 0 ms.
      let seenUpTo = '';
      socket.on('live', (message: LiveMessage) => {
        const at = message.rooms?.[0]?.lastComplaint?.at;
        if (!at || at <= seenUpTo) return;
        const now = performance.now();
        for (const [probeAt, probe] of probes) {
          if (probeAt <= seenUpTo || probeAt > at) continue;
          delivered += 1;
          latencies.push(probe.ackAt === null ? 0 : Math.max(0, now - probe.ackAt));
        }
        seenUpTo = at;
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => socket.emit('subscribe', { siteId: seeded.siteId }, (ack: SubscribeAck) => (ack.ok ? resolve() : reject(new Error(ack.error)))));
        socket.once('connect_error', reject);
      });
      sockets.push(socket);
    }

    const ingest = async (token: string, events: Record<string, unknown>[]) => {
      const response = await fetch(`${url}/api/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      if (response.status !== 202) throw new Error(`ingest answered ${response.status}`);
    };
    const perBatch = Math.max(1, Math.round((RATE - PROBES_PER_SECOND) / BATCHES_PER_SECOND));
    progress(`load: ${perBatch * BATCHES_PER_SECOND + PROBES_PER_SECOND} events/s (${BATCHES_PER_SECOND} batches of ${perBatch} visitor counts and ${PROBES_PER_SECOND} probe complaints a second) for ${SECONDS} s`);
    const started = performance.now();
    let sent = 0;
    let probesSent = 0;
    const inFlight = new Set<Promise<void>>();
    const track = (promise: Promise<void>) => {
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise));
    };
    const loadTimer = setInterval(() => {
      const token = loadTokens[sent % loadTokens.length]!;
      const events = Array.from({ length: perBatch }, () => ({ id: randomUUID(), type: 'VisitorsCounted', occurredAt: new Date().toISOString(), count: 1, counter: 'men' }));
      sent += perBatch;
      track(ingest(token, events));
    }, 1000 / BATCHES_PER_SECOND);
    const probeTimer = setInterval(() => {
      const occurredAt = new Date().toISOString();
      const probe = { ackAt: null as number | null };
      probes.set(occurredAt, probe);
      probesSent += 1;
      track(
        ingest(probeToken, [{ id: randomUUID(), type: 'ComplaintReported', occurredAt, problem: 'dirty_floor', category: 'cleaning' }]).then(() => {
          probe.ackAt = performance.now();
        }),
      );
    }, 1000 / PROBES_PER_SECOND);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    clearInterval(loadTimer);
    clearInterval(probeTimer);
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;
    // Let the last probes arrive.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const sorted = [...latencies].sort((a, b) => a - b);
    const expected = probes.size * measuring;
    const result = {
      sockets: SOCKETS,
      measuringSockets: measuring,
      eventsPerSecond: (sent + probesSent) / elapsed,
      probes: probes.size,
      deliveries: delivered,
      deliveredShare: expected ? delivered / expected : 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? null,
      targetP99Ms: TARGET_P99_MS,
      cpus: cpus().length,
      apiPeakRssMb: seeded.api.peakRssMb(),
    };
    console.log(`\nLive: ingest acknowledgement to browser message (${result.cpus} cores, PostgreSQL, API in its own process)\n`);
    console.log(
      formatTable(
        ['scenario', 'sockets', 'events/s', 'probes', 'delivered', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target p99'],
        [[
          'complaint → room-status',
          result.sockets,
          formatNumber(result.eventsPerSecond),
          result.probes,
          `${formatNumber(result.deliveredShare * 100, 1)}%`,
          formatNumber(result.p50, 1),
          formatNumber(result.p95, 1),
          formatNumber(result.p99, 1),
          formatNumber(result.max, 1),
          `< ${TARGET_P99_MS} ${result.p99 !== null && result.p99 < TARGET_P99_MS ? 'met' : 'MISSED'}`,
        ]],
      ),
    );
    console.log(`\n${peakRssLine('API', result.apiPeakRssMb)}`);
    console.log(`\nwritten to ${writeJson('live', result)}`);
  } finally {
    for (const socket of sockets) socket.close();
    for (const socket of light) socket.close();
    await seeded.close();
  }
}

await main();
