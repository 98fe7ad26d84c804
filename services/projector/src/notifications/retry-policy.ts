/**
 * When a failed notification is tried again: exponential back-off, 5 s, 30 s, 2 min,
 * 10 min, then hourly; after {@link MAX_ATTEMPTS} attempts it is given up (failed).
 */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The next attempt after attempt number `attempt` (1-based) failed at `now`; null once given up. */
export function nextAttemptAt(attempt: number, now: Date): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.max(0, attempt - 1)]!;
  return new Date(now.getTime() + delay);
}

/** What an attempt came to: delivered, worth another try, or refused for good (a 4xx that retrying cannot fix). */
export type AttemptOutcome = { ok: true; detail: string } | { ok: false; retry: boolean; error: string };

/**
 * An HTTP status as an outcome: 2xx delivered; 408, 429 and 5xx retried; any other status
 * refused for good (other 4xx, and redirects, which are not followed: a webhook URL must
 * name the endpoint itself).
 */
export function outcomeOfStatus(status: number): AttemptOutcome {
  if (status >= 200 && status < 300) return { ok: true, detail: `HTTP ${status}` };
  const retry = status === 408 || status === 429 || status >= 500;
  return { ok: false, retry, error: `HTTP ${status}` };
}
