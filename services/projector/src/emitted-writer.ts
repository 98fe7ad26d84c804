import { canAppendInTransaction, type EventStore, type TransactionalAppender } from '@facility/event-store';

/**
 * How a reactor's decided events reach the log. On PostgreSQL they are appended in the
 * read-model transaction that records the reactor's state and checkpoint: all or nothing.
 * A store that cannot join that transaction (KurrentDB) gets them appended just before it
 * commits: if the commit then fails, the events are already in the log, and applying the
 * batch again decides the same events with the same ids (derived from their causes), which
 * the store skips as duplicates. At least once, never twice.
 */
export function emittedWriterFor(store: EventStore): TransactionalAppender {
  if (canAppendInTransaction(store)) return store;
  return {
    async appendInTransaction(_trx, writes) {
      let appended = 0;
      for (const write of writes) appended += (await store.append(write.streamId, write.events)).appended;
      return appended;
    },
    // The store's own append wakes its readers.
    announceAppend() {},
  };
}
