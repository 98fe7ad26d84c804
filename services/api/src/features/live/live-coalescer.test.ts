import { describe, expect, it } from 'vitest';
import { LiveCoalescer } from './live-coalescer.ts';

describe('LiveCoalescer', () => {
  it('merges commits of one site and kind into one push at the newest position with every touched room', () => {
    const coalescer = new LiveCoalescer();
    coalescer.add({ projection: 'room-status', position: 10, siteIds: ['s-1'], roomIds: ['r-1'] });
    coalescer.add({ projection: 'calls', position: 12, siteIds: ['s-1'], roomIds: ['r-2'] });
    coalescer.add({ projection: 'room-status', position: 11, siteIds: ['s-1', 's-2'], roomIds: ['r-1', 'r-9'] });
    const pushes = coalescer.take();
    expect(pushes.map((push) => ({ ...push, roomIds: push.roomIds && [...push.roomIds].sort() }))).toEqual([
      { siteId: 's-1', kind: 'room-status', position: 12, roomIds: ['r-1', 'r-2', 'r-9'] },
      { siteId: 's-2', kind: 'room-status', position: 11, roomIds: ['r-1', 'r-9'] },
    ]);
    expect(coalescer.size).toBe(0);
  });

  it('keeps "any room" once a commit did not list its rooms', () => {
    const coalescer = new LiveCoalescer();
    coalescer.add({ projection: 'room-status', position: 1, siteIds: ['s-1'], roomIds: null });
    coalescer.add({ projection: 'room-status', position: 2, siteIds: ['s-1'], roomIds: ['r-1'] });
    expect(coalescer.take()[0]!.roomIds).toBeNull();
  });

  it('keeps kinds apart, ignores projections that are not pushed, and holds back what is not due', () => {
    const coalescer = new LiveCoalescer();
    coalescer.add({ projection: 'room-hourly-counters', position: 5, siteIds: ['s-1'], roomIds: ['r-1'] });
    coalescer.add({ projection: 'device-status', position: 6, siteIds: ['s-1'], roomIds: ['r-1'] });
    coalescer.add({ projection: 'organisation', position: 7, siteIds: ['s-1'], roomIds: [] });
    expect(coalescer.take((push) => push.kind !== 'stats').map((push) => push.kind)).toEqual(['device-status']);
    expect(coalescer.take().map((push) => [push.kind, push.position])).toEqual([['stats', 5]]);
  });
});
