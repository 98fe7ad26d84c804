import { ConcurrencyError, PostgresEventStore } from '@facility/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@facility/event-store/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from './command-handler.ts';
import type { Decider } from './decider.ts';
import { IllegalStateError } from './errors.ts';
import { TEST_CONTEXT } from './decider-specification.ts';

// A tiny decider: a named tally that may not exceed a limit.
type TallyEvent = { type: 'TallyIncreased'; data: { by: number } };
const tally: Decider<{ total: number }, { increaseBy: number }, TallyEvent> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => (event.type === 'TallyIncreased' ? { total: state.total + event.data.by } : state),
  decide: (command, state) => {
    if (command.increaseBy === 0) return [];
    if (state.total + command.increaseBy > 10) throw new IllegalStateError('The tally may not exceed 10');
    return [{ type: 'TallyIncreased', data: { by: command.increaseBy } }];
  },
};

describe.each(BACKENDS)('handleCommand (%s)', (backend) => {
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

  it('decides on the folded stream, appends with the actor in the metadata, and returns the new version', async () => {
    await handleCommand(store, 'tally-1', tally, { increaseBy: 3 }, TEST_CONTEXT);
    const result = await handleCommand(store, 'tally-1', tally, { increaseBy: 4 }, TEST_CONTEXT);
    expect(result).toMatchObject({ version: 2, state: { total: 7 } });
    const [first] = await store.readStream('tally-1');
    expect(first!.metadata).toMatchObject({ actor: TEST_CONTEXT.actor, source: 'admin' });
    expect(first!.occurredAt).toEqual(TEST_CONTEXT.now);
  });

  it('appends nothing for a command that changes nothing', async () => {
    const result = await handleCommand(store, 'tally-1', tally, { increaseBy: 0 }, TEST_CONTEXT);
    expect(result).toEqual({ version: 0, state: { total: 0 }, events: [] });
    expect(await store.readStream('tally-1')).toEqual([]);
  });

  it('re-decides concurrent commands on fresh state, so a rule holds across writers', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => handleCommand(store, 'tally-1', tally, { increaseBy: 3 }, TEST_CONTEXT)),
    );
    const stored = await store.readStream('tally-1');
    expect(stored.reduce((sum, event) => sum + Number(event.data.by), 0)).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(stored.length);
  });

  it('reports a conflict when the client pinned an older version', async () => {
    await handleCommand(store, 'tally-1', tally, { increaseBy: 1 }, TEST_CONTEXT);
    await expect(
      handleCommand(store, 'tally-1', tally, { increaseBy: 1 }, TEST_CONTEXT, { expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
  });
});
