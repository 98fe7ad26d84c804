import type { SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { callState, roomState } from './room-state.ts';

const morning: SiteShift = { shiftNumber: 1, shiftName: 'morning', start: '07:00', end: '15:00', days: [1, 2, 3, 4, 5, 6, 7], minSla: 15, maxSla: 30, roomIds: [], active: true };
const calendar = { timezone: 'Asia/Jerusalem', shifts: [morning], holidays: [], offDays: [] };
const openedAt = new Date('2026-02-02T08:00:00Z'); // 10:00 local, in the morning shift
const at = (minutes: number) => new Date(openedAt.getTime() + minutes * 60_000);

describe('call state', () => {
  const call = { roomId: 'r1', openedAt, minSla: 15, maxSla: 30, escalationLevel: 0 };

  it('is open until min SLA, late until max SLA, then escalated', () => {
    expect(callState(call, calendar, at(14.9))).toBe('open');
    expect(callState(call, calendar, at(15))).toBe('late');
    expect(callState(call, calendar, at(29.9))).toBe('late');
    expect(callState(call, calendar, at(30))).toBe('escalated');
    expect(callState({ ...call, escalationLevel: 1 }, calendar, at(1))).toBe('escalated');
  });

  it('uses the shift active now for a call opened out of hours, and stays open with no shift', () => {
    // Opened 03:00 local, no SLA; at 07:20 local the morning shift's 15/30 applies to 260 minutes open.
    const night = { roomId: 'r1', openedAt: new Date('2026-02-02T01:00:00Z'), minSla: null, maxSla: null, escalationLevel: 0 };
    expect(callState(night, calendar, new Date('2026-02-02T04:00:00Z'))).toBe('open'); // 06:00 local: no shift
    expect(callState(night, calendar, new Date('2026-02-02T05:20:00Z'))).toBe('escalated');
    expect(callState(night, null, new Date('2026-02-02T05:20:00Z'))).toBe('open');
  });
});

describe('room state', () => {
  const now = new Date('2026-02-02T12:00:00Z');
  const base = { callStates: [], lastCleanedAt: null, roundIntervalMinutes: 60, deviceOffline: [false] };

  it('ranks escalated over late over open calls, whatever the devices say', () => {
    expect(roomState({ ...base, callStates: ['open', 'escalated', 'late'], deviceOffline: [true] }, now)).toBe('escalated');
    expect(roomState({ ...base, callStates: ['open', 'late'] }, now)).toBe('late');
    expect(roomState({ ...base, callStates: ['open'], deviceOffline: [true] }, now)).toBe('call_open');
  });

  it('is offline when every device is, clean within a round of a cleaning, else in use', () => {
    expect(roomState({ ...base, deviceOffline: [true, true] }, now)).toBe('offline');
    expect(roomState({ ...base, deviceOffline: [true, false], lastCleanedAt: new Date('2026-02-02T11:01:00Z') }, now)).toBe('clean');
    expect(roomState({ ...base, lastCleanedAt: new Date('2026-02-02T11:00:00Z') }, now)).toBe('in_use');
    expect(roomState({ ...base, deviceOffline: [] }, now)).toBe('in_use');
  });
});
