/** How long a stop may take before the process exits anyway (default 15 s). */
export const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * On SIGINT or SIGTERM: run `stop` once, then exit 0 (1 if it failed). If it has not
 * finished within `deadlineMs` (a client that never lets go, a database that does not
 * answer), the process exits with 1 anyway: a process that ignores SIGTERM keeps its
 * projection locks, and the one that replaces it would wait in standby.
 */
export function stopOnSignals(stop: () => Promise<void>, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        console.error(`Stopping took more than ${deadlineMs / 1000} s; exiting anyway`);
        process.exit(1);
      }, deadlineMs).unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
