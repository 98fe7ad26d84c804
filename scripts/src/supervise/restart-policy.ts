/** How long to wait before restarting a process that died: 1 s, doubling up to 30 s. */
export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A process that ran this long before it died counts as healthy: the delay starts again. */
  healthyAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 60_000 };

/** Pure: the delay before the next start, given the previous delay (null before any) and how long the process ran. */
export function nextRestartDelay(previousDelayMs: number | null, ranForMs: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): number {
  if (previousDelayMs === null || ranForMs >= policy.healthyAfterMs) return policy.firstDelayMs;
  return Math.min(policy.maxDelayMs, previousDelayMs * 2);
}

/**
 * The exit code of a server that could not start on its configuration (sysexits' EX_CONFIG,
 * `EXIT_CONFIG` in services/api/src/server-start.ts): the port taken, the data folder in
 * use, no such database. Starting it again cannot help, so it is not restarted.
 */
export const CONFIG_EXIT_CODE = 78;
