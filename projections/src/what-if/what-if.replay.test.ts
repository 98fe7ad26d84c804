import type { RecordedEvent, SiteShift } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { reactToCalls } from '../calls/call-reactor.rules.ts';
import type { CallReactorState } from '../calls/call-reactor.state.ts';
import { deviceEvents } from '../testing/recorded-event.ts';
import { callFigures } from './what-if.figures.ts';
import { actualCalls, WhatIfReplay, type WhatIfSettings } from './what-if.replay.ts';

const event = deviceEvents('9a17');
const complaint = (time: string, problem = 'dirty_floor') => event('ComplaintReported', time, { problem, category: 'cleaning' });
const arrival = (time: string) => event('StaffArrived', time, { role: 'cleaner', method: 'nfc', staffId: 'st-1' });
const visitors = (time: string, count: number) => event('VisitorsCounted', time, { count, counter: 'men' });

// Israel (+2 in winter): 07:00-15:00 local is 05:00-13:00 UTC, every day.
const morning: SiteShift = { shiftNumber: 1, shiftName: 'morning', start: '07:00', end: '15:00', days: [1, 2, 3, 4, 5, 6, 7], minSla: 15, maxSla: 30, roomIds: [], active: true };
const siteEvents = () => [
  event('SiteCreated', '2026-01-01T00:00:00Z', { siteId: 's1', timezone: 'Asia/Jerusalem', counterThreshold: 30 }),
  event('SiteShiftsSet', '2026-01-01T00:00:00Z', { siteId: 's1', shifts: [morning] }),
];
const period = { from: new Date('2026-02-03T00:00:00Z'), to: new Date('2026-02-05T00:00:00Z') };

/** A few days of a room: complaints answered in time and late, a call never answered, visitors reaching the threshold. */
function history(): RecordedEvent[] {
  return [
    ...siteEvents(),
    // Before the period: a call open across its start, answered inside it.
    complaint('2026-02-02T12:50:00Z'),
    // Day one: answered in 10 min; a visitor count over the threshold; a call answered after 40 min (escalated).
    arrival('2026-02-03T05:10:00Z'),
    complaint('2026-02-03T06:00:00Z'),
    complaint('2026-02-03T06:00:30Z'),
    arrival('2026-02-03T06:10:00Z'),
    visitors('2026-02-03T07:00:00Z', 20),
    visitors('2026-02-03T07:30:00Z', 15),
    arrival('2026-02-03T08:00:00Z'),
    complaint('2026-02-03T09:00:00Z', 'missing_soap'),
    arrival('2026-02-03T09:40:00Z'),
    // Day two: a complaint pressed again 90 s after its call was answered; a call left open at the end.
    complaint('2026-02-04T06:00:00Z'),
    arrival('2026-02-04T06:01:00Z'),
    complaint('2026-02-04T06:01:30Z'),
    arrival('2026-02-04T06:20:00Z'),
    visitors('2026-02-04T07:00:00Z', 12),
    complaint('2026-02-04T12:00:00Z'),
    // After the period: the open call is answered the next morning.
    arrival('2026-02-05T06:00:00Z'),
  ];
}

/** What the reactor really wrote over the whole log (its catch-up writes what the timers would have). */
function reallyWritten(events: readonly RecordedEvent[]): RecordedEvent[] {
  const state: CallReactorState = { sites: new Map(), rooms: new Map(), presses: new Map() };
  return reactToCalls(state, events).outputs.map(({ event: output }, index) => ({
    ...output,
    id: output.id!,
    streamId: 'room-r1',
    streamVersion: index + 1,
    globalPosition: index + 1,
    transactionId: 1,
    occurredAt: output.occurredAt!,
    recordedAt: output.occurredAt!,
    schemaVersion: 1,
    metadata: output.metadata ?? {},
  }));
}

function replay(events: readonly RecordedEvent[], settings: WhatIfSettings = {}, pageSize = 3) {
  const run = new WhatIfReplay('s1', period, settings);
  for (let start = 0; start < events.length; start += pageSize) run.feed(events.slice(start, start + pageSize));
  return run.finish();
}

const byId = <T extends { callId: string }>(calls: T[]) => [...calls].sort((a, b) => a.callId.localeCompare(b.callId));

describe('a what-if replay', () => {
  it('with the real settings gives exactly the calls that happened in the period: ids, problems, response times, escalations', () => {
    const events = history();
    const actual = actualCalls(reallyWritten(events), period);
    const replayed = replay(events);
    expect(actual.length).toBe(6);
    expect(byId(replayed)).toEqual(byId(actual));
    const figures = callFigures(replayed, period.to, 'Asia/Jerusalem');
    expect(figures).toMatchObject({ opened: 6, escalated: 2, resolved: 5, late: 4, averageResponseMinutes: (10 + 30 + 40 + 1 + 18.5) / 5, medianResponseMinutes: 18.5 });
    expect(figures.openedByDay).toEqual([
      { date: '2026-02-03', opened: 3 },
      { date: '2026-02-04', opened: 3 },
    ]);
  });

  it('leaves out the calls opened before the period and stops the calls at its end', () => {
    const replayed = replay(history());
    expect(replayed.every((call) => call.openedAt >= '2026-02-03T00:00:00.000Z')).toBe(true);
    const open = replayed.find((call) => call.openedAt === '2026-02-04T12:00:00.000Z')!;
    // Escalated by the timer at 12:30, never answered by the end of the period.
    expect(open).toMatchObject({ resolvedAt: null, escalationLevel: 1, escalatedAt: '2026-02-04T12:30:00.000Z' });
  });

  it('opens more counter calls with a lower counter threshold, and none before the period', () => {
    const events = [...siteEvents(), arrival('2026-02-02T05:00:00Z'), visitors('2026-02-02T06:00:00Z', 12), ...history().slice(2)];
    const counterCalls = (settings: WhatIfSettings) =>
      replay(events, settings)
        .filter((call) => call.source === 'counter')
        .map((call) => call.openedAt);
    expect(counterCalls({})).toEqual(['2026-02-03T07:30:00.000Z']);
    // 20 visitors reach 10 at the first count; the 12 of day two open one too. The 12 before the period stay under the real 30.
    expect(counterCalls({ counterThreshold: 10 }).sort()).toEqual(['2026-02-03T07:00:00.000Z', '2026-02-04T07:00:00.000Z']);
  });

  it('counts more calls late and escalated with a shorter SLA, fewer with a longer one', () => {
    const real = callFigures(replay(history()), period.to, 'UTC');
    const strict = callFigures(replay(history(), { shifts: [{ shiftNumber: 1, minSla: 5, maxSla: 8 }] }), period.to, 'UTC');
    const lenient = callFigures(replay(history(), { shifts: [{ shiftNumber: 1, minSla: 60, maxSla: 600 }] }), period.to, 'UTC');
    expect(strict.late).toBeGreaterThan(real.late);
    expect(strict.escalated).toBeGreaterThan(real.escalated);
    expect(lenient.escalated).toBeLessThan(real.escalated);
    expect(strict.opened).toBe(real.opened);
  });

  it('takes a press repeated within a longer repeat window as the same one', () => {
    const real = replay(history());
    const longer = replay(history(), { repeatWindowSeconds: 120 });
    // The press 90 s after the first opened a call of its own under the 60 s rule.
    expect(real.some((call) => call.openedAt === '2026-02-04T06:01:30.000Z')).toBe(true);
    expect(longer.some((call) => call.openedAt === '2026-02-04T06:01:30.000Z')).toBe(false);
    expect(longer.length).toBe(real.length - 1);
  });

  it('decides the same whatever the page size', () => {
    const events = history();
    expect(byId(replay(events, { counterThreshold: 10 }, 1))).toEqual(byId(replay(events, { counterThreshold: 10 }, 100)));
  });
});
