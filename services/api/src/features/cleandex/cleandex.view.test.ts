import type { CallView, CleandexRoomView, RoomRecord } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { boardRooms, seriesRows } from './cleandex.view.ts';

const score = (roomId: string, value: number, extra: Partial<CleandexRoomView> = {}): CleandexRoomView => ({
  roomId,
  siteId: 's1',
  score: value,
  counterThreshold: 30,
  visits: 10,
  complaints: 0,
  ratingSum: 0,
  ratingCount: 0,
  lastCleanedAt: null,
  scoreUpdatedAt: new Date('2026-03-01T10:00:00Z'),
  ...extra,
});
const room = (roomId: string, displayName: string) => ({ roomId, siteId: 's1', displayName, building: 'A', floor: 1 }) as RoomRecord;
const call = (roomId: string, source: CallView['source']) =>
  ({ callId: `call-${roomId}-${source}`, roomId, source, openedAt: new Date('2026-03-01T09:00:00Z'), escalatedAt: null, resolvedAt: null }) as CallView;

describe('boardRooms', () => {
  it('lists the rooms still on the site, lowest score first, with their open Cleandex call only', () => {
    const rooms = boardRooms(
      [score('r1', 80), score('r2', 40, { ratingSum: 130, ratingCount: 3 }), score('gone', 10), score('r3', 40)],
      [room('r1', 'Lobby'), room('r2', 'West'), room('r3', 'East')],
      [call('r2', 'cleandex'), call('r1', 'complaint')],
    );
    expect(rooms.map((r) => [r.roomId, r.score, r.openCall?.callId ?? null])).toEqual([
      ['r3', 40, null],
      ['r2', 40, 'call-r2-cleandex'],
      ['r1', 80, null],
    ]);
    expect(rooms[1]!.inputs).toEqual({ visits: 10, counterThreshold: 30, complaints: 0, ratingsMean: 43.3, ratingCount: 3 });
  });
});

describe('seriesRows', () => {
  it('gives every period of the filter, null where no score was taken', () => {
    const windows = [
      { time: '2026-03-01', startTime: '2026-03-01', endTime: '2026-03-01' },
      { time: '2026-03-02', startTime: '2026-03-02', endTime: '2026-03-02' },
    ];
    expect(seriesRows(windows, [{ period: '2026-03-02', lowScore: 55, scoreSum: 200, samples: 3 }])).toEqual([
      { ...windows[0], meanScore: null, lowestScore: null },
      { ...windows[1], meanScore: 66.7, lowestScore: 55 },
    ]);
  });
});
