import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase, TEST_SERVER_URL, type TestDatabase } from '../testing/test-databases.ts';
import { collect, isInGlobalOrder, newEvent, openSlowWriter, type SlowWriter } from '../testing/test-helpers.ts';
import { readAllOnce, waitUntil } from '../testing/wait-until.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/**
 * The subscriber's promise: an event committed late by a transaction that started early is
 * still delivered, exactly once, and nothing newer overtakes it. PGlite is one session, so
 * a second writer cannot commit while the slow one is open: there the tests check that it
 * waits; on PostgreSQL they check that its commit stays hidden until the slow one ends.
 */
describe.each(BACKENDS)('global order with slow writers (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let writers: SlowWriter[];
  const serial = backend === 'pglite';
  const openWriter = (streamId: string, count?: number) => {
    const writer = openSlowWriter(t.database.db, streamId, count);
    writers.push(writer);
    return writer;
  };

  beforeEach(async () => {
    t = await createTestDatabase(backend);
    store = await PostgresEventStore.open(t.database);
    writers = [];
  });
  afterEach(async () => {
    // A failed assertion must not leave a transaction open (closing would wait for it).
    for (const writer of writers) writer.rollback();
    await Promise.allSettled(writers.map((writer) => writer.done));
    await store.close();
    await t.dispose();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('delivers a slow transaction that began before a fast one, and hides the fast one meanwhile', async () => {
    const { seen } = collect(store);
    const slow = openWriter('slow-1');
    await slow.ready;
    const fastEvent = newEvent();
    let fastAcknowledged = false;
    const fast = store.append('fast-1', [fastEvent]).then(() => (fastAcknowledged = true));

    await settle();
    if (serial) {
      expect(fastAcknowledged).toBe(false);
    } else {
      expect(fastAcknowledged).toBe(true);
      expect(seen).toEqual([]);
      expect((await store.readAll()).pending).toBe(true);
    }

    slow.commit();
    await Promise.all([slow.done, fast]);
    await waitUntil(() => seen.length >= 2, 'both events delivered');
    await settle();
    expect(seen.map((event) => event.id)).toEqual([...slow.ids, fastEvent.id]);
  });

  it('keeps many events of a slow writer ahead of many fast commits', async () => {
    const { seen } = collect(store);
    const slow = openWriter('slow-many', 300);
    await slow.ready;
    const fastIds: string[] = [];
    const fast = Array.from({ length: 10 }, (_, writer) => {
      const events = Array.from({ length: 40 }, () => newEvent());
      fastIds.push(...events.map((event) => event.id));
      return store.append(`fast-${writer}`, events);
    });
    if (!serial) {
      await Promise.all(fast);
      await settle();
      expect(seen).toEqual([]);
    }
    slow.commit();
    await Promise.all([slow.done, ...fast]);
    await waitUntil(() => seen.length >= 700, 'all 700 events delivered');
    await settle();

    expect(seen).toHaveLength(700);
    expect(new Set(seen.map((event) => event.id)).size).toBe(700);
    expect(seen.slice(0, 300).map((event) => event.id)).toEqual(slow.ids);
    expect(new Set(seen.slice(300).map((event) => event.id))).toEqual(new Set(fastIds));
    expect(isInGlobalOrder(seen)).toBe(true);
  });

  it('delivers several slow writers committing out of order exactly once, in order', async () => {
    const { seen } = collect(store);
    const slowWriters = [];
    const fast: Promise<unknown>[] = [];
    for (let i = 0; i < 3; i++) {
      const slow = openWriter(`slow-${i}`, 5);
      slowWriters.push(slow);
      if (!serial) await slow.ready;
      fast.push(store.append(`fast-${i}`, [newEvent(), newEvent()]));
    }
    if (!serial) {
      await Promise.all(fast);
      await settle();
      expect(seen).toEqual([]);
    }
    // On PostgreSQL the newest slow writer finishes first; PGlite can only go in turn.
    const order = serial ? [0, 1, 2] : [2, 0, 1];
    for (const index of order) {
      const slow = slowWriters[index]!;
      await slow.ready;
      slow.commit();
      await slow.done;
    }
    await Promise.all(fast);
    await waitUntil(() => seen.length >= 21, 'all 21 events delivered');
    await settle();

    expect(seen).toHaveLength(21);
    expect(new Set(seen.map((event) => event.id)).size).toBe(21);
    expect(isInGlobalOrder(seen)).toBe(true);
    expect(seen.slice(0, 5).map((event) => event.id)).toEqual(slowWriters[0]!.ids);
  });

  it('leaves no hole and no duplicate after a rolled-back append', async () => {
    const { seen } = collect(store);
    const slow = openWriter('room-1', 3);
    await slow.ready;
    // Waits for the slow writer's stream lock (PostgreSQL) or its turn (PGlite). The other
    // stream's append shares that group-commit batch, so it waits too.
    const sameStream = store.append('room-1', [newEvent(), newEvent()]);
    const otherStream = store.append('room-2', [newEvent()]);
    await settle();
    slow.rollback();
    await Promise.all([slow.done, sameStream, otherStream]);

    await waitUntil(() => seen.length >= 3, 'committed events delivered');
    await settle();
    expect(seen).toHaveLength(3);
    expect(seen.some((event) => slow.ids.includes(event.id))).toBe(false);
    expect((await store.readStream('room-1')).map((event) => event.streamVersion)).toEqual([1, 2]);

    // The rolled-back ids were never stored, so sending them again stores them.
    const retry = await store.append(
      'room-1',
      slow.ids.map((id) => ({ id, type: 'Slow', data: {} })),
    );
    expect(retry).toEqual({ nextExpectedVersion: 5, appended: 3, duplicates: 0 });
    await waitUntil(() => seen.length >= 6, 'retried events delivered');
    expect(new Set(seen.map((event) => event.id)).size).toBe(6);
  });
});

/**
 * Transaction ids are shared by every database of a server. A long write transaction in
 * another database (another application's batch job) cannot write our events, so it must
 * not hold our readers back, while an older writer in our own database still does.
 */
describe('global order beside other databases (postgres)', () => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let elsewhere: pg.Client;

  beforeEach(async () => {
    t = await createTestDatabase('postgres');
    store = await PostgresEventStore.open(t.database);
    // The test server's own database: another database of the same server.
    elsewhere = new pg.Client({ connectionString: TEST_SERVER_URL });
    elsewhere.on('error', () => {});
    await elsewhere.connect();
  });
  afterEach(async () => {
    await elsewhere.query('rollback').catch(() => {});
    await elsewhere.end();
    await store.close();
    await t.dispose();
  });

  it('delivers our commits while another database holds a write transaction open', async () => {
    await elsewhere.query('begin');
    // Taking an id is what makes a transaction a writer in every snapshot of the server.
    const { rows } = await elsewhere.query<{ id: string }>('select pg_current_xact_id()::text as id');
    const { seen } = collect(store);
    const event = newEvent();
    await store.append('room-1', [event]);

    await waitUntil(() => seen.length >= 1, 'our event delivered while the other database is open');
    expect(seen.map((recorded) => recorded.id)).toEqual([event.id]);
    expect(seen[0]!.transactionId).toBeGreaterThan(Number(rows[0]!.id));
    const page = await store.readAll();
    expect(page.pending).toBe(false);
    expect(page.events.map((recorded) => recorded.id)).toEqual([event.id]);
    expect((await store.headCheckpoint()).position).toBe(seen[0]!.globalPosition);
  });

  it('still holds newer commits back behind an older writer of its own database', async () => {
    await elsewhere.query('begin');
    await elsewhere.query('select pg_current_xact_id()');
    const slow = openSlowWriter(t.database.db, 'slow-1');
    await slow.ready;
    await store.append('fast-1', [newEvent()]);
    expect(await store.readAll()).toMatchObject({ events: [], pending: true });
    expect(await store.headCheckpoint()).toEqual({ transactionId: 0, position: 0 });
    slow.commit();
    await slow.done;
    // Read until both show: a transaction of another file's database that ends between the
    // bound's two reads (snapshot, then activity list) holds a read back once more (CI, 2026-12-01).
    const page = await readAllOnce(store, { atLeast: 2 });
    expect(page.events.map((recorded) => recorded.streamId)).toEqual(['slow-1', 'fast-1']);
  });
  it('delivers racing writers exactly once and in order while both bounds are in play', async () => {
    // The other database's transaction stays open throughout, so every read that finds a
    // commit held back reads the activity list; our own slow writer, open for the middle
    // of the run, must still hold back everything that commits after it.
    await elsewhere.query('begin');
    await elsewhere.query('select pg_current_xact_id()');
    const { seen } = collect(store);
    const instances = [store, ...(await Promise.all([1, 2, 3].map(() => PostgresEventStore.open(t.database))))];
    const written: string[] = [];
    const write = async (instance: PostgresEventStore, writer: number) => {
      for (let n = 0; n < 150; n++) {
        const events = [newEvent('Load', { writer, n })];
        await instance.append(`load-${(writer + n) % 7}`, events);
        written.push(events[0]!.id);
      }
    };
    const writing = Promise.all(instances.map((instance, writer) => write(instance, writer)));
    const slow = openSlowWriter(t.database.db, 'slow-middle', 3);
    await slow.ready;
    await new Promise((resolve) => setTimeout(resolve, 200));
    slow.commit();
    await Promise.all([slow.done, writing]);
    await Promise.all(instances.slice(1).map((instance) => instance.close()));

    await waitUntil(() => seen.length >= written.length + 3, 'every event delivered');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(written.length + 3);
    expect(new Set(seen.map((event) => event.id))).toEqual(new Set([...written, ...slow.ids]));
    expect(isInGlobalOrder(seen)).toBe(true);
  });
});
