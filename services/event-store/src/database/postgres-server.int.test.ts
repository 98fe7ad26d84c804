import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.ts';
import { createTestDatabase, terminateBackends, type TestDatabase } from '../testing/test-databases.ts';
import { waitUntil } from '../testing/wait-until.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NOTIFY on a PostgreSQL server', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase('postgres');
  });
  afterEach(() => t.dispose());

  it("reaches the channel's listeners in this process and on other connections, until they stop", async () => {
    const other = await connectDatabase({ url: t.url!, poolSize: 1 });
    try {
      const received: string[] = [];
      const stop = await t.database.listen('news', (payload) => received.push(`here:${payload}`));
      await other.listen('news', (payload) => received.push(`there:${payload}`));

      await other.notify('news', 'hello');
      await waitUntil(() => received.length === 2, 'both listeners');
      expect(received.sort()).toEqual(['here:hello', 'there:hello']);

      await stop();
      await t.database.notify('news', 'again');
      await waitUntil(() => received.includes('there:again'), 'the listener still there');
      await sleep(200);
      expect(received.filter((entry) => entry.startsWith('here:'))).toEqual(['here:hello']);
    } finally {
      await other.close();
    }
  });

  it('delivers many notifications asked for at once, in order, on two channels', async () => {
    const other = await connectDatabase({ url: t.url!, poolSize: 1 });
    try {
      const received: string[] = [];
      await other.listen('news', (payload) => received.push(`news:${payload}`));
      await other.listen('alerts', (payload) => received.push(`alerts:${payload}`));
      const sent = Array.from({ length: 250 }, (_, index) => [index % 3 === 0 ? 'alerts' : 'news', `item-${index}`] as const);
      await Promise.all(sent.map(([channel, payload]) => t.database.notify(channel, payload)));
      await waitUntil(() => received.length === sent.length, 'every notification');
      expect(received).toEqual(sent.map(([channel, payload]) => `${channel}:${payload}`));
    } finally {
      await other.close();
    }
  });
});

// Issue 12, finding 2: the server's connections may be terminated at any time (an operator,
// a failover, a restart). The pool connects again by itself; LISTEN and the session locks
// live on connections of their own, and these tests pin how they come back.
describe('a PostgreSQL server whose backends are terminated', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase('postgres');
  });
  afterEach(() => t.dispose());

  /** NOTIFY through the pool, which may hand out a connection that has just died: try again. */
  const notify = async (channel: string, payload: string) => {
    for (let tries = 1; ; tries++) {
      try {
        return await t.database.notify(channel, payload);
      } catch (error) {
        if (tries === 20) throw error;
        await sleep(50);
      }
    }
  };

  it('listens again on every channel, once, after each loss of the LISTEN connection', async () => {
    const received: string[] = [];
    let resumed = 0;
    await t.database.listen('first', (payload) => received.push(`first:${payload}`), () => resumed++);
    await t.database.listen('second', (payload) => received.push(`second:${payload}`));

    for (let round = 1; round <= 3; round++) {
      expect(await terminateBackends(t.url!)).toBeGreaterThan(0);
      // Notifications sent while it reconnects are lost: send until one arrives.
      const deadline = Date.now() + 10_000;
      while (!received.includes(`first:${round}`)) {
        expect(Date.now(), `a notification after termination ${round}`).toBeLessThan(deadline);
        await notify('first', String(round));
        await sleep(100);
      }
    }
    // Every loss is reported once listening is back (what was sent meanwhile is gone).
    expect(resumed).toBeGreaterThanOrEqual(3);
    received.length = 0;
    await notify('first', 'last');
    await notify('second', 'last');
    await waitUntil(() => received.length >= 2, 'both channels after three losses', 5_000);
    // One connection listens, not one per loss: each notification arrives once.
    await sleep(300);
    expect(received.sort()).toEqual(['first:last', 'second:last']);
  });

  it('tells whether a named lock is held by any session, and probing takes nothing', async () => {
    expect(await t.database.isLocked('clock-hold')).toBe(false);
    // Probes through the pool never exclude each other or an owner.
    await Promise.all([t.database.isLocked('clock-hold'), t.database.isLocked('clock-hold')]);
    const lock = await t.database.tryLock('clock-hold');
    expect(lock).not.toBeNull();
    expect(await t.database.isLocked('clock-hold')).toBe(true);
    await lock!.release();
    expect(await t.database.isLocked('clock-hold')).toBe(false);
  });

  it('says a session lock is lost when its connection dies, and lets another owner take it', async () => {
    const lock = await t.database.tryLock('projection:x');
    expect(lock).not.toBeNull();
    expect(await t.database.tryLock('projection:x')).toBeNull();

    expect(await terminateBackends(t.url!, { holdingLock: 'projection:x' })).toBe(1);
    await waitUntil(() => lock!.lost.aborted, 'the lock reported lost', 5_000);
    let next = await t.database.tryLock('projection:x');
    // The server frees the lock once it has cleaned up the ended backend: soon, but later on a busy machine.
    for (const deadline = Date.now() + 10_000; !next && Date.now() < deadline; ) {
      await sleep(20);
      next = await t.database.tryLock('projection:x');
    }
    expect(next).not.toBeNull();
    await lock!.release(); // harmless: it no longer holds anything
    expect(await t.database.tryLock('projection:x')).toBeNull();

    // Letting go on purpose is not a loss.
    await next!.release();
    expect(next!.lost.aborted).toBe(false);
  });
});
