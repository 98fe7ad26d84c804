import { randomUUID } from 'node:crypto';
import { connectDatabase, type SessionLock } from '@facility/event-store';
import { holdClock } from '@facility/projector';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackground, type Background } from './background.ts';
import { ingestBatch } from './features/ingest/ingest.service.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const quiet = { info() {}, warn() {}, error() {} };
const HOUR = 3_600_000;
const everyDay = [1, 2, 3, 4, 5, 6, 7];
const allDay = [
  { shiftNumber: 1, shiftName: 'morning', start: '00:00', end: '12:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
  { shiftNumber: 2, shiftName: 'afternoon', start: '12:00', end: '00:00', days: everyDay, minSla: 15, maxSla: 60, roomIds: [], active: true },
];

describe('the background clock timers, held while the past is written', () => {
  let api: TestApp;
  let background: Background | null = null;
  afterEach(async () => {
    await background?.stop();
    background = null;
    await api?.close();
  });

  /** A complaint two hours old, its call still open: past its 60-minute max SLA by the clock. */
  const openCallPastItsSla = async (backend: 'pglite' | 'postgres' = 'pglite') => {
    api = await createTestApp(backend);
    await api.seedSite({ companyId: 'c-1', siteId: 's-1', roomId: 'r-1' });
    await api.siteCommand({ type: 'SetSiteShifts', data: { siteId: 's-1', shifts: allDay } });
    const complaint = { id: randomUUID(), type: 'ComplaintReported', occurredAt: new Date(Date.now() - 2 * HOUR).toISOString(), problem: 'problem_leak', category: 'maintenance' };
    const result = await ingestBatch(api.store, { deviceId: 'dev-1', roomId: 'r-1', siteId: 's-1' }, [complaint as Parameters<typeof ingestBatch>[2][number]]);
    expect(result.ok).toBe(true);
    await api.caughtUp();
    // The test app's projector keeps the read models; this background's projector stands by
    // (the test app owns every projection), so only its timers act.
    background = startBackground(api.store, api.t.database, { smtpUrl: null, smtpFrom: 'test@example.test', publicUrl: null, notifyPollMs: 60_000, webhookAllowPrivate: false }, { logger: quiet, clockIntervalMs: 20 });
  };
  // Counted in the table, not through readAll: an older transaction of the database still
  // open (the projector's, for one) can hold events back from readers (README, Ordering),
  // and "none yet" must be exact.
  const escalations = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from events where event_type = 'CallEscalated'`.execute(api.t.database.db)).rows[0]!.n;
  const escalated = async () => {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
      if ((await escalations()) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the escalation timer did not escalate the call');
  };

  it('escalates a call past its max SLA by the clock when running', async () => {
    await openCallPastItsSla();
    await background!.start();
    await escalated();
  });

  /** Starts the background under `hold`: many of the timer's beats pass and nothing ticks; let go, it escalates once. */
  const heldUntilReleased = async (hold: SessionLock) => {
    await background!.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await escalations()).toBe(0);
    await hold.release();
    await escalated();
    expect(await escalations()).toBe(1);
  };

  it('leaves it alone while this process holds the clock (PGlite, as the demo seed does), and escalates it once let go', async () => {
    await openCallPastItsSla();
    await heldUntilReleased(await holdClock(api.t.database));
  });

  it('leaves it alone while another process holds the clock (PostgreSQL), and escalates it once let go', async () => {
    await openCallPastItsSla('postgres');
    // Another session on the same server, as the cluster's seeding process is.
    const seeder = await connectDatabase({ url: api.t.url!, poolSize: 1 });
    try {
      await heldUntilReleased(await holdClock(seeder));
    } finally {
      await seeder.close();
    }
  });
});
