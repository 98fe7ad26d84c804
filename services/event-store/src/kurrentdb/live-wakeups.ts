import { END, excludeSystemEvents, type AllStreamSubscription, type KurrentDBClient } from '@kurrent/kurrentdb-client';

/**
 * Follows `$all` from its end, user events only, and calls `onAppend` for each event any
 * process appends: KurrentDB's counterpart of PostgreSQL's LISTEN/NOTIFY for waking readers.
 * If the subscription fails or the server ends it, it is started again after `retryMs`;
 * readers fall back to their poll meanwhile, and `onAppend` is called once it is back in case
 * they missed appends while it was down.
 */
export class LiveWakeups {
  readonly #client: KurrentDBClient;
  readonly #onAppend: () => void;
  readonly #warn: (message: string) => void;
  readonly #retryMs: number;
  #current: AllStreamSubscription | null = null;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #stopped = false;

  constructor(client: KurrentDBClient, onAppend: () => void, warn: (message: string) => void, retryMs = 1_000) {
    this.#client = client;
    this.#onAppend = onAppend;
    this.#warn = warn;
    this.#retryMs = retryMs;
  }

  start(): void {
    if (this.#stopped) return;
    const subscription = this.#client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.#current = subscription;
    let ended = false;
    const restart = (reason: string) => {
      if (ended || this.#stopped || this.#current !== subscription) return;
      ended = true;
      this.#warn(`event store: KurrentDB wake-up subscription ended (${reason}); readers poll until it is back`);
      this.#retry = setTimeout(() => {
        this.#retry = null;
        this.start();
        this.#onAppend();
      }, this.#retryMs);
      this.#retry.unref();
    };
    subscription.on('data', () => this.#onAppend());
    subscription.on('error', (error) => restart(String(error)));
    subscription.on('end', () => restart('closed by the server'));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const current = this.#current;
    this.#current = null;
    await current?.unsubscribe().catch(() => {});
  }
}
