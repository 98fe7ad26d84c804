import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../testing/recorded-event.ts';
import { foldCalls, type CallRecord } from './calls.fold.ts';
import { openedCallProblems } from './opened-call-problems.ts';

describe("a CallOpened's problems", () => {
  it("read a manager's maintenance call opened before 2026-11-30 as the maintenance request it was", () => {
    expect(openedCallProblems({ source: 'manual', category: 'maintenance', problems: ['call_cleaner'] })).toEqual(['call_maintenance']);
    expect(openedCallProblems({ source: 'manual', category: 'maintenance', problems: ['call_maintenance'] })).toEqual(['call_maintenance']);
  });

  it('leave every other call as written', () => {
    expect(openedCallProblems({ source: 'manual', category: 'cleaning', problems: ['call_cleaner'] })).toEqual(['call_cleaner']);
    expect(openedCallProblems({ source: 'request', category: 'cleaning', problems: ['call_cleaner'] })).toEqual(['call_cleaner']);
    expect(openedCallProblems({ source: 'complaint', category: 'maintenance', problems: ['problem_leak', 'call_cleaner'] })).toEqual(['problem_leak', 'call_cleaner']);
    expect(openedCallProblems({ source: 'manual', category: 'maintenance' })).toEqual([]);
  });

  it('are what the calls read model folds, so a rebuild writes what the migration mended', () => {
    const event = recordedEvents();
    const calls = new Map<string, CallRecord>();
    foldCalls(calls, [
      event('room-calls-r-1', 'CallOpened', '2026-11-20T08:00:00Z', {
        callId: 'c-old',
        roomId: 'r-1',
        siteId: 's-1',
        source: 'manual',
        category: 'maintenance',
        problems: ['call_cleaner'],
        openedAt: '2026-11-20T08:00:00Z',
        sla: null,
      }),
    ]);
    expect(calls.get('c-old')!.problems).toEqual(['call_maintenance']);
  });
});
