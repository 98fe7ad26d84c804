import type { LiveMessage } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staleQueryKeys } from './live-invalidation.ts';

const message = (patch: Partial<LiveMessage>): LiveMessage => ({ siteId: 's1', kind: 'room-status', position: 10, roomIds: ['r1', 'r2'], ...patch });

describe('what a live message makes stale', () => {
  it("a room's new state: its details and its statistics (the service log lists its calls)", () => {
    expect(staleQueryKeys(message({ kind: 'room-status' }))).toEqual([
      queryKeys.roomDetails('r1'),
      queryKeys.roomDetails('r2'),
      queryKeys.roomStats('r1'),
      queryKeys.roomStats('r2'),
    ]);
  });
  it("device health: the rooms' details only", () => {
    expect(staleQueryKeys(message({ kind: 'device-status', roomIds: ['r1'] }))).toEqual([queryKeys.roomDetails('r1')]);
  });
  it("statistics: the site's and the rooms' statistics, never another site's", () => {
    const keys = staleQueryKeys(message({ kind: 'stats', roomIds: ['r1'] }));
    expect(keys).toEqual([queryKeys.siteStats('s1'), queryKeys.roomStats('r1')]);
    expect(keys).not.toContainEqual(queryKeys.siteStats('s2'));
  });
  it("rooms' Cleandex: the site's Cleandex board only", () => {
    expect(staleQueryKeys(message({ kind: 'cleandex', roomIds: ['r1'] }))).toEqual([queryKeys.cleandex('s1')]);
  });
  it('a message without rooms may concern any room: every room is stale', () => {
    expect(staleQueryKeys(message({ kind: 'device-status', roomIds: [] }))).toEqual([queryKeys.roomDetails()]);
    expect(staleQueryKeys(message({ kind: 'stats', roomIds: [] }))).toEqual([queryKeys.siteStats('s1'), queryKeys.roomStats()]);
  });
});
