import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.ts';
import type { Database } from './database.ts';
import { LOCK_CONNECTION_NAME, SessionLocks } from './session-locks.ts';
import { createTestDatabase, terminateBackends, type TestDatabase } from '../testing/test-databases.ts';
import { waitUntil } from '../testing/wait-until.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Only PostgreSQL has lock connections; PGlite's locks are an in-process set (connect.int.test.ts).
describe("a process's owner locks on a PostgreSQL server", () => {
  let t: TestDatabase;
  let other: Database;
  beforeEach(async () => {
    t = await createTestDatabase('postgres');
    other = await connectDatabase({ url: t.url! });
  });
  afterEach(async () => {
    await other.close();
    await t.dispose();
  });

  /** The backends holding this database's owner locks, and how many locks each holds. */
  const lockBackends = async (): Promise<{ pid: number; locks: number; name: string }[]> => {
    const client = new pg.Client({ connectionString: t.url! });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number; locks: number; name: string }>(
        `select a.pid, count(l.pid)::int as locks, a.application_name as name
           from pg_stat_activity a left join pg_locks l on l.pid = a.pid and l.locktype = 'advisory' and l.granted
          where a.datname = current_database() and a.application_name = $1
          group by a.pid, a.application_name`,
        [LOCK_CONNECTION_NAME],
      );
      return rows;
    } finally {
      await client.end();
    }
  };

  it('holds every lock of the process on one connection', async () => {
    const names = Array.from({ length: 15 }, (_, i) => `projection:p${i}`);
    // Tried all at once, as the projector's runners do: one statement at a time reaches the
    // connection (node-postgres warns of overlapping queries, and pg 9 refuses them).
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const locks = await Promise.all(names.map((name) => t.database.tryLock(name)));
    await sleep(50);
    process.off('warning', onWarning);
    expect(warnings.map((warning) => warning.message)).toEqual([]);
    expect(locks.every((lock) => lock !== null)).toBe(true);
    expect(await lockBackends()).toEqual([{ pid: expect.any(Number), locks: 15, name: LOCK_CONNECTION_NAME }]);

    // Each is still one owner's: refused to this process and to another one.
    expect(await t.database.tryLock(names[3]!)).toBeNull();
    expect(await other.tryLock(names[3]!)).toBeNull();

    // Letting go of one frees that one only.
    await locks[3]!.release();
    expect((await lockBackends())[0]!.locks).toBe(14);
    const taken = await other.tryLock(names[3]!);
    expect(taken).not.toBeNull();
    expect(await other.tryLock(names[4]!)).toBeNull();
    await taken!.release();

    // Letting go of all of them frees them all, and is not a loss.
    for (const lock of locks) await lock!.release();
    expect((await lockBackends()).map((backend) => backend.locks)).toEqual([0, 0]);
    expect(locks.some((lock) => lock!.lost.aborted)).toBe(false);
    const again = await other.tryLock(names[0]!);
    expect(again).not.toBeNull();
    await again!.release();
  });

  it('keeps its connection while tries come, and closes it once nothing was held for a while', async () => {
    const locks = new SessionLocks(t.url!, { idleMs: 300 });
    const held = await other.tryLock('projection:z');
    // A standby's tries, each refused, come every 100 ms: one connection serves them all.
    const pids = new Set<number>();
    for (let i = 0; i < 5; i++) {
      expect(await locks.tryLock('projection:z')).toBeNull();
      for (const backend of await lockBackends()) pids.add(backend.pid);
      await sleep(100);
    }
    // Two: the other process's and this one's.
    expect(pids.size).toBe(2);
    await held!.release();
    // This one's closes; the other process's idles on (30 s by default).
    const deadline = Date.now() + 5_000;
    while ((await lockBackends()).length > 1 && Date.now() < deadline) await sleep(50);
    expect(await lockBackends()).toHaveLength(1);
    // And the next try connects again.
    const taken = await locks.tryLock('projection:z');
    expect(taken).not.toBeNull();
    await locks.close();
  });

  it('tells every holder its lock is lost when the connection dies, and lets each be taken again', async () => {
    const first = await t.database.tryLock('projection:a');
    const second = await t.database.tryLock('clock-hold');
    expect(await terminateBackends(t.url!, { holdingLock: 'projection:a' })).toBe(1);
    await waitUntil(() => first!.lost.aborted && second!.lost.aborted, 'both locks reported lost', 5_000);

    // The server frees the locks once it has cleaned up the ended backend: soon, but later on a busy machine.
    let taken = await other.tryLock('projection:a');
    for (const deadline = Date.now() + 10_000; !taken && Date.now() < deadline; ) {
      await sleep(20);
      taken = await other.tryLock('projection:a');
    }
    expect(taken).not.toBeNull();
    expect(await t.database.tryLock('projection:a')).toBeNull();
    const retaken = await t.database.tryLock('clock-hold');
    expect(retaken).not.toBeNull();
    // Releasing a lost lock touches nothing, nor the new connection's.
    await first!.release();
    await second!.release();
    expect(await other.tryLock('clock-hold')).toBeNull();
    await retaken!.release();
    await taken!.release();
  });

  it('refuses a name while its own try is under way', async () => {
    const [one, two] = await Promise.all([t.database.tryLock('projection:x'), t.database.tryLock('projection:x')]);
    expect([one, two].filter((lock) => lock !== null)).toHaveLength(1);
    await (one ?? two)!.release();
  });

  it('frees its locks when the database closes', async () => {
    const database = await connectDatabase({ url: t.url! });
    const lock = await database.tryLock('projection:y');
    expect(lock).not.toBeNull();
    expect(await other.tryLock('projection:y')).toBeNull();
    await database.close();
    let taken = await other.tryLock('projection:y');
    for (const deadline = Date.now() + 10_000; !taken && Date.now() < deadline; ) {
      await sleep(20);
      taken = await other.tryLock('projection:y');
    }
    expect(taken).not.toBeNull();
    expect(lock!.lost.aborted).toBe(false);
    await lock!.release();
    await taken!.release();
  });
});
