/**
 * Sends the "events appended" NOTIFY after commits, outside the append transactions, and
 * at most one at a time (appends during a send are covered by one more send after it).
 *
 * Why not NOTIFY inside the append transaction: PostgreSQL serialises the commits of all
 * transactions that notify (they queue for one lock while their commit is flushed), which
 * would undo group commit's overlap of concurrent transactions. A reader in another process
 * that misses a notification (this process died right after a commit) still finds the
 * events on its next poll.
 */
export class AppendNotifier {
  readonly #send: () => Promise<void>;
  readonly #onError: (error: unknown) => void;
  #sending: Promise<void> | null = null;
  #again = false;

  constructor(send: () => Promise<void>, onError: (error: unknown) => void) {
    this.#send = send;
    this.#onError = onError;
  }

  notify(): void {
    if (this.#sending) {
      this.#again = true;
      return;
    }
    this.#sending = this.#loop().finally(() => (this.#sending = null));
  }

  /** Resolves when no send is in flight. */
  async idle(): Promise<void> {
    while (this.#sending) await this.#sending;
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      try {
        await this.#send();
      } catch (error) {
        this.#onError(error);
      }
    } while (this.#again);
  }
}
