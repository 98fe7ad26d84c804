import { describe, expect, it } from 'vitest';
import { complaintBars } from './complaint-bars.ts';

describe('complaintBars', () => {
  it('pairs labels with counts, most reported first, without zeros', () => {
    expect(complaintBars({ labels: ['dirty_floor', 'bad_smell', 'full_trash'], counts: [3, 0, 9] })).toEqual([
      { key: 'full_trash', count: 9 },
      { key: 'dirty_floor', count: 3 },
    ]);
  });

  it('is empty when nothing was reported', () => {
    expect(complaintBars({ labels: [], counts: [] })).toEqual([]);
  });
});
