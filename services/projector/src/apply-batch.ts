import type { RecordedEvent } from '@facility/contracts';
import { compareCheckpoints, isTransientDatabaseError, type Checkpoint, type Database, type TransactionalAppender } from '@facility/event-store';
import {
  advanceCheckpoint,
  CheckpointConflictError,
  forgetUnlessCommitted,
  insertDeadLetter,
  type ProjectionMemory,
  type ChangeScope,
  type ProjectionDefinition,
  type ReadModelDatabase,
} from '@facility/projections';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from './change-set.ts';
import { retryOnStreamOrder } from './stream-order-retry.ts';

/**
 * What to do with an event the projection cannot apply:
 * - `dead-letter`: park it in `projection_dead_letters`, move on, report it in health;
 * - `stop`: halt the projection at the event before it, so an operator can fix and resume.
 */
export type PoisonPolicy = 'dead-letter' | 'stop';

/** The projection halted on an event (policy `stop`). */
export class ProjectionHaltedError extends Error {
  override readonly name = 'ProjectionHaltedError';
  readonly projection: string;
  readonly event: RecordedEvent;
  constructor(projection: string, event: RecordedEvent, cause: unknown) {
    super(`${projection} stopped at event ${event.id} (${event.type}, position ${event.globalPosition}): ${String(cause)}`, {
      cause,
    });
    this.projection = projection;
    this.event = event;
  }
}

export interface AppliedBatch {
  checkpoint: Checkpoint;
  scope: ChangeScope;
  deadLettered: number;
}

export const checkpointOf = (event: RecordedEvent): Checkpoint => ({
  transactionId: event.transactionId,
  position: event.globalPosition,
});

/** Where a batch moves its checkpoint from `from`: past its last event, or to `upTo` when a typed read skipped events after it. */
export function batchEnd(events: readonly RecordedEvent[], from: Checkpoint, upTo: Checkpoint | null): Checkpoint {
  const last = events.at(-1);
  const after = last ? checkpointOf(last) : from;
  return upTo && compareCheckpoints(upTo, after) > 0 ? upTo : after;
}

/**
 * Failures that say nothing about the events: another owner moved the checkpoint, or the
 * database went away under the transaction (a terminated backend, a restart). Such an event
 * is not poison and must not be dead-lettered or halt the projection: the runner restarts
 * from its stored checkpoint and applies it again.
 */
const mustNotBlameEvents = (error: unknown): boolean => error instanceof CheckpointConflictError || isTransientDatabaseError(error);

/** Applies events and moves the checkpoint from `from` to `to`, in one transaction. */
async function applyAndAdvance(
  db: Kysely<ReadModelDatabase>,
  projection: ProjectionDefinition,
  events: readonly RecordedEvent[],
  from: Checkpoint,
  to: Checkpoint,
  appender: TransactionalAppender | null,
  memory: ProjectionMemory | undefined,
): Promise<ChangeScope> {
  let appended = 0;
  const scope = await retryOnStreamOrder(() =>
    forgetUnlessCommitted([memory], () =>
      db.transaction().execute(async (trx) => {
        const scope = await projection.apply(trx, events, memory);
        if (scope.emitted?.length) {
          if (!appender) throw new Error(`${projection.name} emits events, but the store cannot append inside a transaction`);
          appended = await appender.appendInTransaction(trx as unknown as Transaction<unknown>, scope.emitted);
        }
        await advanceCheckpoint(trx, projection.name, from, to);
        return scope;
      }),
    ),
  );
  if (appended > 0) appender?.announceAppend();
  return scope;
}

/**
 * Applies a batch and moves the checkpoint from `from` to the batch's last event (or to
 * `upTo`, when a typed read skipped events after it) in one transaction, with the rows its
 * owner keeps (`memory`, forgotten if a transaction fails). If the batch
 * fails, it is applied again one event at a time so that a single poison event cannot
 * hold back the events around it. An empty batch only moves the checkpoint to `upTo`.
 */
export async function applyBatch(
  database: Database,
  projection: ProjectionDefinition,
  events: readonly RecordedEvent[],
  from: Checkpoint,
  policy: PoisonPolicy,
  logger: Logger,
  appender: TransactionalAppender | null = null,
  upTo: Checkpoint | null = null,
  memory?: ProjectionMemory,
): Promise<AppliedBatch> {
  const db = database.withTables<ReadModelDatabase>().db;
  const furthest = (checkpoint: Checkpoint) => (upTo && compareCheckpoints(upTo, checkpoint) > 0 ? upTo : checkpoint);
  const skipTo = async (applied: AppliedBatch): Promise<AppliedBatch> => {
    const target = furthest(applied.checkpoint);
    if (target === applied.checkpoint) return applied;
    // One statement: a round trip, where a transaction around it would take three.
    await advanceCheckpoint(db, projection.name, applied.checkpoint, target);
    return { ...applied, checkpoint: target };
  };
  const last = events.at(-1);
  if (!last) return skipTo({ checkpoint: from, scope: { siteIds: [], roomIds: [] }, deadLettered: 0 });
  try {
    const to = batchEnd(events, from, upTo);
    const scope = await applyAndAdvance(db, projection, events, from, to, appender, memory);
    return { checkpoint: to, scope, deadLettered: 0 };
  } catch (error) {
    if (mustNotBlameEvents(error)) throw error;
    // Event by event also retries a lone failing event once before giving up on it.
    logger.warn(`${projection.name}: batch of ${events.length} failed (${String(error)}); retrying event by event`);
    return skipTo(await applyOneByOne(db, projection, events, from, policy, logger, appender, memory));
  }
}

async function applyOneByOne(
  db: Kysely<ReadModelDatabase>,
  projection: ProjectionDefinition,
  events: readonly RecordedEvent[],
  from: Checkpoint,
  policy: PoisonPolicy,
  logger: Logger,
  appender: TransactionalAppender | null,
  memory: ProjectionMemory | undefined,
): Promise<AppliedBatch> {
  const sites = new Set<string>();
  const rooms = new Set<string>();
  let checkpoint = from;
  let deadLettered = 0;
  for (const event of events) {
    const next = checkpointOf(event);
    try {
      const scope = await applyAndAdvance(db, projection, [event], checkpoint, next, appender, memory);
      scope.siteIds.forEach((id) => sites.add(id));
      scope.roomIds.forEach((id) => rooms.add(id));
    } catch (error) {
      if (mustNotBlameEvents(error)) throw error;
      if (policy === 'stop') throw new ProjectionHaltedError(projection.name, event, error);
      logger.error(
        `${projection.name}: event ${event.id} (${event.type}, position ${event.globalPosition}) sent to dead letters: ${String(error)}`,
      );
      await db.transaction().execute(async (trx) => {
        await insertDeadLetter(trx, projection.name, event, error);
        await advanceCheckpoint(trx, projection.name, checkpoint, next);
      });
      deadLettered++;
    }
    checkpoint = next;
  }
  return { checkpoint, scope: { siteIds: [...sites], roomIds: [...rooms] }, deadLettered };
}
