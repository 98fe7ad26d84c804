import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../testing/recorded-event.ts';
import { foldCleandex, type CleandexState } from './cleandex.fold.ts';
import { cleandexScore } from './cleandex.maths.ts';

const event = recordedEvents();
const room = { deviceId: 'd1', roomId: 'r1', siteId: 's1' };
const telemetry = (type: string, occurredAt: string, data: Record<string, unknown> = {}) => event('device-d1', type, occurredAt, { ...room, ...data });
const visits = (occurredAt: string, count: number) => telemetry('VisitorsCounted', occurredAt, { count, counter: 'men' });
const complaint = (occurredAt: string, problem = 'dirty_floor', category = 'cleaning') => telemetry('ComplaintReported', occurredAt, { problem, category });
const rating = (occurredAt: string, score: number) => telemetry('RatingGiven', occurredAt, { score });
const arrival = (occurredAt: string, role = 'cleaner') => telemetry('StaffArrived', occurredAt, { role, method: 'nfc', staffId: null });
const siteCreated = (occurredAt: string, counterThreshold = 20) =>
  event('org-site-s1', 'SiteCreated', occurredAt, { siteId: 's1', companyId: 'c1', timezone: 'UTC', counterThreshold });

const emptyState = (): CleandexState => ({ sites: new Map(), rooms: new Map(), presses: new Map() });

describe('foldCleandex', () => {
  it('scores the inputs since the last cleaner arrival with cleandexScore, and starts again at 100 on an arrival', () => {
    const state = emptyState();
    const fold = foldCleandex(state, [
      siteCreated('2026-03-01T08:00:00Z'),
      visits('2026-03-01T09:00:00Z', 50),
      arrival('2026-03-01T09:30:00Z'),
      visits('2026-03-01T10:00:00Z', 20),
      complaint('2026-03-01T10:10:00Z'),
      rating('2026-03-01T10:20:00Z', 40),
      rating('2026-03-01T10:21:00Z', 60),
    ]);
    const r1 = state.rooms.get('r1')!;
    expect(r1).toMatchObject({ visits: 20, complaints: 1, ratingSum: 100, ratingCount: 2, lastCleanedAt: Date.parse('2026-03-01T09:30:00Z') });
    expect(r1.score).toBe(cleandexScore({ visits: 20, complaints: 1, ratingSum: 100, ratingCount: 2, threshold: 20 }));
    expect(r1.score).toBe(50); // 100 - 25 (use) - 15 (complaint) - 10 (ratings)
    expect(r1.scoreUpdatedAt).toBe(Date.parse('2026-03-01T10:21:00Z'));
    expect([...fold.movedRooms]).toEqual(['r1']);

    foldCleandex(state, [arrival('2026-03-01T11:00:00Z')]);
    expect(state.rooms.get('r1')).toMatchObject({ visits: 0, complaints: 0, ratingCount: 0, score: 100 });
  });

  it('counts a repeated press of the same problem within 60 s once, and maintenance complaints not at all', () => {
    const state = emptyState();
    foldCleandex(state, [
      complaint('2026-03-01T10:00:00Z'),
      complaint('2026-03-01T10:00:30Z'),
      complaint('2026-03-01T10:00:40Z', 'no_soap'),
      complaint('2026-03-01T10:02:00Z'),
      complaint('2026-03-01T10:03:00Z', 'broken_tap', 'maintenance'),
    ]);
    expect(state.rooms.get('r1')!.complaints).toBe(3);
  });

  it('ignores telemetry from before the last cleaning (a late upload) and a late older arrival', () => {
    const state = emptyState();
    foldCleandex(state, [arrival('2026-03-01T10:00:00Z'), visits('2026-03-01T09:00:00Z', 100), arrival('2026-03-01T09:30:00Z'), visits('2026-03-01T10:30:00Z', 6)]);
    expect(state.rooms.get('r1')).toMatchObject({ visits: 6, lastCleanedAt: Date.parse('2026-03-01T10:00:00Z') });
  });

  it("measures use against the room's own threshold, else the site's, and rescores when either changes", () => {
    const state = emptyState();
    foldCleandex(state, [siteCreated('2026-03-01T08:00:00Z', 10), visits('2026-03-01T10:00:00Z', 10)]);
    expect(state.rooms.get('r1')!.score).toBe(75);
    const site = foldCleandex(state, [event('org-site-s1', 'SiteDetailsUpdated', '2026-03-01T10:05:00Z', { siteId: 's1', counterThreshold: 5 })]);
    expect(state.rooms.get('r1')!.score).toBe(50);
    expect([...site.movedRooms]).toEqual(['r1']);
    foldCleandex(state, [event('org-room-r1', 'RoomUpdated', '2026-03-01T10:06:00Z', { roomId: 'r1', siteId: 's1', visitorThreshold: 20 })]);
    expect(state.rooms.get('r1')!.score).toBe(88);
  });

  it("keeps the site's Cleandex threshold from its call settings (null: no Cleandex calls)", () => {
    const state = emptyState();
    foldCleandex(state, [siteCreated('2026-03-01T08:00:00Z')]);
    expect(state.sites.get('s1')!.cleandexThreshold).toBe(60);
    const fold = foldCleandex(state, [event('org-site-s1', 'SiteCallSettingsSet', '2026-03-01T08:10:00Z', { siteId: 's1', cleandexThreshold: null })]);
    expect(state.sites.get('s1')!.cleandexThreshold).toBeNull();
    expect(fold.changedSites.get('s1')?.rules.counterThreshold).toBe(20);
  });

  it('records the lowest score, and the sum and number of scores, per room and UTC hour', () => {
    const state = emptyState();
    const { hours } = foldCleandex(state, [
      siteCreated('2026-03-01T08:00:00Z', 10),
      complaint('2026-03-01T10:00:00Z'),
      complaint('2026-03-01T10:10:00Z', 'no_soap'),
      arrival('2026-03-01T10:20:00Z'),
      visits('2026-03-01T11:05:00Z', 5),
    ]);
    expect(hours).toEqual([
      { roomId: 'r1', siteId: 's1', hourStart: Date.parse('2026-03-01T10:00:00Z'), lowScore: 70, scoreSum: 85 + 70 + 100, samples: 3 },
      { roomId: 'r1', siteId: 's1', hourStart: Date.parse('2026-03-01T11:00:00Z'), lowScore: 88, scoreSum: 88, samples: 1 },
    ]);
  });

  it('gives a room known only from its profile no data', () => {
    const state = emptyState();
    const fold = foldCleandex(state, [event('org-room-r1', 'RoomCreated', '2026-03-01T08:00:00Z', { roomId: 'r1', siteId: 's1', visitorThreshold: 40 })]);
    expect(state.rooms.get('r1')).toMatchObject({ visitorThreshold: 40, scoreUpdatedAt: null, score: 100 });
    expect(fold.movedRooms.size).toBe(0);
    expect(fold.hours).toEqual([]);
  });
});
