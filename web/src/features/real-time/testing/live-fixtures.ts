import type { LiveCall, LiveRoom } from '@facility/contracts';

/** A clean room with one healthy device, as a live message or snapshot carries it; `patch` changes what a test is about. */
export const liveRoom = (id: string, patch: Partial<LiveRoom> = {}): LiveRoom => ({
  id,
  displayName: `Room ${id}`,
  building: 'North',
  floor: 1,
  roomType: 'women',
  gender: 'women',
  state: 'clean',
  visitsSinceClean: 0,
  lastCleanedAt: null,
  lastVisitAt: null,
  lastComplaint: null,
  openCalls: [],
  dispenserAlerts: [],
  devices: { total: 1, offline: 0, warning: 0, lowBattery: 0 },
  ...patch,
});

/** An open complaint call five minutes old, without an SLA unless `patch` gives one. */
export const liveCall = (patch: Partial<LiveCall> = {}): LiveCall => ({
  callId: 'c1',
  source: 'complaint',
  category: 'cleaning',
  problems: ['dirty_floor'],
  complaintCount: 1,
  openedAt: '2026-01-01T10:00:00Z',
  minutesOpen: 5,
  state: 'open',
  minSla: null,
  maxSla: null,
  ...patch,
});
