import { describe, expect, it } from 'vitest';
import { nextRestartDelay } from './restart-policy.ts';

describe('nextRestartDelay', () => {
  it('waits a second the first time, then doubles up to 30 s while the process keeps dying young', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 8; i++) delays.push((delay = nextRestartDelay(delay, 500)));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from a second after a process that ran for a while', () => {
    expect(nextRestartDelay(30_000, 61_000)).toBe(1_000);
  });
});
