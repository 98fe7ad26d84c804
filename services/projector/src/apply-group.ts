import type { RecordedEvent } from '@facility/contracts';
import type { Checkpoint, Database, TransactionalAppender } from '@facility/event-store';
import { advanceCheckpoints, forgetUnlessCommitted, type ChangeScope, type ProjectionDefinition, type ProjectionMemory, type ReadModelDatabase } from '@facility/projections';
import type { Transaction } from 'kysely';
import { applyBatch, batchEnd, type AppliedBatch, type PoisonPolicy } from './apply-batch.ts';
import type { Logger } from './change-set.ts';
import { retryOnStreamOrder } from './stream-order-retry.ts';

/** A projection's page to apply: its events, and its checkpoint's move from `from` to `upTo` (or past its last event). */
export interface PageToApply {
  projection: ProjectionDefinition;
  events: readonly RecordedEvent[];
  from: Checkpoint;
  upTo: Checkpoint;
  /** The rows the projection's owner keeps between pages (see `ProjectionMemory`). */
  memory?: ProjectionMemory;
}

interface Waiting extends PageToApply {
  resolve(applied: AppliedBatch): void;
  reject(error: unknown): void;
}

const NO_SCOPE: ChangeScope = { siteIds: [], roomIds: [] };

/**
 * Applies the pages that the projector's runners hand in at the same time in one
 * transaction per lane (`ProjectionDefinition.lane`), with one statement moving all their
 * checkpoints.
 *
 * One append wakes every projection at once: each reads the same shared page and used to
 * apply its part in a transaction of its own, a begin, its statements, a checkpoint move
 * and a commit each, fifteen commits (and fifteen WAL flushes) for one ingested event.
 * Pages handed in during the same turn of the event loop now go together: one begin, each
 * projection's statements, one checkpoint statement, one commit.
 *
 * What stays each projection's own: a page is applied whole with its checkpoint or not at
 * all, as before; if anything in the shared transaction fails (a poison event, a
 * checkpoint another owner moved, the database going away), nothing of it is kept and
 * every page is applied again on its own with {@link applyBatch}, where a poison event
 * goes to the dead letters (or halts its projection) and the others go on as they would
 * have alone.
 */
export class ApplyGroup {
  readonly #database: Database;
  readonly #appender: TransactionalAppender;
  readonly #policy: PoisonPolicy;
  readonly #logger: Logger;
  /** By lane: the pages handed in during this turn. */
  readonly #waiting = new Map<string, Waiting[]>();

  constructor(database: Database, appender: TransactionalAppender, options: { poisonPolicy: PoisonPolicy; logger: Logger }) {
    this.#database = database;
    this.#appender = appender;
    this.#policy = options.poisonPolicy;
    this.#logger = options.logger;
  }

  /** Applies the page, with the others of its lane handed in during this turn; resolves once it is committed. */
  apply(page: PageToApply): Promise<AppliedBatch> {
    return new Promise<AppliedBatch>((resolve, reject) => {
      const lane = page.projection.lane ?? 'default';
      const waiting = this.#waiting.get(lane);
      if (waiting) {
        waiting.push({ ...page, resolve, reject });
        return;
      }
      this.#waiting.set(lane, [{ ...page, resolve, reject }]);
      // The first page of a lane in this turn: the runners woken by one shared read hand
      // theirs in one after the other within the same turn, and the next turn finds them all.
      setImmediate(() => {
        const group = this.#waiting.get(lane)!;
        this.#waiting.delete(lane);
        void this.#run(group);
      });
    });
  }

  async #run(group: readonly Waiting[]): Promise<void> {
    if (group.length > 1) {
      try {
        const applied = await this.#applyTogether(group);
        group.forEach((page, index) => page.resolve(applied[index]!));
        return;
      } catch (error) {
        // Each page on its own says whose failure it was; the others are not held back by it.
        this.#logger.warn(`${group.length} pages applied together failed (${String(error)}); applying each on its own`);
      }
    }
    await Promise.all(group.map((page) => this.#applyAlone(page).then(page.resolve, page.reject)));
  }

  #applyAlone({ projection, events, from, upTo, memory }: PageToApply): Promise<AppliedBatch> {
    return applyBatch(this.#database, projection, events, from, this.#policy, this.#logger, this.#appender, upTo, memory);
  }

  async #applyTogether(group: readonly PageToApply[]): Promise<AppliedBatch[]> {
    const db = this.#database.withTables<ReadModelDatabase>().db;
    const moves = group.map(({ projection, events, from, upTo }) => ({ name: projection.name, expected: from, next: batchEnd(events, from, upTo) }));
    const results = (scopes: readonly ChangeScope[]) =>
      scopes.map((scope, index) => ({ checkpoint: moves[index]!.next, scope: { siteIds: scope.siteIds, roomIds: scope.roomIds }, deadLettered: 0 }));
    // Checkpoint moves alone are one statement: no transaction around it.
    if (group.every((page) => page.events.length === 0)) {
      await advanceCheckpoints(db, moves);
      return results(group.map(() => NO_SCOPE));
    }
    let appended = 0;
    const scopes = await retryOnStreamOrder(() =>
      forgetUnlessCommitted(
        group.map((page) => page.memory),
        () =>
          db.transaction().execute(async (trx) => {
            const scopes: ChangeScope[] = [];
            for (const { projection, events, memory } of group) scopes.push(events.length > 0 ? await projection.apply(trx, events, memory) : NO_SCOPE);
            // The reactors' events go in one append: it locks all their streams in key order, as
            // every append does, so this transaction cannot deadlock with an append beside it.
            const emitted = scopes.flatMap((scope) => scope.emitted ?? []);
            if (emitted.length > 0) appended = await this.#appender.appendInTransaction(trx as unknown as Transaction<unknown>, emitted);
            await advanceCheckpoints(trx, moves);
            return scopes;
          }),
      ),
    );
    if (appended > 0) this.#appender.announceAppend();
    return results(scopes);
  }
}
