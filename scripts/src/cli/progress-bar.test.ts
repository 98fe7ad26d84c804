import { describe, expect, it } from 'vitest';
import { renderProgress } from './progress-bar.ts';

describe('renderProgress', () => {
  it('shows the share done, counts, rate and time left', () => {
    expect(renderProgress({ processed: 250_000, total: 1_000_000, elapsedMs: 2_500, eventsPerSecond: 100_000 }, 10)).toBe(
      '[###-------]  25% 250,000/1,000,000 events  100,000 events/s  ETA 8 s',
    );
  });

  it('shows the elapsed time once complete, also when more arrived than counted at the start', () => {
    expect(renderProgress({ processed: 1_200, total: 1_000, elapsedMs: 1_500, eventsPerSecond: 800 }, 4)).toBe(
      '[####] 100% 1,200/1,200 events  800 events/s  1.5 s',
    );
  });

  it('treats an empty log as done', () => {
    expect(renderProgress({ processed: 0, total: 0, elapsedMs: 0, eventsPerSecond: 0 }, 4)).toMatch(/^\[####\] 100% 0\/0 events/);
  });
});
