import { setTimeout as sleep } from 'node:timers/promises';

/** The status of `url` (GET), or null when nothing answers. */
export async function statusOf(url: string, timeoutMs = 2_000): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

export interface WaitOptions {
  timeoutMs: number;
  /** Which answers count (default: 200). `() => true`: anything that answers at all. */
  accept?: (status: number) => boolean;
  /** Checked between attempts: a reason to give up at once (the process died), or null. */
  failure?: () => string | null;
  signal?: AbortSignal;
  intervalMs?: number;
}

/** Resolves once `url` answers as `accept` wants; rejects on timeout, failure or abort, naming the last answer. */
export async function waitForHealth(url: string, options: WaitOptions): Promise<void> {
  const accept = options.accept ?? ((status: number) => status === 200);
  const deadline = Date.now() + options.timeoutMs;
  let last: number | null = null;
  for (;;) {
    options.signal?.throwIfAborted();
    last = await statusOf(url);
    if (last !== null && accept(last)) return;
    const failure = options.failure?.();
    if (failure) throw new Error(failure);
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy within ${options.timeoutMs / 1000} s (last answer: ${last ?? 'none'})`);
    await sleep(options.intervalMs ?? 150, undefined, options.signal ? { signal: options.signal } : {});
  }
}
