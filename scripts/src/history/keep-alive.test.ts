import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepAliveTimes } from './keep-alive.ts';

const MINUTE = 60_000;

describe('keep-alive heartbeats of a generated device', () => {
  it('fills every silence longer than 55 minutes, so no gap between signals reaches the hour that means offline', () => {
    const signals = [10 * MINUTE, 200 * MINUTE, 230 * MINUTE];
    const beats = keepAliveTimes(signals, 0, 360 * MINUTE);
    expect(beats).toEqual([65, 120, 175, 285, 340].map((m) => m * MINUTE));
    const all = [0, ...signals, ...beats, 360 * MINUTE].sort((a, b) => a - b);
    const gaps = all.slice(1).map((t, i) => t - all[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(KEEP_ALIVE_MS);
  });

  it('adds nothing to a device that reports often enough', () => {
    expect(keepAliveTimes([30 * MINUTE, 80 * MINUTE, 130 * MINUTE], 0, 180 * MINUTE)).toEqual([]);
  });

  it('carries the previous day over: a silence that started yesterday counts', () => {
    expect(keepAliveTimes([], -50 * MINUTE, 10 * MINUTE)).toEqual([5 * MINUTE]);
  });
});
