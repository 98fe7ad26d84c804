import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@facility/contracts';
import type { Kysely } from 'kysely';
import type { PreparedEvent } from '../append-plan.ts';
import { appendInTransaction } from '../postgres/append-transaction.ts';
import { START, type Checkpoint, type EventStore, type Subscription } from '../types.ts';

export const newEvent = (type = 'Tested', data: Record<string, unknown> = {}): NewEvent & { id: string } => ({
  id: randomUUID(),
  type,
  data,
});

/** A live subscription from the beginning (or from `after`) that keeps every event it receives. */
export function collect(store: EventStore, after: Checkpoint = START): { seen: RecordedEvent[]; subscription: Subscription } {
  const seen: RecordedEvent[] = [];
  const subscription = store.subscribe({
    after,
    batchSize: 250,
    onEvents: async (events) => {
      seen.push(...events);
    },
  });
  return { seen, subscription };
}

class RolledBack extends Error {}

export interface SlowWriter {
  ids: string[];
  /** Resolves once its events are inserted (its transaction still open). */
  ready: Promise<void>;
  commit(): void;
  rollback(): void;
  /** Settles when its transaction has ended. */
  done: Promise<void>;
}

/**
 * A writer that appends with the production SQL and then holds its transaction open until
 * told to commit or roll back: the "slow transaction" of the ordering tests.
 */
export function openSlowWriter(db: Kysely<unknown>, streamId: string, count = 1): SlowWriter {
  const events: PreparedEvent[] = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: 'Slow',
    data: { index },
    metadata: {},
    occurredAt: new Date(),
    schemaVersion: 1,
  }));
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const done = db
    .transaction()
    .execute(async (trx) => {
      await appendInTransaction(trx, [{ streamId, events, expected: 'any' }]);
      markReady();
      if (!(await decision)) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return { ids: events.map((event) => event.id), ready, commit: () => decide(true), rollback: () => decide(false), done };
}

/** True when each event sorts strictly after the one before it in the global order. */
export function isInGlobalOrder(events: readonly RecordedEvent[]): boolean {
  return events.every(
    (event, index) =>
      index === 0 ||
      event.transactionId > events[index - 1]!.transactionId ||
      (event.transactionId === events[index - 1]!.transactionId && event.globalPosition > events[index - 1]!.globalPosition),
  );
}
