/**
 * A FIFO mutex. PGlite is one connection in one process, so everything that talks to it
 * takes turns; a transaction holds the turn from BEGIN to COMMIT.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    return release;
  }
}
