import { randomUUID } from 'node:crypto';
import type { Health } from '@facility/contracts';
import { terminateBackends, type TestDatabase } from '@facility/event-store/testing';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../scripts/src/bench/support/api-process.ts';
import { seedForApiProcess } from './support/seeded-database.ts';

const DEVICES = 8;
const LOAD_MS = 9_000;
const TERMINATIONS = 5;

type Batch = { token: string; events: Record<string, unknown>[] };

// Issue 12, finding 2: terminating the API's database connections under ingest load killed
// the process (postgres.js 3.4.9 writing to a dead socket from a setImmediate). The API runs
// as its own process on PostgreSQL, devices post batches without pause, and every backend of
// its database is terminated several times meanwhile. It must survive, answer health again
// with every projection running on its lock again, keep every acknowledged event exactly
// once, and project every one of them (none sent to dead letters for the lost connections).
describe('fault: database connections terminated under ingest load (postgres)', () => {
  let t: TestDatabase;
  let api: ApiProcess;
  let tokens: string[] = [];

  beforeAll(async () => {
    ({ t, tokens } = await seedForApiProcess(DEVICES));
    api = await startApiProcess({ DATABASE_URL: t.url!, LOG_LEVEL: 'warn' }, undefined, [], { captureOutput: true });
  });
  afterAll(async () => {
    await api?.stop();
    await t?.dispose();
  });

  const post = async ({ token, events }: Batch): Promise<number> => {
    try {
      const response = await fetch(`${api.url}/api/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };
  const batchFor = (token: string): Batch => ({
    token,
    events: Array.from({ length: 5 }, (_, i) => ({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      ...(i === 0
        ? { type: 'ComplaintReported', problem: 'dirty_floor', category: 'cleaning' }
        : i === 1
          ? { type: 'DeviceHeartbeat', battery: 80 }
          : { type: 'VisitorsCounted', count: 1, counter: 'women' }),
    })),
  });
  let health: Health = { status: 'starting', projections: {} };
  /** Health answers 200 with every projection running (so holding its lock) and caught up. */
  const caughtUp = async () => {
    const response = await fetch(`${api.url}/api/health`).catch(() => null);
    if (response?.status !== 200) return false;
    health = (await response.json()) as Health;
    return Object.values(health.projections).every((projection) => projection.lag === 0 && projection.state === 'running');
  };
  /** Through the seeding app's pool, which connects again after the terminations. */
  const query = async <Row>(statement: RawBuilder<Row>) => (await statement.execute(t.database.db)).rows;

  it('survives, answers health again, and stores and projects every acknowledged event once', async () => {
    const acknowledged: Batch[] = [];
    const failed: Batch[] = [];
    const refusals: number[] = [];
    const started = Date.now();
    const devices = tokens.map(async (token) => {
      while (Date.now() - started < LOAD_MS) {
        const batch = batchFor(token);
        const status = await post(batch);
        if (status === 202) {
          acknowledged.push(batch);
        } else {
          failed.push(batch);
          refusals.push(status);
        }
      }
    });
    let terminated = 0;
    for (let i = 0; i < TERMINATIONS; i++) {
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS / (TERMINATIONS + 1)));
      terminated += await terminateBackends(t.url!);
    }
    await Promise.all(devices);
    expect(terminated, 'backends terminated').toBeGreaterThan(TERMINATIONS);
    expect(acknowledged.length).toBeGreaterThan(20);
    // What a lost connection cost a device was a temporary refusal to retry, never a 500.
    expect(refusals.filter((status) => status !== 503), api.output()).toEqual([]);

    // Alive, and healthy again: every projection running (on its lock, taken again) and caught up.
    expect(api.child.exitCode, api.output()).toBeNull();
    await expect.poll(caughtUp, { timeout: 30_000, interval: 250 }).toBe(true);

    // Devices retry what was not acknowledged, with the same ids.
    for (const batch of failed) {
      await expect.poll(() => post(batch), { timeout: 10_000 }).toBe(202);
    }
    const events = [...acknowledged, ...failed].flatMap((batch) => batch.events);
    const ids = events.map((event) => event.id as string);
    const rows = await query(sql<{ id: string; n: number }>`select event_id::text as id, count(*)::int as n from events where event_id = any(${ids}::uuid[]) group by event_id`);
    expect(rows.length).toBe(ids.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);

    // Every event is projected: none sent to dead letters for a lost connection, and the
    // room's visits add up to what the devices counted.
    await expect.poll(caughtUp, { timeout: 10_000, interval: 250 }).toBe(true);
    const deadLetters = Object.entries(health.projections).filter(([, projection]) => projection.deadLetters > 0);
    expect(deadLetters, api.output()).toEqual([]);
    const visits = events.filter((event) => event.type === 'VisitorsCounted').length;
    const [projected] = await query(sql<{ visits: number }>`select coalesce(sum(visits), 0)::int as visits from room_hourly_counters where room_id = 'r-1'`);
    expect(projected!.visits).toBe(visits);
    expect(api.child.exitCode).toBeNull();
  });
});
