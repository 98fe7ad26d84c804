import type { NewEvent, RecordedEvent } from '@facility/contracts';
import type { Transaction } from 'kysely';
import type { ReadModelDatabase } from './read-model-database.ts';

/** Which sites and rooms a batch changed: the live hub pushes updates to exactly these. */
export interface ChangeScope {
  siteIds: string[];
  roomIds: string[];
  /**
   * Events a reactor decided on: the projector appends them in the same transaction as the
   * reactor's state and checkpoint. Their ids must derive from the causing events, so a
   * batch that is applied again (after a crash or a rebuild) stores nothing twice.
   */
  emitted?: { streamId: string; events: NewEvent[] }[];
}

/**
 * A read model kept from the global event log. The projector calls `apply` with batches in
 * global order, inside the transaction that also moves the projection's checkpoint, so a
 * batch is applied exactly once or not at all.
 *
 * Rules for implementers: be deterministic (a rebuild from position 0 must produce the same
 * rows; derive everything from the events, never from the clock); ignore event types you do
 * not know; and throw only for events you cannot process (they go to the dead letters).
 */
export interface ProjectionDefinition {
  /** Stable name: the checkpoint key and the `npm run replay -- <name>` argument. */
  readonly name: string;
  /** Bump to rebuild from position 0 on the next start (after changing `apply`'s logic). */
  readonly version: number;
  /**
   * The event types `apply` reads, when it reads few of them: the store then returns only
   * those, and the checkpoint skips the rest. Leave out to receive every event.
   */
  readonly eventTypes?: readonly string[];
  /**
   * Answers and live messages claim this projection's stored position (the API's live
   * position and kept answers: "reflects everything up to here"). Its runner then writes
   * every move of its checkpoint at once, pages without its events included, so a claim
   * never stalls behind what the answer shows; the others write such moves at most a few
   * times a second under load.
   */
  readonly positionClaimed?: boolean;
  /** Tables holding only this projection's rows; emptied before a rebuild. */
  readonly tables: readonly (keyof ReadModelDatabase & string)[];
  apply(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<ChangeScope>;
}

/** Collects the sites and rooms touched while applying a batch. */
export class ScopeCollector {
  readonly #sites = new Set<string>();
  readonly #rooms = new Set<string>();

  add(siteId: unknown, roomId: unknown): void {
    if (typeof siteId === 'string') this.#sites.add(siteId);
    if (typeof roomId === 'string') this.#rooms.add(roomId);
  }

  toScope(): ChangeScope {
    return { siteIds: [...this.#sites], roomIds: [...this.#rooms] };
  }
}
