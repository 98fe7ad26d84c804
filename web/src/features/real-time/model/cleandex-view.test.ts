import type { CleandexRoom, LiveRoom } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { cleandexBand, cleandexView } from './cleandex-view.ts';

const room = (roomId: string, score: number, openedAt: string | null = null): CleandexRoom => ({
  roomId,
  displayName: roomId,
  building: null,
  floor: null,
  score,
  inputs: { visits: 0, counterThreshold: 30, complaints: 0, ratingsMean: null, ratingCount: 0 },
  lastCleanedAt: null,
  scoreUpdatedAt: '2026-03-01T10:00:00.000Z',
  openCall: openedAt ? { callId: `c-${roomId}`, openedAt, escalatedAt: null } : null,
});
const live = (id: string, sources: string[]) =>
  ({ id, openCalls: sources.map((source) => ({ source, openedAt: '2026-03-01T10:05:00.000Z' })) }) as unknown as LiveRoom;

describe('cleandexBand', () => {
  it('is below under the threshold, near within 15 points above it, good beyond; 60 when calls are off', () => {
    expect([59, 60, 74, 75].map((score) => cleandexBand(score, 60))).toEqual(['below', 'near', 'near', 'good']);
    expect(cleandexBand(50, 40)).toBe('near');
    expect(cleandexBand(59, null)).toBe('below');
  });
});

describe('cleandexView', () => {
  it('sorts by score and counts the rooms below the threshold', () => {
    const view = cleandexView([room('a', 80), room('b', 30), room('c', 55)], 60, null);
    expect(view.cards.map((card) => card.room.roomId)).toEqual(['b', 'c', 'a']);
    expect(view.below).toBe(2);
  });

  it("takes the open Cleandex call from the live board when loaded, else from the Cleandex read", () => {
    const rooms = [room('a', 30, '2026-03-01T09:00:00.000Z'), room('b', 40)];
    expect(cleandexView(rooms, 60, null).cards.map((card) => card.callOpenedAt)).toEqual(['2026-03-01T09:00:00.000Z', null]);
    const fromLive = cleandexView(rooms, 60, [live('a', ['complaint']), live('b', ['cleandex'])]);
    expect(fromLive.cards.map((card) => card.callOpenedAt)).toEqual([null, '2026-03-01T10:05:00.000Z']);
    expect(fromLive.withCalls).toBe(1);
  });
});
