import type { LiveRoom } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { boardFromSnapshot } from '../state/live-merge.ts';
import { changedRooms } from './board-changes.ts';

const room = (id: string, state: LiveRoom['state'], callIds: string[] = []): LiveRoom => ({
  id,
  displayName: id,
  building: null,
  floor: null,
  roomType: null,
  gender: null,
  state,
  visitsSinceClean: 0,
  lastCleanedAt: null,
  lastVisitAt: null,
  lastComplaint: null,
  openCalls: callIds.map((callId) => ({ callId, source: 'complaint', category: 'cleaning', problems: [], complaintCount: 1, openedAt: '2026-11-02T08:00:00Z', minutesOpen: 0, state: 'open', minSla: null, maxSla: null })),
  dispenserAlerts: [],
  devices: { total: 0, offline: 0, warning: 0, lowBattery: 0 },
});
const board = (siteId: string, rooms: LiveRoom[]) => boardFromSnapshot({ siteId, timezone: 'UTC', position: 0, activeShift: null, rooms }, 0);

describe('changed rooms between two boards', () => {
  it('names rooms whose state changed or whose calls opened or closed', () => {
    const before = board('s', [room('a', 'clean'), room('b', 'call_open', ['c1']), room('c', 'late', ['c2'])]);
    const after = board('s', [room('a', 'call_open', ['c3']), room('b', 'call_open', ['c4']), room('c', 'late', ['c2'])]);
    expect(changedRooms(before, after)).toEqual(['a', 'b']);
  });

  it('names nothing for a first board or another site', () => {
    const one = board('s', [room('a', 'clean')]);
    expect(changedRooms(null, one)).toEqual([]);
    expect(changedRooms(one, board('t', [room('a', 'late')]))).toEqual([]);
  });
});
