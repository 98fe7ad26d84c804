import type { Logger } from '../change-set.ts';

export interface ClockTimerOptions {
  /** How often to tick. */
  intervalMs: number;
  logger: Logger;
  /** The clock a tick reads (default the system's). */
  now?: (() => Date) | undefined;
  /** Asked before each beat; a beat it answers false to is skipped (see clock-hold.ts). Default: always tick. */
  mayTick?: (() => Promise<boolean>) | undefined;
}

/** What each timer's caller passes: the options above, with the interval optional (each timer has its default). */
export type ClockTimerSettings = Omit<ClockTimerOptions, 'intervalMs'> & { intervalMs?: number };

/**
 * The clock half of a reactor: a rule that holds by time passing alone (a call past its
 * max SLA, a device silent past its threshold), checked every `intervalMs`. A tick never
 * overlaps the one before (a slow database skips beats instead of piling them up), a
 * failed tick is logged and the next one tries again, and `stop` waits for the running one.
 */
export abstract class ClockTimer {
  readonly #name: string;
  readonly #intervalMs: number;
  readonly #logger: Logger;
  protected readonly now: () => Date;
  readonly #mayTick: () => Promise<boolean>;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;

  protected constructor(name: string, options: ClockTimerOptions) {
    this.#name = name;
    this.#intervalMs = options.intervalMs;
    this.#logger = options.logger;
    this.now = options.now ?? (() => new Date());
    this.#mayTick = options.mayTick ?? (async () => true);
  }

  /** Does the work due at `now`; answers how many events it stored. */
  abstract tick(now?: Date): Promise<number>;

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.#mayTick()
        .then((may) => (may ? this.tick() : 0))
        .catch((error: unknown) => {
          this.#logger.warn(`${this.#name}: ${String(error)}`);
          return 0;
        })
        .finally(() => (this.#running = null));
    }, this.#intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
