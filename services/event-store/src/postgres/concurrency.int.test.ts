import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { newEvent } from '../testing/test-helpers.ts';
import { readAllOnce } from '../testing/wait-until.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

/** Group commit: what the PostgreSQL store adds to the concurrency contract (contract/concurrent-writers.int.test.ts). */
describe.each(BACKENDS)('group commit (%s)', (backend) => {
  let t: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    t = await createTestDatabase(backend);
    store = await PostgresEventStore.open(t.database);
  });
  afterEach(async () => {
    await store.close();
    await t.dispose();
  });

  it('commits many appends issued at once in a few shared transactions', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => store.append(`group-${index}`, [newEvent('Grouped', { index })])),
    );
    for (const result of results) expect(result).toEqual({ appended: 1, duplicates: 0, nextExpectedVersion: 1 });

    // readAll hides events while an older transaction anywhere on the server is open.
    const { events } = await readAllOnce(store, { atLeast: 200 });
    expect(events).toHaveLength(200);
    expect(new Set(events.map((event) => event.streamId)).size).toBe(200);
    const transactions = new Set(events.map((event) => event.transactionId));
    expect(transactions.size).toBeLessThanOrEqual(20);
  });
});
