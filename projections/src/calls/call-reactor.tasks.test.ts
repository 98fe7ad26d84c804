import { DEFAULT_CALL_SETTINGS, type RecordedEvent } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { deviceEvents } from '../testing/recorded-event.ts';
import { reactToCalls } from './call-reactor.rules.ts';
import { storedReactorRoom, type CallReactorState, type ReactorRoom } from './call-reactor.state.ts';
import { derivedEventId } from './derived-id.ts';

const event = deviceEvents('a000');
const due = (time: string, occurrenceId = 'o1', category = 'cleaning') =>
  event('TaskDue', time, {
    taskId: 't1',
    occurrenceId,
    localDate: time.slice(0, 10),
    dueAt: time,
    deadlineAt: time,
    title: 'Restock soap',
    category,
    taskType: 'qr',
  });
const completed = (time: string, occurrenceId = 'o1', staffId: string | null = 'st-7') => event('TaskCompleted', time, { taskId: 't1', occurrenceId, staffId });
const markedDone = (time: string, occurrenceId = 'o1') => event('TaskMarkedDone', time, { taskId: 't1', occurrenceId });
const complaint = (time: string) => event('ComplaintReported', time, { problem: 'dirty_floor', category: 'cleaning' });
const arrival = (time: string, role = 'cleaner') => event('StaffArrived', time, { role, method: 'nfc', staffId: 'st-1' });
// Ratio mode (a complaint per visitor needed) and a gap of an hour after each resolved call: neither holds a task back.
const settings = event('SiteCallSettingsSet', '2026-01-01T00:00:00Z', { siteId: 's1', ...DEFAULT_CALL_SETTINGS, mode: 'ratio', ratioPercent: 100, gapInMinutes: 60 });
const site = event('SiteCreated', '2026-01-01T00:00:00Z', { siteId: 's1', timezone: 'Asia/Jerusalem', counterThreshold: 30 });

const fresh = (): CallReactorState => ({ sites: new Map(), rooms: new Map(), presses: new Map() });
const run = (events: RecordedEvent[], state = fresh()) =>
  reactToCalls(state, events).outputs.map((output) => ({ type: output.event.type, data: output.event.data, id: output.event.id }));

describe('the call reactor and tasks', () => {
  it('opens a task call when a task comes due and resolves it when staff confirm the occurrence', () => {
    const first = due('2026-02-02T08:00:00Z');
    const outputs = run([first, completed('2026-02-02T08:12:00Z')]);
    const callId = derivedEventId(first.id, 'call');
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallResolved']);
    expect(outputs[0]!.data).toMatchObject({ callId, source: 'task', category: 'cleaning', problems: ['task'], openedAt: '2026-02-02T08:00:00.000Z' });
    expect(outputs[1]!.data).toMatchObject({ callId, resolvedBy: 'st-7', responseMinutes: 12 });
  });

  it('opens a maintenance task call, resolved from the panel with no staff', () => {
    const outputs = run([due('2026-02-02T08:00:00Z', 'o1', 'maintenance'), markedDone('2026-02-02T08:30:00Z')]);
    expect(outputs.map((output) => `${output.type}:${String(output.data.category ?? output.data.resolvedBy)}`)).toEqual(['CallOpened:maintenance', 'CallResolved:null']);
  });

  it('adds the task to an open call of its category, which resolves once the task is confirmed', () => {
    const outputs = run([complaint('2026-02-02T07:50:00Z'), due('2026-02-02T08:00:00Z'), completed('2026-02-02T08:10:00Z')]);
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallComplaintAdded', 'CallResolved']);
    expect(outputs[1]!.data).toMatchObject({ problem: 'task' });
  });

  it('waits for every occurrence the call holds', () => {
    const outputs = run([due('2026-02-02T08:00:00Z', 'o1'), due('2026-02-02T08:00:00Z', 'o2'), completed('2026-02-02T08:10:00Z', 'o1'), completed('2026-02-02T08:11:00Z', 'o2')]);
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallComplaintAdded', 'CallResolved']);
    expect(outputs[2]!.data).toMatchObject({ resolvedAt: '2026-02-02T08:11:00.000Z' });
  });

  it('is not held back by the gap or the ratio', () => {
    const outputs = run([site, settings, event('ManualCallRequested', '2026-02-02T07:00:00Z', { category: 'cleaning', note: null }), arrival('2026-02-02T07:50:00Z'), complaint('2026-02-02T07:55:00Z'), due('2026-02-02T08:00:00Z')]);
    // The complaint is held back (within the gap, and one complaint for no visitors is short of the ratio); the task opens.
    expect(outputs.map((output) => `${output.type}:${String(output.data.source ?? '')}`)).toEqual(['CallOpened:manual', 'CallResolved:', 'CallOpened:task']);
    expect(outputs[2]!.data.problems).toEqual(['task']);
  });

  it('resolves a task call on a cleaner arrival like any call', () => {
    const outputs = run([due('2026-02-02T08:00:00Z'), arrival('2026-02-02T08:05:00Z'), completed('2026-02-02T08:06:00Z')]);
    expect(outputs.map((output) => output.type)).toEqual(['CallOpened', 'CallResolved']);
  });

  it('opens no call for an occurrence confirmed before it came due', () => {
    const state = fresh();
    expect(run([completed('2026-02-02T07:50:00Z')], state)).toEqual([]);
    expect(run([due('2026-02-02T08:00:00Z')], state)).toEqual([]);
    expect(state.rooms.get('r1')!.tasksDoneEarly).toEqual([]);
  });

  it('reads a room stored before tasks existed', () => {
    const { tasksDoneEarly: _, ...old } = storedReactorRoom({ roomId: 'r1', siteId: 's1' } as ReactorRoom);
    const state = fresh();
    state.rooms.set('r1', storedReactorRoom({ ...old, cleaning: { callId: 'c0', source: 'complaint', category: 'cleaning', openedAt: 0, maxSla: null, escalated: false } } as ReactorRoom));
    const outputs = run([due('2026-02-02T08:00:00Z'), completed('2026-02-02T08:10:00Z')], state);
    expect(outputs.map((output) => output.type)).toEqual(['CallComplaintAdded', 'CallResolved']);
  });
});
