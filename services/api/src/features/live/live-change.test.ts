import { describe, expect, it } from 'vitest';
import { decodeLiveChange, encodeLiveChange, liveKindOf } from './live-change.ts';

describe('live changes', () => {
  it('maps projections to live kinds and leaves the others out', () => {
    expect(liveKindOf('room-status')).toBe('room-status');
    expect(liveKindOf('calls')).toBe('room-status');
    expect(liveKindOf('device-status')).toBe('device-status');
    expect(liveKindOf('device-alerts')).toBe('device-alerts');
    expect(liveKindOf('room-hourly-counters')).toBe('stats');
    expect(liveKindOf('organisation')).toBeNull();
    expect(liveKindOf('call-reactor')).toBeNull();
  });

  it('round-trips a change through a NOTIFY payload', () => {
    const change = { projection: 'calls', position: 42, siteIds: ['s-1'], roomIds: ['r-1', 'r-2'] };
    expect(decodeLiveChange(encodeLiveChange(change))).toEqual(change);
  });

  it('drops the room list when it would not fit, so the payload stays under the NOTIFY limit', () => {
    const roomIds = Array.from({ length: 400 }, (_, index) => `room-${index}-0123456789abcdef0123`);
    const payload = encodeLiveChange({ projection: 'room-status', position: 7, siteIds: ['s-1'], roomIds });
    expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(decodeLiveChange(payload)).toEqual({ projection: 'room-status', position: 7, siteIds: ['s-1'], roomIds: null });
  });

  it('ignores malformed payloads', () => {
    expect(decodeLiveChange('not json')).toBeNull();
    expect(decodeLiveChange('{"projection":1}')).toBeNull();
    expect(decodeLiveChange('{"projection":"calls","position":1,"siteIds":["s"],"roomIds":"x"}')).toBeNull();
  });
});
