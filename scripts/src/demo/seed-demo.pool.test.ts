import { describe, expect, it } from 'vitest';
import { pool } from './seed-demo.pool.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('pool', () => {
  it('pulls a generator one item at a time, never more than the running work needs', async () => {
    let pulled = 0;
    let running = 0;
    let mostAhead = 0;
    const done: number[] = [];
    const items = (function* () {
      for (let index = 0; index < 20; index++) {
        pulled++;
        yield index;
      }
    })();
    await pool(items, 3, async (item) => {
      running++;
      mostAhead = Math.max(mostAhead, pulled - done.length);
      await tick();
      done.push(item);
      running--;
    });
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(running).toBe(0);
    expect(mostAhead).toBeLessThanOrEqual(3);
  });

  it('starts nothing new after a failure and rejects once the work in flight settled', async () => {
    const started: number[] = [];
    let settled = 0;
    const failure = pool([0, 1, 2, 3, 4, 5, 6, 7], 2, async (item) => {
      started.push(item);
      // Item 1 fails while item 0 is still at work; nothing after it may start.
      if (item === 1) {
        settled++;
        throw new Error('refused');
      }
      await tick();
      settled++;
    });
    await expect(failure).rejects.toThrow('refused');
    expect(started).toEqual([0, 1]);
    expect(settled).toBe(2);
  });

  it('finishes at once on nothing', async () => {
    await expect(pool([], 4, async () => {})).resolves.toBeUndefined();
  });
});
