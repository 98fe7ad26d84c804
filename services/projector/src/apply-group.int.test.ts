import type { RecordedEvent } from '@facility/contracts';
import { PostgresEventStore, START } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { readAllOnce } from '@facility/event-store/testing/vitest';
import {
  advanceCheckpoints,
  CheckpointConflictError,
  countDeadLetters,
  migrateReadModels,
  ProjectionMemory,
  readCheckpoint,
  roomStatusProjection,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkpointOf } from './apply-batch.ts';
import { ApplyGroup } from './apply-group.ts';
import { emittedWriterFor } from './emitted-writer.ts';
import { quietLogger } from './testing/read-model-helpers.ts';
import { MIGRATED_SCHEMA } from './testing/migrated-schema.ts';

describe.each(BACKENDS)('pages applied together (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;
  let db: Kysely<ReadModelDatabase>;
  let group: ApplyGroup;
  /** Per projection: the transaction each of its applies ran in, and the events it saw. */
  let seen: Map<string, { transactions: string[]; events: string[] }>;

  /** A projection that notes its transaction and events, and throws on an event typed `Poison`. */
  const probe = (name: string, emits = false): ProjectionDefinition => ({
    name,
    version: 1,
    tables: [],
    async apply(trx, events) {
      const { rows } = await sql<{ id: string }>`select txid_current()::text as id`.execute(trx);
      const entry = seen.get(name) ?? { transactions: [], events: [] };
      seen.set(name, entry);
      entry.transactions.push(rows[0]!.id);
      if (events.some((event) => event.type === 'Poison')) throw new Error('poison');
      entry.events.push(...events.map((event) => event.id));
      const emitted = emits ? [{ streamId: `echo-${name}`, events: events.map((event) => ({ id: echoId(event, name), type: 'Echoed', data: { of: event.id } })) }] : [];
      return { siteIds: [`site-of-${name}`], roomIds: [], emitted };
    },
  });
  /** The echo's id derives from its cause and its reactor (a, b or c: hex digits), as a reactor's must. */
  const echoId = (event: RecordedEvent, name: string) => `${event.id.slice(0, -12)}${name.repeat(12)}`;

  const append = async (streamId: string, types: string[]) => {
    await store.append(
      streamId,
      types.map((type) => ({ type, data: {} })),
    );
  };
  // Settled: on PostgreSQL an older transaction of the database still open can hold events back a moment.
  const log = async (): Promise<RecordedEvent[]> => (await readAllOnce(store, { atLeast: 0, settled: true, maxCount: 1_000 })).events;
  const stored = async (name: string) => (await readCheckpoint(db, name))?.checkpoint;

  beforeEach(async () => {
    t = await createTestDatabase(backend, { template: MIGRATED_SCHEMA });
    store = await PostgresEventStore.open(t.database);
    db = t.database.withTables<ReadModelDatabase>().db;
    await migrateReadModels(db);
    await db
      .insertInto('projection_checkpoints')
      .values(['a', 'b', 'c', roomStatusProjection.name].map((name) => ({ name, version: 1, transaction_id: 0, position: 0 })))
      .execute();
    group = new ApplyGroup(t.database, emittedWriterFor(store), { poisonPolicy: 'dead-letter', logger: quietLogger });
    seen = new Map();
  });
  afterEach(async () => {
    await store.close();
    await t.dispose();
  });

  it('applies pages handed in together in one transaction and moves every checkpoint', async () => {
    await append('s-1', ['Seen', 'Seen']);
    const events = await log();
    const end = checkpointOf(events.at(-1)!);
    const applied = await Promise.all(['a', 'b', 'c'].map((name) => group.apply({ projection: probe(name), events, from: START, upTo: end })));
    expect(new Set(['a', 'b', 'c'].flatMap((name) => seen.get(name)!.transactions)).size).toBe(1);
    for (const name of ['a', 'b', 'c']) {
      expect(seen.get(name)!.events).toEqual(events.map((event) => event.id));
      expect(await stored(name)).toEqual(end);
    }
    expect(applied.map((page) => page.scope.siteIds)).toEqual([['site-of-a'], ['site-of-b'], ['site-of-c']]);
    expect(applied.every((page) => page.checkpoint.position === end.position)).toBe(true);
  });

  it('keeps the live lane in a transaction of its own, beside the default lane', async () => {
    await append('s-1', ['Seen']);
    const events = await log();
    const end = checkpointOf(events.at(-1)!);
    const live = (name: string): ProjectionDefinition => ({ ...probe(name), lane: 'live' });
    await Promise.all([
      group.apply({ projection: live('a'), events, from: START, upTo: end }),
      group.apply({ projection: probe('b'), events, from: START, upTo: end }),
      group.apply({ projection: live('c'), events, from: START, upTo: end }),
    ]);
    const transaction = (name: string) => seen.get(name)!.transactions[0];
    expect(transaction('a')).toBe(transaction('c'));
    expect(transaction('a')).not.toBe(transaction('b'));
    for (const name of ['a', 'b', 'c']) expect(await stored(name)).toEqual(end);
  });

  it('moves a checkpoint past events of other types, and moves alone without applying', async () => {
    await append('s-1', ['Seen', 'Other', 'Other']);
    const events = await log();
    const end = checkpointOf(events.at(-1)!);
    await Promise.all([
      group.apply({ projection: probe('a'), events: events.slice(0, 1), from: START, upTo: end }),
      group.apply({ projection: probe('b'), events: [], from: START, upTo: end }),
    ]);
    expect(seen.get('a')!.events).toEqual([events[0]!.id]);
    expect(seen.has('b')).toBe(false);
    expect(await stored('a')).toEqual(end);
    expect(await stored('b')).toEqual(end);
  });

  it('applies the others when one page holds a poison event, and sends only that event to the dead letters', async () => {
    await append('s-1', ['Seen', 'Poison', 'Seen']);
    const events = await log();
    const end = checkpointOf(events.at(-1)!);
    const [a, b] = await Promise.all(['a', 'b'].map((name) => group.apply({ projection: probe(name), events: name === 'a' ? events : events.filter((event) => event.type !== 'Poison'), from: START, upTo: end })));
    expect(a!.deadLettered).toBe(1);
    expect(b!.deadLettered).toBe(0);
    expect(seen.get('a')!.events).toEqual([events[0]!.id, events[2]!.id]);
    expect(seen.get('b')!.events).toEqual([events[0]!.id, events[2]!.id]);
    expect(await countDeadLetters(db, 'a')).toBe(1);
    expect(await countDeadLetters(db, 'b')).toBe(0);
    expect(await stored('a')).toEqual(end);
    expect(await stored('b')).toEqual(end);
  });

  it('fails only the page whose checkpoint another runner moved', async () => {
    await append('s-1', ['Seen']);
    const events = await log();
    const end = checkpointOf(events.at(-1)!);
    const elsewhere = { transactionId: end.transactionId, position: end.position + 1_000 };
    await db.updateTable('projection_checkpoints').set({ transaction_id: elsewhere.transactionId, position: elsewhere.position }).where('name', '=', 'b').execute();
    const [a, b] = await Promise.allSettled(['a', 'b'].map((name) => group.apply({ projection: probe(name), events, from: START, upTo: end })));
    expect(a!.status).toBe('fulfilled');
    expect(b?.status === 'rejected' && b.reason).toBeInstanceOf(CheckpointConflictError);
    expect(await stored('a')).toEqual(end);
    expect(await stored('b')).toEqual(elsewhere);
  });

  it('appends what reactors in the group decided, once, in the same transaction', async () => {
    await append('s-1', ['Seen']);
    const events = await log();
    const end = checkpointOf(events.at(-1)!);
    await Promise.all(['a', 'b'].map((name) => group.apply({ projection: probe(name, true), events, from: START, upTo: end })));
    const echoes = (await log()).filter((event) => event.type === 'Echoed');
    expect(echoes.map((event) => event.streamId).sort()).toEqual(['echo-a', 'echo-b']);
    expect(new Set(echoes.map((event) => event.transactionId)).size).toBe(1);
  });

  it('moves several checkpoints in one statement only if all are where their moves expect', async () => {
    const next = { transactionId: 9, position: 9 };
    await db.updateTable('projection_checkpoints').set({ transaction_id: 1, position: 1 }).where('name', '=', 'c').execute();
    await expect(
      db.transaction().execute((trx) =>
        advanceCheckpoints(trx, ['a', 'b', 'c'].map((name) => ({ name, expected: START, next }))),
      ),
    ).rejects.toThrow(/c is no longer at 0\/0/);
    expect(await stored('a')).toEqual(START);
    await advanceCheckpoints(db, ['a', 'b'].map((name) => ({ name, expected: START, next })));
    expect(await stored('a')).toEqual(next);
    expect(await stored('b')).toEqual(next);
  });

  describe('with the rows an owner keeps between pages', () => {
    const counted = (count: number) => ({ type: 'VisitorsCounted', data: { siteId: 'site-1', roomId: 'room-1', deviceId: 'device-1', count } });
    const visitsSinceClean = async () =>
      (await db.selectFrom('room_status').select('visits_since_clean').where('room_id', '=', 'room-1').executeTakeFirstOrThrow()).visits_since_clean;

    it('reads a row once, then folds into the row it kept', async () => {
      const memory = new ProjectionMemory();
      await store.append('room-1', [counted(3)]);
      let events = await log();
      await group.apply({ projection: roomStatusProjection, events, from: START, upTo: checkpointOf(events.at(-1)!), memory });
      expect(await visitsSinceClean()).toBe(3);
      // Only the owner writes its tables; a change behind its back shows what it reads.
      await db.updateTable('room_status').set({ visits_since_clean: 100 }).execute();
      const from = checkpointOf(events.at(-1)!);
      await store.append('room-1', [counted(2)]);
      events = (await log()).filter((event) => event.globalPosition > from.position);
      await group.apply({ projection: roomStatusProjection, events, from, upTo: checkpointOf(events.at(-1)!), memory });
      expect(await visitsSinceClean()).toBe(5);
    });

    it('forgets what it kept when the transaction it folded in fails', async () => {
      const memory = new ProjectionMemory();
      await store.append('room-1', [counted(3)]);
      await append('s-1', ['Poison']);
      const events = await log();
      const end = checkpointOf(events.at(-1)!);
      // Together, room-status folds the count first, then the poison fails the transaction;
      // each page is applied again alone, where a fold into the memory of the failed one would count 6.
      const [status, poisoned] = await Promise.all([
        group.apply({ projection: { ...roomStatusProjection }, events: events.slice(0, 1), from: START, upTo: end, memory }),
        group.apply({ projection: { ...probe('a'), lane: 'live' }, events, from: START, upTo: end }),
      ]);
      expect(seen.get('a')!.transactions.length).toBeGreaterThan(1);
      expect(poisoned!.deadLettered).toBe(1);
      expect(status!.deadLettered).toBe(0);
      expect(await visitsSinceClean()).toBe(3);
      expect(await stored(roomStatusProjection.name)).toEqual(end);
    });
  });
});
