import { afterEach, describe, expect, it } from 'vitest';
import { SharedPageReader } from './shared-pages.ts';
import { startSubscription, type SubscriptionTiming } from './subscription.ts';
import { MemoryLog } from './testing/memory-log.ts';
import type { Subscription } from './types.ts';

const TIMING: SubscriptionTiming = { pollIntervalMs: 1_000, pendingBackoffMs: [5, 200] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Subscribes from the start, collecting the size of every page handed over. */
function follow(log: MemoryLog, options: { batchSize: number; gatherMs?: number }) {
  const pages: number[] = [];
  const subscription = startSubscription(log, { ...options, onEvents: async (events) => void pages.push(events.length) }, TIMING);
  return { pages, subscription };
}

describe('startSubscription', () => {
  let running: Subscription | null = null;
  afterEach(async () => {
    await running?.stop();
    running = null;
  });

  it('at the head of a busy log, lets each page gather for gatherMs and hands over larger pages', async () => {
    const log = new MemoryLog();
    const { pages, subscription } = follow(log, { batchSize: 500, gatherMs: 40 });
    running = subscription;
    // A device event every 2 ms or so (longer on a busy machine).
    const started = performance.now();
    for (let i = 0; i < 200; i++) {
      log.append('A');
      await sleep(2);
    }
    const appendingMs = performance.now() - started;
    await sleep(100);
    expect(pages.reduce((sum, size) => sum + size, 0)).toBe(200);
    // Every read after one that returned events came at least 40 ms after it (2 ms of slack:
    // timers round to the millisecond); after an empty read, at the next append.
    const gaps = log.served.slice(1).flatMap((read, index) => (log.served[index]!.events > 0 ? [read.at - log.served[index]!.at] : []));
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(38);
    expect(pages.length).toBeLessThanOrEqual(appendingMs / 40 + 3);
  });

  it('lets a typed reader gather too when its page only moved the checkpoint past other types', async () => {
    const log = new MemoryLog();
    const pages: number[] = [];
    running = startSubscription(log, { batchSize: 500, gatherMs: 40, types: ['B'], onEvents: async (events) => void pages.push(events.length) }, TIMING);
    const started = performance.now();
    for (let i = 0; i < 200; i++) {
      log.append('A');
      await sleep(2);
    }
    const appendingMs = performance.now() - started;
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.every((size) => size === 0)).toBe(true);
    expect(log.reads.length).toBeLessThanOrEqual(2 * (appendingMs / 40 + 3));
  });

  it('without gatherMs, reads again as soon as a page is applied', async () => {
    const log = new MemoryLog();
    const { pages, subscription } = follow(log, { batchSize: 500 });
    running = subscription;
    for (let i = 0; i < 50; i++) {
      log.append('A');
      await sleep(2);
    }
    await sleep(50);
    expect(pages.reduce((sum, size) => sum + size, 0)).toBe(50);
    expect(pages.length).toBeGreaterThan(20);
  });

  it('follows a full page at once, however long gatherMs is', async () => {
    const log = new MemoryLog();
    for (let i = 0; i < 1_000; i++) log.append('A');
    const started = performance.now();
    const { pages, subscription } = follow(log, { batchSize: 100, gatherMs: 5_000 });
    running = subscription;
    while (pages.length < 10) await sleep(5);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(pages).toEqual(Array(10).fill(100));
  });

  it('a typed reader handed a filtered page of a full shared one reads on at once', async () => {
    const log = new MemoryLog();
    for (let i = 1; i <= 1_000; i++) log.append(i % 50 === 0 ? 'B' : 'A');
    const reader = new SharedPageReader(log);
    const reached = { all: 0, typed: 0 };
    const started = performance.now();
    // The untyped subscriber first, so that the typed one shares its pages from the start.
    const all = startSubscription(reader, { batchSize: 100, gatherMs: 5_000, onEvents: async (_, checkpoint) => void (reached.all = checkpoint.position) }, TIMING);
    running = startSubscription(reader, { batchSize: 100, gatherMs: 5_000, types: ['B'], onEvents: async (_, checkpoint) => void (reached.typed = checkpoint.position) }, TIMING);
    try {
      while (reached.all < 1_000 || reached.typed < 1_000) {
        expect(performance.now() - started).toBeLessThan(2_000);
        await sleep(5);
      }
      // The typed reader shared the untyped pages all the way.
      expect(log.reads.every((read) => read.types === undefined)).toBe(true);
    } finally {
      await all.stop();
    }
  });

  it('an idle reader still wakes at the first append', async () => {
    const log = new MemoryLog();
    log.append('A');
    const { pages, subscription } = follow(log, { batchSize: 500, gatherMs: 30 });
    running = subscription;
    await sleep(200); // Read the first page, gathered, found nothing more, now waits.
    const appendedAt = performance.now();
    log.append('A');
    while (pages.length < 2) await sleep(1);
    // At the append, not at the next poll (1 s later).
    expect(performance.now() - appendedAt).toBeLessThan(500);
    expect(pages).toEqual([1, 1]);
  });
});
