import type { NewEvent, RecordedEvent } from '@facility/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ProjectionMemory } from './engine/projection-memory.ts';
import type { ReadModelDatabase } from './read-model-database.ts';

/** Events a reactor decided on, by stream, in the order it decided them. */
export type EmittedEvents = { streamId: string; events: NewEvent[] }[];

/** A reactor's outputs as appends: consecutive outputs for one stream go in one write; order is kept either way. */
export function emittedOf(outputs: readonly { streamId: string; event: NewEvent }[]): EmittedEvents {
  const emitted: EmittedEvents = [];
  for (const output of outputs) {
    const last = emitted.at(-1);
    if (last && last.streamId === output.streamId) last.events.push(output.event);
    else emitted.push({ streamId: output.streamId, events: [output.event] });
  }
  return emitted;
}

/** Which sites and rooms a batch changed: the live hub pushes updates to exactly these. */
export interface ChangeScope {
  siteIds: string[];
  roomIds: string[];
  /**
   * Events a reactor decided on: the projector appends them in the same transaction as the
   * reactor's state and checkpoint. Their ids must derive from the causing events, so a
   * batch that is applied again (after a crash or a rebuild) stores nothing twice.
   */
  emitted?: EmittedEvents;
}

/**
 * A rebuild from position 0 that folds page after page in memory and writes its rows now
 * and then, while it goes on folding, instead of applying each page in a transaction of its
 * own (see {@link ProjectionDefinition.rebuildInMemory}). Page by page, the same room's
 * state is read and written back for every page that touches it, and an hour's counters
 * are upserted once per page; in memory, each row is written about once per take, and
 * nothing is read back.
 *
 * The contract that keeps it honest: once a take is written, the tables hold exactly what
 * applying the same events page by page would have left (the rebuild tests compare every
 * row with the live projector's). A fold that throws is given up: the rebuild applies the
 * pages since the last take again, page by page, where a poison event goes to the dead letters.
 */
export interface InMemoryRebuild {
  /**
   * Folds the next events of the projection's types, in log order. May read back rows it
   * let go of from memory once they were written. Returns the events a reactor decided on,
   * which the rebuild appends at once (their ids derive from their causes, as in `apply`).
   */
  fold(db: Kysely<ReadModelDatabase>, events: readonly RecordedEvent[]): Promise<EmittedEvents>;
  /** Rows folded and not written yet: the rebuild writes when the total passes its bound. */
  pending(): number;
  /**
   * Takes everything folded since the last take, as it is at this moment, and returns its
   * write. Folding goes on while the write runs; the rebuild runs one write at a time, in
   * a transaction with the checkpoint of the page it was taken at.
   */
  take(): HeldWrite;
}

/** The rows an in-memory rebuild held at a take, written in the caller's transaction. */
export type HeldWrite = (trx: Transaction<ReadModelDatabase>) => Promise<void>;

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
  /**
   * The projector applies the pages of one lane's projections that come in together in one
   * transaction, which ends with its slowest member. The live board's light projections
   * take the `live` lane, so their messages do not wait for the hourly counters' and the
   * reactors' folds; the others share the default lane.
   */
  readonly lane?: 'live';
  /** Tables holding only this projection's rows; emptied before a rebuild. */
  readonly tables: readonly (keyof ReadModelDatabase & string)[];
  /**
   * `memory`: the rows the projection's owner keeps between pages (see
   * {@link ProjectionMemory}); without it, every row the page needs is read from the tables.
   */
  apply(trx: Transaction<ReadModelDatabase>, events: readonly RecordedEvent[], memory?: ProjectionMemory): Promise<ChangeScope>;
  /**
   * A fresh in-memory fold for a rebuild from position 0, its tables just emptied (see
   * {@link InMemoryRebuild}). Projections without one are rebuilt page by page with `apply`.
   */
  rebuildInMemory?(): InMemoryRebuild;
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
