import type { RecordedEvent, SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { deviceEvents } from '../testing/recorded-event.ts';
import { reactToCalls } from './call-reactor.rules.ts';
import type { CallReactorState } from './call-reactor.state.ts';
import { derivedEventId } from './derived-id.ts';

const event = deviceEvents('8000');
const complaint = (time: string, problem = 'dirty_floor', category = 'cleaning', deviceId = 'd1') =>
  event('ComplaintReported', time, { problem, category, deviceId });
const arrival = (time: string, role = 'cleaner', staffId: string | null = 'st-1') => event('StaffArrived', time, { role, method: 'nfc', staffId });
const visitors = (time: string, count: number) => event('VisitorsCounted', time, { count, counter: 'men' });

// Israel (+2 in winter): 07:00-15:00 local is 05:00-13:00 UTC, Sunday to Thursday.
const morning: SiteShift = { shiftNumber: 1, shiftName: 'morning', start: '07:00', end: '15:00', days: [1, 2, 3, 4, 5], minSla: 15, maxSla: 30, roomIds: [], active: true };
const siteCreated = (threshold = 30) =>
  event('SiteCreated', '2026-01-01T00:00:00Z', { siteId: 's1', timezone: 'Asia/Jerusalem', counterThreshold: threshold });
const shiftsSet = (shifts: SiteShift[]) => event('SiteShiftsSet', '2026-01-01T00:00:00Z', { siteId: 's1', shifts });

const fresh = (): CallReactorState => ({ sites: new Map(), rooms: new Map(), presses: new Map() });
const run = (events: RecordedEvent[], state = fresh()) => {
  const result = reactToCalls(state, events);
  return { state, result, outputs: result.outputs.map((output) => ({ stream: output.streamId, type: output.event.type, data: output.event.data, id: output.event.id })) };
};

describe('the call reactor', () => {
  it('opens a cleaning call on a complaint, adds later complaints, and resolves it on a cleaner arrival', () => {
    // Monday 2026-02-02 10:00 local = 08:00 UTC: inside the morning shift.
    const first = complaint('2026-02-02T08:00:00Z');
    const { outputs } = run([
      siteCreated(),
      shiftsSet([morning]),
      first,
      complaint('2026-02-02T08:03:00Z', 'missing_soap'),
      arrival('2026-02-02T08:12:30Z'),
    ]);
    const callId = derivedEventId(first.id, 'call');
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallComplaintAdded', 'CallResolved']);
    expect(outputs.every((output) => output.stream === 'room-r1')).toBe(true);
    expect(outputs[0]!.data).toEqual({
      callId,
      roomId: 'r1',
      siteId: 's1',
      source: 'complaint',
      category: 'cleaning',
      problems: ['dirty_floor'],
      openedAt: '2026-02-02T08:00:00.000Z',
      sla: { shiftNumber: 1, minSla: 15, maxSla: 30 },
    });
    expect(outputs[1]!.data).toMatchObject({ callId, problem: 'missing_soap' });
    expect(outputs[2]!.data).toEqual({ callId, roomId: 'r1', siteId: 's1', resolvedAt: '2026-02-02T08:12:30.000Z', responseMinutes: 12.5, resolvedBy: 'st-1' });
  });

  it('keeps cleaning and maintenance calls apart', () => {
    const { outputs } = run([
      complaint('2026-02-02T08:00:00Z', 'problem_leak', 'maintenance'),
      complaint('2026-02-02T08:01:00Z', 'dirty_floor', 'cleaning'),
      arrival('2026-02-02T08:05:00Z', 'cleaner'),
      arrival('2026-02-02T08:06:00Z', 'supervisor'),
      event('IssueFixed', '2026-02-02T08:20:00Z', { problem: 'fixed_leak' }),
    ]);
    expect(outputs.map((output) => `${output.type}:${String(output.data.category ?? output.data.responseMinutes)}`)).toEqual([
      'CallOpened:maintenance',
      'CallOpened:cleaning',
      'CallResolved:4',
      'CallResolved:20',
    ]);
  });

  it('counts a repeated press of one problem on one device within 60 s once', () => {
    const { outputs } = run([
      complaint('2026-02-02T08:00:00Z'),
      complaint('2026-02-02T08:00:59Z'), // repeat: nothing
      complaint('2026-02-02T08:00:30Z', 'dirty_floor', 'cleaning', 'd2'), // other device: added
      complaint('2026-02-02T08:01:00Z'), // 60 s later: added
    ]);
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallComplaintAdded', 'CallComplaintAdded']);
  });

  it('opens one counter call when visitors since the last cleaning reach the threshold', () => {
    const { outputs } = run([
      siteCreated(10),
      visitors('2026-02-02T08:00:00Z', 6),
      visitors('2026-02-02T08:10:00Z', 4), // 10: opens
      visitors('2026-02-02T08:20:00Z', 7), // still open: nothing new
      arrival('2026-02-02T08:30:00Z'),
      visitors('2026-02-02T08:40:00Z', 9),
      event('RoomUpdated', '2026-02-02T08:41:00Z', { visitorThreshold: 20 }),
      visitors('2026-02-02T08:50:00Z', 10), // 19 < 20
      visitors('2026-02-02T09:00:00Z', 1), // 20: opens
    ]);
    expect(outputs.map((output) => `${output.type}:${String(output.data.source ?? '')}`)).toEqual([
      'CallOpened:counter',
      'CallResolved:',
      'CallOpened:counter',
    ]);
    expect(outputs[0]!.data.problems).toEqual(['visitors_threshold']);
  });

  it('does not open a counter call over an open cleaning call, nor again before the next cleaning', () => {
    const { outputs } = run([
      siteCreated(5),
      complaint('2026-02-02T08:00:00Z'),
      visitors('2026-02-02T08:01:00Z', 5),
      arrival('2026-02-02T08:02:00Z'),
      visitors('2026-02-02T08:03:00Z', 4),
    ]);
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallResolved']);
  });

  it('opens a manual call from a manager request and a complaint call from a visitor call button', () => {
    const { outputs } = run([
      event('ManualCallRequested', '2026-02-02T08:00:00Z', { category: 'cleaning', note: null }),
      arrival('2026-02-02T08:05:00Z'),
      event('CleanerCallRequested', '2026-02-02T09:00:00Z'),
    ]);
    expect(outputs.map((output) => `${output.type}:${String(output.data.source ?? '')}`)).toEqual(['CallOpened:manual', 'CallResolved:', 'CallOpened:complaint']);
    expect(outputs[0]!.data.problems).toEqual(['call_cleaner']);
    expect(outputs[2]!.data.problems).toEqual(['call_cleaner']);
  });

  it("names a manager's maintenance call for the maintenance staff it asks for", () => {
    const { outputs } = run([event('ManualCallRequested', '2026-02-02T08:00:00Z', { category: 'maintenance', note: null })]);
    expect(outputs).toHaveLength(1);
    expect(outputs[0]!.data).toMatchObject({ source: 'manual', category: 'maintenance', problems: ['call_maintenance'] });
  });

  it('escalates a call that outlives its max SLA before the event that finds it, with an id the timer shares', () => {
    const first = complaint('2026-02-02T08:00:00Z');
    const { outputs } = run([siteCreated(), shiftsSet([morning]), first, arrival('2026-02-02T08:45:00Z')]);
    const callId = derivedEventId(first.id, 'call');
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallEscalated', 'CallResolved']);
    expect(outputs[1]!.data).toEqual({ callId, roomId: 'r1', siteId: 's1', level: 1, escalatedAt: '2026-02-02T08:30:00.000Z' });
    expect(outputs[1]!.id).toBe(derivedEventId(callId, 'CallEscalated:1'));
    expect(outputs[2]!.data.responseMinutes).toBe(45);
  });

  it('gives calls outside every shift no SLA, and never escalates them', () => {
    // Saturday is not a morning-shift day.
    const { outputs } = run([siteCreated(), shiftsSet([morning]), complaint('2026-02-07T08:00:00Z'), arrival('2026-02-07T12:00:00Z')]);
    expect(outputs[0]!.data.sla).toBeNull();
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallResolved']);
  });

  it('ignores late uploads from before the last visit, and arrivals from before the call', () => {
    const { outputs } = run([
      arrival('2026-02-02T09:00:00Z'),
      complaint('2026-02-02T08:30:00Z'), // uploaded late: the 09:00 cleaning dealt with it
      complaint('2026-02-02T09:30:00Z', 'missing_soap'),
      arrival('2026-02-02T09:10:00Z'), // older than the call: does not resolve it
    ]);
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened']);
    expect(outputs[0]!.data.problems).toEqual(['missing_soap']);
  });

  it('decides the same way, with the same ids, when the same events are run again', () => {
    const events = [siteCreated(3), shiftsSet([morning]), complaint('2026-02-02T08:00:00Z'), visitors('2026-02-02T08:10:00Z', 5), arrival('2026-02-02T08:50:00Z')];
    const once = run(events).outputs;
    const again = run(events).outputs;
    expect(again).toEqual(once);
    expect(new Set(once.map((output) => output.id)).size).toBe(once.length);
  });

  it('carries state from batch to batch', () => {
    const state = fresh();
    run([complaint('2026-02-02T08:00:00Z')], state);
    const { outputs } = run([complaint('2026-02-02T08:00:30Z'), arrival('2026-02-02T08:10:00Z')], state);
    expect(outputs.map((output) => output.type)).toEqual(['CallResolved']);
  });
});
