import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { CONFIG_EXIT_CODE, nextRestartDelay } from '../supervise/restart-policy.ts';

/**
 * util-linux's setpriv (Debian's util-linux, always installed): started through it, a
 * process gets SIGTERM from the kernel when the orchestrator dies, even by kill -9, so a
 * crashed `npm run cluster` leaves no node behind holding ports and projection locks.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) ?? null;

/** The command line that starts `command` tied to this process's life, where the system allows it. */
export function tiedToParent(command: string, args: string[], setpriv: string | null = SETPRIV): [string, string[]] {
  return setpriv ? [setpriv, ['--pdeathsig', 'TERM', '--', command, ...args]] : [command, args];
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedProcessOptions {
  name: string;
  command: string;
  args: string[];
  /** The whole environment of the process. */
  env: NodeJS.ProcessEnv;
  /**
   * Start it again when it dies (not when stopped, nor when it exits with the configuration
   * error code), after 1 s doubling up to 30 s.
   */
  restart: boolean;
  /** Every line the process writes. */
  onLine(name: string, line: string): void;
  /** What happens to the process (exited, started again). */
  onNotice(name: string, message: string): void;
}

/** Stops taking longer than this end with SIGKILL. */
export const STOP_DEADLINE_MS = 20_000;

/**
 * One process of the cluster: started, watched, started again when it dies (if asked),
 * killed on demand (fault tests), stopped for good. Its output goes line by line to
 * `onLine`. It runs in a process group of its own, so a Ctrl-C in the terminal reaches only
 * the orchestrator, which stops the nodes in order.
 */
export class ManagedProcess {
  readonly name: string;
  readonly #options: ManagedProcessOptions;
  #child: ChildProcess | null = null;
  #stopped = false;
  #delay: number | null = null;
  #restartTimer: NodeJS.Timeout | null = null;
  #waiters: ((exit: ProcessExit) => void)[] = [];
  /** How many times the process ended (killed, crashed or stopped). */
  exits = 0;
  /** How many times it was started again after dying. */
  restarts = 0;
  lastExit: ProcessExit | null = null;

  constructor(options: ManagedProcessOptions) {
    this.name = options.name;
    this.#options = options;
  }

  /** The running process's id, null between a death and its restart. */
  get pid(): number | null {
    return this.#child?.pid ?? null;
  }

  get running(): boolean {
    return this.#child !== null;
  }

  start(): void {
    if (this.#child) return;
    this.#stopped = false;
    const startedAt = Date.now();
    const [command, args] = tiedToParent(this.#options.command, this.#options.args);
    const child = spawn(command, args, { env: this.#options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.#child = child;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => this.#options.onLine(this.name, line));
    }
    let ended = false;
    const end = (exit: ProcessExit, how: string) => {
      if (ended) return;
      ended = true;
      this.#child = null;
      this.exits++;
      this.lastExit = exit;
      const waiters = this.#waiters;
      this.#waiters = [];
      for (const resolve of waiters) resolve(exit);
      if (this.#stopped) return;
      if (!this.#options.restart) {
        this.#options.onNotice(this.name, `${how}; not started again (--no-restart)`);
        return;
      }
      if (exit.code === CONFIG_EXIT_CODE) {
        // Its configuration is wrong (a port taken, no such database): a restart fails the same way.
        this.#options.onNotice(this.name, `${how}: its configuration is wrong; not started again`);
        return;
      }
      this.#delay = nextRestartDelay(this.#delay, Date.now() - startedAt);
      this.#options.onNotice(this.name, `${how}; starting it again in ${this.#delay / 1000} s`);
      this.#restartTimer = setTimeout(() => {
        this.#restartTimer = null;
        if (this.#stopped) return;
        this.restarts++;
        this.start();
      }, this.#delay);
    };
    child.once('exit', (code, signal) => end({ code, signal }, `exited (${signal ?? `code ${code}`})`));
    // A process that could not be started reports only an 'error' ('exit' may follow).
    child.once('error', (error) => end({ code: null, signal: null }, `failed to start (${error.message})`));
  }

  /** Resolves when the running process ends (at once if none runs). */
  nextExit(): Promise<ProcessExit> {
    if (!this.#child) return Promise.resolve(this.lastExit ?? { code: null, signal: null });
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Sends `signal` (default SIGKILL: a crash); the process is started again if restarts are on. */
  kill(signal: NodeJS.Signals = 'SIGKILL'): boolean {
    return this.#child?.kill(signal) ?? false;
  }

  /** Stops it for good: SIGTERM, then SIGKILL if it has not ended within `deadlineMs`. */
  async stop(deadlineMs = STOP_DEADLINE_MS): Promise<ProcessExit | null> {
    this.#stopped = true;
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    this.#restartTimer = null;
    if (!this.#child) return null;
    const exited = this.nextExit();
    this.#child.kill('SIGTERM');
    const deadline = setTimeout(() => this.#child?.kill('SIGKILL'), deadlineMs);
    try {
      return await exited;
    } finally {
      clearTimeout(deadline);
    }
  }

  /** Stops it (SIGTERM) and starts it again: a rolling restart of one node. */
  async restart(): Promise<void> {
    await this.stop();
    this.#delay = null;
    this.start();
  }

  /** The last resort when the orchestrator itself is exiting: SIGKILL, synchronously. */
  killNow(): void {
    this.#stopped = true;
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    this.#child?.kill('SIGKILL');
  }
}
