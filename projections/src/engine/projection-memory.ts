/**
 * Rows a projection keeps in memory between the pages it applies, so that a page reads
 * back from its tables only the rows it has not met yet (under single-event load the state
 * loads were about a fifth of the projector's statements, one per projection and page).
 *
 * What it may hold is the contract: exactly the rows as the last committed transaction left
 * them. The projector keeps one per runner and ownership term (a new owner, a restart or a
 * rebuild starts from nothing), and forgets it whenever a transaction that applied a page
 * with it did not commit, since a fold changes the state it folds into before its rows are
 * written. Only the owner writes a projection's tables, so nothing else can make it stale.
 *
 * Without one (`apply(trx, events)`: rebuilds page by page, what-if and time travel, tests),
 * `apply` gets a fresh memory and reads every row it needs, as before.
 */
export class ProjectionMemory {
  #state: unknown = undefined;

  /**
   * The state kept since the last {@link forget}, or a new one from `create`. A state that
   * has grown past {@link MEMORY_ROWS} rows (by `size`) starts afresh: its rows are all
   * stored, so any of them can be read back.
   */
  recall<T>(create: () => T, size: (state: T) => number): T {
    if (this.#state !== undefined && size(this.#state as T) > MEMORY_ROWS) this.#state = undefined;
    return (this.#state ??= create()) as T;
  }

  /** Drops everything kept: the next page reads its rows from the tables again. */
  forget(): void {
    this.#state = undefined;
  }
}

/**
 * A projection's kept rows beyond which its memory starts afresh. Enough for every room,
 * device and open call of a large organisation (a few kilobytes a row at most: a counter's
 * hourly profile), small beside the API's memory budget.
 */
export const MEMORY_ROWS = 20_000;

/** The keys `kept` does not hold: the ones a page must read from the tables. */
export function unknownKeys(keys: Iterable<string>, kept: ReadonlyMap<string, unknown>): string[] {
  const unknown: string[] = [];
  for (const key of keys) if (!kept.has(key)) unknown.push(key);
  return unknown;
}

/**
 * Runs a transaction that applies pages with these memories, and forgets them all if it
 * fails: its folds may have changed what they hold, and nothing of it was stored.
 */
export async function forgetUnlessCommitted<T>(memories: Iterable<ProjectionMemory | undefined>, transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (error) {
    for (const memory of memories) memory?.forget();
    throw error;
  }
}
