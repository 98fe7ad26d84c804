import { describe, expect, it } from 'vitest';
import { SharedPageReader } from './shared-pages.ts';
import type { SubscriptionSource } from './subscription.ts';
import { MemoryLog } from './testing/memory-log.ts';
import { START, type Checkpoint, type ReadAllResult } from './types.ts';

const ids = (page: ReadAllResult) => page.events.map((event) => event.id);
const at = (position: number): Checkpoint => ({ transactionId: position, position });

describe('SharedPageReader', () => {
  it('sends one untyped read for every subscriber at the same checkpoint, and filters it per subscriber', async () => {
    const log = new MemoryLog();
    ['A', 'B', 'A', 'C'].forEach((type) => log.append(type));
    const reader = new SharedPageReader(log);
    const [all, onlyA, onlyC] = await Promise.all([
      reader.readAll({ after: START, maxCount: 10 }),
      reader.readAll({ after: START, maxCount: 10, types: ['A'] }),
      reader.readAll({ after: START, maxCount: 10, types: ['C'] }),
    ]);
    expect(log.reads).toHaveLength(1);
    expect(ids(all)).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(ids(onlyA)).toEqual(['e1', 'e3']);
    expect(ids(onlyC)).toEqual(['e4']);
    expect(onlyA.checkpoint).toEqual(at(4));

    // Typed subscribers at the end of that page share the next read and skip other types.
    log.append('B');
    log.append('A');
    const [typedA, typedC, untyped] = await Promise.all([
      reader.readAll({ after: at(4), maxCount: 10, types: ['A'] }),
      reader.readAll({ after: at(4), maxCount: 10, types: ['C'] }),
      reader.readAll({ after: at(4), maxCount: 10 }),
    ]);
    expect(log.reads).toHaveLength(2);
    expect(log.reads[1]!.types).toBeUndefined();
    expect(ids(typedA)).toEqual(['e6']);
    expect(ids(typedC)).toEqual([]);
    expect(typedC.checkpoint).toEqual(at(6));
    expect(ids(untyped)).toEqual(['e5', 'e6']);
  });

  it('lets a typed subscriber away from the others read only its own types', async () => {
    const log = new MemoryLog();
    ['A', 'B', 'B', 'A', 'B'].forEach((type) => log.append(type));
    const reader = new SharedPageReader(log);
    const page = await reader.readAll({ after: START, maxCount: 10, types: ['A'] });
    expect(log.reads).toEqual([{ after: START, maxCount: 10, types: ['A'] }]);
    expect(ids(page)).toEqual(['e1', 'e4']);
    expect(page.checkpoint).toEqual(at(5));

    // It found the head: the next subscriber there reads the shared page.
    log.append('B');
    await reader.readAll({ after: at(5), maxCount: 10, types: ['B'] });
    expect(log.reads[1]!.types).toBeUndefined();
  });

  it('reads again rather than hand out an idle page older than the append token', async () => {
    const log = new MemoryLog();
    log.append('A');
    const reader = new SharedPageReader(log);
    expect(ids(await reader.readAll({ after: at(1), maxCount: 10 }))).toEqual([]);
    // Nothing was appended since: the idle page is still the truth.
    expect(ids(await reader.readAll({ after: at(1), maxCount: 10 }))).toEqual([]);
    expect(log.reads).toHaveLength(1);

    log.append('B');
    // A subscriber that takes its token now would sleep past e2 if handed the old idle page.
    expect(ids(await reader.readAll({ after: at(1), maxCount: 10 }))).toEqual(['e2']);
    expect(log.reads).toHaveLength(2);
  });

  it('shares a page that moves subscribers on even after later appends', async () => {
    const log = new MemoryLog();
    log.append('A');
    const reader = new SharedPageReader(log);
    await reader.readAll({ after: START, maxCount: 10 });
    log.append('A');
    // Behind the newest append, yet a page that ends at e1 skips nothing: e2 comes next time.
    expect(ids(await reader.readAll({ after: START, maxCount: 10 }))).toEqual(['e1']);
    expect(log.reads).toHaveLength(1);
  });

  it('asks again after a page that found events held back, but shares it while in flight', async () => {
    const log = new MemoryLog();
    log.pending = true;
    const reader = new SharedPageReader(log);
    log.hold();
    const both = Promise.all([reader.readAll({ after: START, maxCount: 10 }), reader.readAll({ after: START, maxCount: 10 })]);
    log.release();
    expect((await both).map((page) => page.pending)).toEqual([true, true]);
    expect(log.reads).toHaveLength(1);

    log.pending = false;
    log.append('A');
    const later = await reader.readAll({ after: START, maxCount: 10 });
    expect(log.reads).toHaveLength(2);
    expect(later).toMatchObject({ pending: false, events: [{ id: 'e1' }] });
  });

  it('does not keep a failed read', async () => {
    const log = new MemoryLog();
    log.append('A');
    let fail = true;
    const source: SubscriptionSource = {
      readAll: (options) => (fail ? Promise.reject(new Error('connection lost')) : log.readAll(options)),
      appendToken: () => log.appendToken(),
      waitForAppend: (options) => log.waitForAppend(options),
    };
    const reader = new SharedPageReader(source);
    await expect(reader.readAll({ after: START, maxCount: 10 })).rejects.toThrow('connection lost');
    fail = false;
    expect(ids(await reader.readAll({ after: START, maxCount: 10 }))).toEqual(['e1']);
  });

  it('keeps a page for a short while only', async () => {
    const log = new MemoryLog();
    log.append('A');
    let now = 0;
    const reader = new SharedPageReader(log, () => now);
    await reader.readAll({ after: START, maxCount: 10 });
    now = 1_000;
    await reader.readAll({ after: START, maxCount: 10 });
    expect(log.reads).toHaveLength(1);
    now = 5_000;
    await reader.readAll({ after: START, maxCount: 10 });
    expect(log.reads).toHaveLength(2);
  });
});
