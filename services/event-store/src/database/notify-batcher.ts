/** One statement's worth of notifications: each `pg_notify` takes a row of these arrays. */
export type SendNotifications = (channels: string[], payloads: string[]) => Promise<void>;

/** The statement both engines send: one `pg_notify` per pair, in the arrays' order. */
export const NOTIFY_MANY_SQL = 'select pg_notify(c, p) from unnest($1::text[], $2::text[]) as n(c, p)';

/** Payloads stay under 8000 bytes each: 200 of them keep a statement's parameters under 1.6 MB. */
const MAX_PER_STATEMENT = 200;

interface Pending {
  channel: string;
  payload: string;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Sends the NOTIFYs asked for in the same turn of the event loop in one statement, in the
 * order asked for. Statements of different turns do not wait for each other, as separate
 * NOTIFYs did not: one held in flight at a time queued the live board's messages behind
 * the others under load (`bench:live` p50 66-121 ms against 67-90 ms in the same hour).
 *
 * Why: after one append, the projector's runners each publish their change set in the same
 * turn (up to fifteen), and every NOTIFY was a round trip of its own. Like NOTIFY in one
 * transaction, a statement delivers identical notifications (same channel and payload)
 * once, which none of our channels minds: their messages are idempotent.
 */
export class NotifyBatcher {
  readonly #send: SendNotifications;
  #queue: Pending[] = [];

  constructor(send: SendNotifications) {
    this.#send = send;
  }

  /** Resolves once the statement carrying it has run (listeners hear it when that commits). */
  notify(channel: string, payload: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ channel, payload, resolve, reject });
      // The first of a turn schedules the send; the rest of the turn joins it.
      if (this.#queue.length === 1) setImmediate(() => this.#flush());
    });
  }

  #flush(): void {
    const queued = this.#queue;
    this.#queue = [];
    void this.#sendInTurn(queued);
  }

  /** A turn's statements go one after the other (there are more than one past 200), so its notifications keep their order. */
  async #sendInTurn(queued: readonly Pending[]): Promise<void> {
    for (let start = 0; start < queued.length; start += MAX_PER_STATEMENT) {
      const batch = queued.slice(start, start + MAX_PER_STATEMENT);
      try {
        await this.#send(
          batch.map((pending) => pending.channel),
          batch.map((pending) => pending.payload),
        );
        for (const pending of batch) pending.resolve();
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
  }
}
