import { describe, expect, it } from 'vitest';
import type { AppendOutcome, AppendRequest } from '../append-plan.ts';
import { ConcurrencyError } from '../errors.ts';
import { GroupCommitter } from './group-commit.ts';

const request = (streamId: string, events = 1): AppendRequest => ({
  streamId,
  expected: 'any',
  events: Array.from({ length: events }, (_, index) => ({
    id: `${streamId}-${index}`,
    type: 'T',
    data: {},
    metadata: {},
    occurredAt: new Date(0),
    schemaVersion: 1,
  })),
});
const ok = (requests: readonly AppendRequest[]): AppendOutcome[] =>
  requests.map((r) => ({ ok: true, result: { nextExpectedVersion: r.events.length, appended: r.events.length, duplicates: 0 } }));

/** A batch writer that records its batches and finishes each when told to. */
function controlledWriter() {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  let active = 0;
  let maxActive = 0;
  const write = async (requests: readonly AppendRequest[]) => {
    batches.push(requests.map((r) => r.streamId));
    active++;
    maxActive = Math.max(maxActive, active);
    await new Promise<void>((resolve) => pending.push(resolve));
    active--;
    return ok(requests);
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { write, batches, release: () => pending.shift()?.(), tick, maxActive: () => maxActive };
}

describe('GroupCommitter', () => {
  it('writes appends submitted together in one transaction and answers after it', async () => {
    const writer = controlledWriter();
    const committer = new GroupCommitter(writer.write);
    let answered = 0;
    const all = ['a', 'b', 'c'].map((s) => committer.submit(request(s)).then(() => answered++));
    await writer.tick();
    expect(writer.batches).toEqual([['a', 'b', 'c']]);
    expect(answered).toBe(0);
    writer.release();
    await Promise.all(all);
    expect(answered).toBe(3);
  });

  it('queues what arrives during a transaction for the next one', async () => {
    const writer = controlledWriter();
    const committer = new GroupCommitter(writer.write);
    const first = committer.submit(request('a'));
    await writer.tick();
    const later = [committer.submit(request('b')), committer.submit(request('c'))];
    await writer.tick();
    expect(writer.batches).toEqual([['a']]);
    writer.release();
    await first;
    await writer.tick();
    await writer.tick();
    expect(writer.batches).toEqual([['a'], ['b', 'c']]);
    writer.release();
    await Promise.all(later);
  });

  it('splits batches at the event limit', async () => {
    const writes: number[] = [];
    const committer = new GroupCommitter(async (requests) => {
      writes.push(requests.reduce((n, r) => n + r.events.length, 0));
      return ok(requests);
    }, { maxEvents: 5 });
    await Promise.all([committer.submit(request('a', 3)), committer.submit(request('b', 3)), committer.submit(request('c', 2))]);
    // 'c' fits beside 'a'; 'b' waits for the next transaction.
    expect(writes).toEqual([5, 3]);
  });

  it('keeps a small queue in one transaction even when two may run', async () => {
    const writer = controlledWriter();
    const committer = new GroupCommitter(writer.write, { maxConcurrent: 2 });
    const all = ['a', 'b', 'c', 'd'].map((s) => committer.submit(request(s)));
    await writer.tick();
    expect(writer.batches).toEqual([['a', 'b', 'c', 'd']]);
    const late = committer.submit(request('e'));
    await writer.tick();
    // A free slot starts at once for what arrives meanwhile.
    expect(writer.batches).toEqual([['a', 'b', 'c', 'd'], ['e']]);
    writer.release();
    writer.release();
    await Promise.all([...all, late]);
  });

  it('shares a large queue between concurrent transactions', async () => {
    const writer = controlledWriter();
    const committer = new GroupCommitter(writer.write, { maxConcurrent: 2 });
    const all = ['a', 'b', 'c', 'd'].map((s) => committer.submit(request(s, 200)));
    await writer.tick();
    expect(writer.batches).toEqual([['a', 'b'], ['c', 'd']]);
    expect(writer.maxActive()).toBe(2);
    writer.release();
    writer.release();
    await Promise.all(all);
  });

  it('never lets two transactions race for one stream', async () => {
    const writer = controlledWriter();
    const committer = new GroupCommitter(writer.write, { maxConcurrent: 2 });
    const all = ['a', 'a', 'b', 'a'].map((stream) => committer.submit(request(stream, 200)));
    await writer.tick();
    // The second transaction takes 'b' but leaves the last 'a' until the first one commits.
    expect(writer.batches).toEqual([['a', 'a'], ['b']]);
    writer.release();
    await all[0];
    await writer.tick();
    await writer.tick();
    expect(writer.batches).toEqual([['a', 'a'], ['b'], ['a']]);
    writer.release();
    writer.release();
    await Promise.all(all);
  });

  it("rejects only the caller whose expectation failed", async () => {
    const committer = new GroupCommitter(async (requests) =>
      requests.map((r): AppendOutcome =>
        r.streamId === 'bad' ? { ok: false, error: new ConcurrencyError('bad', 'no_stream', 1) } : ok([r])[0]!,
      ),
    );
    const results = await Promise.allSettled([committer.submit(request('good')), committer.submit(request('bad'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
  });

  it('retries a failed batch caller by caller so one bad request fails alone', async () => {
    const committer = new GroupCommitter(async (requests) => {
      if (requests.some((r) => r.streamId === 'broken')) throw new Error('invalid input syntax');
      return ok(requests);
    });
    const results = await Promise.allSettled(['x', 'broken', 'y'].map((s) => committer.submit(request(s))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('flush waits for everything queued', async () => {
    const writer = controlledWriter();
    const committer = new GroupCommitter(writer.write);
    let done = false;
    void committer.submit(request('a')).then(() => (done = true));
    await writer.tick();
    const flushed = committer.flush();
    writer.release();
    await flushed;
    expect(done).toBe(true);
  });
});
