import { DEFAULT_CALL_SETTINGS, type RecordedEvent, type SiteCallSettings, type SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { deviceEvents } from '../testing/recorded-event.ts';
import { callSettingsOf } from '../calendar/site-rules.ts';
import { reactToCalls } from './call-reactor.rules.ts';
import type { CallReactorState } from './call-reactor.state.ts';
import { derivedEventId } from './derived-id.ts';
import { scheduledCallEvent, scheduledInstants } from './scheduled-calls.ts';

/** The site call settings' rules in the call reactor (gap, ratio, scheduled rounds, Cleandex calls). */

const event = deviceEvents('9000');
const complaint = (time: string, problem = 'dirty_floor', category = 'cleaning') => event('ComplaintReported', time, { problem, category });
const arrival = (time: string, role = 'cleaner') => event('StaffArrived', time, { role, method: 'nfc', staffId: 'st-1' });
const visitors = (time: string, count: number) => event('VisitorsCounted', time, { count, counter: 'men' });
const rating = (time: string, score: number) => event('RatingGiven', time, { score });

// Israel (+2 in winter): 07:00-15:00 local is 05:00-13:00 UTC, Sunday to Thursday.
const morning: SiteShift = { shiftNumber: 1, shiftName: 'morning', start: '07:00', end: '15:00', days: [1, 2, 3, 4, 5], minSla: 15, maxSla: 300, roomIds: [], active: true };
const site = (threshold = 30) => [
  event('SiteCreated', '2026-01-01T00:00:00Z', { siteId: 's1', timezone: 'Asia/Jerusalem', counterThreshold: threshold }),
  event('SiteShiftsSet', '2026-01-01T00:00:00Z', { siteId: 's1', shifts: [morning] }),
];
const settings = (changes: Partial<SiteCallSettings>) =>
  event('SiteCallSettingsSet', '2026-01-01T00:00:00Z', { siteId: 's1', ...DEFAULT_CALL_SETTINGS, ...changes });

const fresh = (): CallReactorState => ({ sites: new Map(), rooms: new Map(), presses: new Map() });
const run = (events: RecordedEvent[], state = fresh()) => {
  const result = reactToCalls(state, events);
  const outputs = result.outputs.map((output) => ({ type: output.event.type, data: output.event.data, id: output.event.id }));
  return { state, outputs, summary: outputs.map((output) => `${output.type}:${String(output.data.source ?? '')}`) };
};

describe('call settings in the call reactor', () => {
  it('keeps the settings in the site rules; a site without any runs on the defaults', () => {
    const { state } = run(site());
    expect(callSettingsOf(state.sites.get('s1'))).toEqual(DEFAULT_CALL_SETTINGS);
    run([settings({ gapInMinutes: 20 })], state);
    expect(callSettingsOf(state.sites.get('s1')).gapInMinutes).toBe(20);
  });

  it('opens no call of a category within the gap after its last call was resolved, then one carrying the held problems', () => {
    const { outputs, summary } = run([
      ...site(5),
      settings({ gapInMinutes: 15 }),
      complaint('2026-02-02T08:00:00Z'),
      arrival('2026-02-02T08:10:00Z'), // resolves: the gap runs to 08:25
      complaint('2026-02-02T08:12:00Z', 'missing_soap'), // held
      visitors('2026-02-02T08:20:00Z', 6), // counter threshold reached, held too
      complaint('2026-02-02T08:22:00Z', 'problem_leak', 'maintenance'), // other category: opens
      complaint('2026-02-02T08:26:00Z', 'bad_smell'), // after the gap: opens with the held problem
    ]);
    expect(summary).toEqual(['CallOpened:complaint', 'CallResolved:', 'CallOpened:complaint', 'CallOpened:complaint']);
    expect(outputs[2]!.data.category).toBe('maintenance');
    expect(outputs[3]!.data.problems).toEqual(['missing_soap', 'bad_smell']);
  });

  it('opens the counter call held by the gap with the next visitors after it', () => {
    const { summary } = run([
      ...site(5),
      settings({ gapInMinutes: 15, cleandexThreshold: null }),
      complaint('2026-02-02T08:00:00Z'),
      arrival('2026-02-02T08:10:00Z'),
      visitors('2026-02-02T08:20:00Z', 6),
      visitors('2026-02-02T08:30:00Z', 1),
    ]);
    expect(summary).toEqual(['CallOpened:complaint', 'CallResolved:', 'CallOpened:counter']);
  });

  it('does not start a gap on a visit that resolved nothing', () => {
    const { summary } = run([...site(), settings({ gapInMinutes: 60 }), arrival('2026-02-02T08:00:00Z'), complaint('2026-02-02T08:05:00Z')]);
    expect(summary).toEqual(['CallOpened:complaint']);
  });

  it('in ratio mode opens a call only once complaints reach the percentage of visitors since the cleaning', () => {
    const { outputs, summary } = run([
      ...site(1000),
      settings({ mode: 'ratio', ratioPercent: 5, cleandexThreshold: null }),
      visitors('2026-02-02T08:00:00Z', 60),
      complaint('2026-02-02T08:01:00Z'), // 1/60: held
      complaint('2026-02-02T08:03:00Z', 'missing_soap'), // 2/60: held
      complaint('2026-02-02T08:05:00Z', 'dirty_floor'), // 3/60 = 5 %: opens
      complaint('2026-02-02T08:07:00Z', 'bad_smell'), // joins
      arrival('2026-02-02T08:30:00Z'),
      complaint('2026-02-02T08:31:00Z', 'bad_smell'), // no visitors since the cleaning: calls
    ]);
    expect(summary).toEqual(['CallOpened:complaint', 'CallComplaintAdded:', 'CallResolved:', 'CallOpened:complaint']);
    expect(outputs[0]!.data.problems).toEqual(['dirty_floor', 'missing_soap']);
  });

  it('in ratio mode never holds back a maintenance complaint, the call button or a manual call', () => {
    const { summary } = run([
      ...site(1000),
      settings({ mode: 'ratio', ratioPercent: 50, cleandexThreshold: null }),
      visitors('2026-02-02T08:00:00Z', 100),
      complaint('2026-02-02T08:01:00Z', 'problem_leak', 'maintenance'),
      event('CleanerCallRequested', '2026-02-02T08:02:00Z'),
      arrival('2026-02-02T08:10:00Z'),
      visitors('2026-02-02T08:11:00Z', 100),
      event('ManualCallRequested', '2026-02-02T08:12:00Z', { category: 'cleaning', note: null }),
    ]);
    expect(summary).toEqual(['CallOpened:complaint', 'CallOpened:complaint', 'CallResolved:', 'CallOpened:manual']);
  });

  it('opens a Cleandex call when the score falls below the threshold, once until the next cleaning', () => {
    const { outputs, summary } = run([
      ...site(30),
      settings({ cleandexThreshold: 70 }),
      visitors('2026-02-02T08:00:00Z', 20), // 100 - 50 x 20/60 = 83
      rating('2026-02-02T08:05:00Z', 0), // 83 - 20 = 63 < 70: opens
      rating('2026-02-02T08:06:00Z', 0),
      arrival('2026-02-02T08:30:00Z'),
      visitors('2026-02-02T08:40:00Z', 20),
      rating('2026-02-02T08:41:00Z', 0), // below again after the cleaning: opens again
    ]);
    expect(summary).toEqual(['CallOpened:cleandex', 'CallResolved:', 'CallOpened:cleandex']);
    expect(outputs[0]!.data).toMatchObject({ category: 'cleaning', problems: ['cleandex'] });
  });

  it('opens no Cleandex call over an open cleaning call, within the gap, or with Cleandex calls off', () => {
    const busy = run([
      ...site(30),
      settings({ cleandexThreshold: 95 }),
      complaint('2026-02-02T08:00:00Z'), // opens a complaint call; the score is 85
      visitors('2026-02-02T08:01:00Z', 5),
    ]);
    expect(busy.summary).toEqual(['CallOpened:complaint']);
    const gap = run([
      ...site(30),
      settings({ cleandexThreshold: 95, gapInMinutes: 30 }),
      event('ManualCallRequested', '2026-02-02T08:00:00Z', { category: 'cleaning', note: null }),
      arrival('2026-02-02T08:05:00Z'),
      visitors('2026-02-02T08:10:00Z', 5), // 96
      rating('2026-02-02T08:20:00Z', 50), // 86: below, but in the gap
      rating('2026-02-02T08:40:00Z', 50), // after the gap: opens
    ]);
    expect(gap.summary).toEqual(['CallOpened:manual', 'CallResolved:', 'CallOpened:cleandex']);
    const off = run([...site(30), settings({ cleandexThreshold: null }), rating('2026-02-02T08:00:00Z', 0), rating('2026-02-02T08:01:00Z', 0), visitors('2026-02-02T08:02:00Z', 29)]);
    expect(off.summary).toEqual([]);
  });

  it('opens a round at a scheduled time of a shift day for a room with visitors since its cleaning, caught up by event time', () => {
    const setup = [...site(1000), settings({ scheduledCallTimes: ['12:00', '14:00'], cleandexThreshold: null })];
    // Monday 2026-02-02: 12:00 local = 10:00 UTC.
    const { state, outputs, summary } = run([...setup, visitors('2026-02-02T09:00:00Z', 3), visitors('2026-02-02T10:30:00Z', 1)]);
    expect(summary).toEqual(['CallOpened:counter']);
    const rules = state.sites.get('s1')!;
    const expected = scheduledCallEvent(rules, 'r1', { date: '2026-02-02', time: '12:00', at: Date.parse('2026-02-02T10:00:00Z') });
    expect(outputs[0]!.id).toBe(expected.id);
    expect(outputs[0]!.data).toEqual({ ...expected.data, problems: ['scheduled_round'], openedAt: '2026-02-02T10:00:00.000Z', sla: { shiftNumber: 1, minSla: 15, maxSla: 300 } });
    expect(outputs[0]!.data.callId).toBe(derivedEventId('scheduled\u0000r1\u00002026-02-02\u000012:00', 'call'));
    // 14:00 finds the round still open: nothing more; a cleaning resolves it.
    const later = run([arrival('2026-02-02T12:30:00Z')], state);
    expect(later.summary).toEqual(['CallResolved:']);
  });

  it('opens no round for a room without visitors since its cleaning, nor outside shift days', () => {
    const setup = [...site(1000), settings({ scheduledCallTimes: ['12:00'], cleandexThreshold: null })];
    const clean = run([...setup, visitors('2026-02-02T08:00:00Z', 3), arrival('2026-02-02T09:00:00Z'), visitors('2026-02-02T11:00:00Z', 1)]);
    expect(clean.summary).toEqual([]);
    // Saturday 2026-02-07 has no shift.
    const weekend = run([...setup, visitors('2026-02-07T08:00:00Z', 3), visitors('2026-02-07T11:00:00Z', 1)]);
    expect(weekend.summary).toEqual([]);
  });

  it('lists scheduled instants in the site zone on shift days only', () => {
    const { state } = run([...site(), settings({ scheduledCallTimes: ['06:30', '12:00'] })]);
    const instants = scheduledInstants(state.sites.get('s1')!, 'r1', Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-02-03T00:00:00Z'));
    // 06:30 is before the morning shift; Sunday and Monday at 12:00 (10:00 UTC).
    expect(instants.map((instant) => `${instant.date} ${instant.time}`)).toEqual(['2026-02-01 12:00', '2026-02-02 12:00']);
    expect(instants[0]!.at).toBe(Date.parse('2026-02-01T10:00:00Z'));
  });

  it('decides the same way when the same events are run again', () => {
    const events = [
      ...site(10),
      settings({ mode: 'ratio', ratioPercent: 20, gapInMinutes: 10, scheduledCallTimes: ['11:00'], cleandexThreshold: 80 }),
      visitors('2026-02-02T08:00:00Z', 8),
      complaint('2026-02-02T08:05:00Z'),
      rating('2026-02-02T08:06:00Z', 10),
      arrival('2026-02-02T08:30:00Z'),
      visitors('2026-02-02T08:45:00Z', 3),
      complaint('2026-02-02T09:30:00Z', 'missing_soap'),
    ];
    expect(run(events).outputs).toEqual(run(events).outputs);
  });
});
