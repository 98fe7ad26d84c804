import type { RecordedEvent } from '@facility/contracts';
import { sleep } from './append-signal.ts';
import { compareCheckpoints, START, type Checkpoint, type ReadAllResult, type Subscription, type SubscribeOptions } from './types.ts';

/** What a subscription needs from a store. */
export interface SubscriptionSource {
  readAll(options: { after: Checkpoint; maxCount: number; types?: readonly string[] }): Promise<ReadAllResult>;
  appendToken(): number;
  waitForAppend(options: { since: number; timeoutMs: number; signal?: AbortSignal }): Promise<void>;
}

export interface SubscriptionTiming {
  /** Fallback poll when no notification arrives (a lost NOTIFY must not stall readers). */
  pollIntervalMs: number;
  /** First and longest back-off while an older writer holds newer events back. */
  pendingBackoffMs: readonly [number, number];
}

/**
 * Reads batches in global order and hands them to `onEvents`, one at a time. Idle, it sleeps
 * until an append is signalled or the poll interval passes: no busy loop. While newer
 * commits are held back by an older open transaction it re-reads with a short back-off,
 * because that older writer may roll back and never notify. At the head of a busy log it
 * lets the next batch gather for `gatherMs` (see {@link SubscribeOptions.gatherMs}).
 */
export function startSubscription(
  source: SubscriptionSource,
  options: SubscribeOptions,
  timing: SubscriptionTiming,
): Subscription {
  const controller = new AbortController();
  const { signal } = controller;
  const batchSize = options.batchSize ?? 500;
  const gatherMs = options.gatherMs ?? 0;
  let checkpoint = options.after ?? START;

  const loop = async () => {
    let backoff = timing.pendingBackoffMs[0];
    while (!signal.aborted) {
      const token = source.appendToken();
      const page = await source.readAll({ after: checkpoint, maxCount: batchSize, ...(options.types ? { types: options.types } : {}) });
      if (page.events.length > 0 || compareCheckpoints(page.checkpoint, checkpoint) > 0) {
        await options.onEvents(page.events as RecordedEvent[], page.checkpoint);
        checkpoint = page.checkpoint;
        backoff = timing.pendingBackoffMs[0];
        // At the head of a busy log: let the next batch gather.
        if (gatherMs > 0 && (page.atEnd ?? page.events.length < batchSize)) await sleep(gatherMs, signal);
      } else if (page.pending) {
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, timing.pendingBackoffMs[1]);
      } else {
        await source.waitForAppend({ since: token, timeoutMs: timing.pollIntervalMs, signal });
      }
    }
  };

  const done = loop().catch((error: unknown) => {
    options.onError?.(error);
    throw error;
  });
  // The caller may never await `done`; the error has been reported through onError.
  done.catch(() => {});
  return {
    done,
    async stop() {
      controller.abort();
      await done.catch(() => {});
    },
  };
}
