import type { ServiceLogCall } from '@facility/contracts';
import { describe, expect, it } from 'vitest';
import { localDateTime, newestFirst, roundResponse, sameLocalDay, serviceLogCsv, summarize } from './service-log-rows.ts';

const call = (overrides: Partial<ServiceLogCall>): ServiceLogCall => ({
  callId: 'c',
  source: 'complaint',
  category: 'cleaning',
  problems: ['dirty_floor'],
  complaintCount: 1,
  openedAt: '2026-11-20T09:00:00.000Z',
  resolvedAt: '2026-11-20T09:10:00.000Z',
  responseMinutes: 10,
  resolvedBy: null,
  shiftNumber: 1,
  minSla: 15,
  maxSla: 30,
  escalated: false,
  escalatedAt: null,
  slaState: 'in_sla',
  notification: { state: null, deliveries: [] },
  ...overrides,
});

describe('newestFirst', () => {
  it('puts the latest opened call on top', () => {
    const calls = [call({ callId: 'old', openedAt: '2026-11-01T08:00:00.000Z' }), call({ callId: 'new', openedAt: '2026-11-20T08:00:00.000Z' })];
    expect(newestFirst(calls).map((entry) => entry.callId)).toEqual(['new', 'old']);
  });
});

describe('summarize', () => {
  it('counts the SLA states, the share within SLA of the judged calls and the mean response', () => {
    const summary = summarize([
      call({ slaState: 'in_sla', responseMinutes: 6 }),
      call({ slaState: 'in_sla', responseMinutes: 13 }),
      call({ slaState: 'late', responseMinutes: 20.5 }),
      call({ slaState: 'escalated', responseMinutes: 80, escalated: true }),
      call({ slaState: 'open', responseMinutes: null, resolvedAt: null }),
    ]);
    expect(summary).toEqual({
      calls: 5,
      judged: 4,
      withinSla: 2,
      late: 1,
      escalated: 1,
      open: 1,
      withinSlaShare: 50,
      averageResponse: 30,
    });
  });

  it('has no share and no mean when nothing was judged or resolved', () => {
    expect(summarize([call({ slaState: 'open', responseMinutes: null })])).toMatchObject({ withinSlaShare: null, averageResponse: null });
    expect(summarize([])).toMatchObject({ calls: 0, withinSlaShare: null, averageResponse: null });
  });
});

describe('roundResponse', () => {
  it('rounds up below one minute and to the nearest minute above', () => {
    expect(roundResponse(0.2)).toBe(1);
    expect(roundResponse(0)).toBe(0);
    expect(roundResponse(6.49)).toBe(6);
    expect(roundResponse(20.5)).toBe(21);
  });
});

describe('site-local times', () => {
  it('writes instants in the site zone', () => {
    expect(localDateTime('2026-11-20T16:28:17.150Z', 'Asia/Jerusalem')).toBe('2026-11-20 18:28');
    expect(localDateTime('2026-11-20T23:30:00.000Z', 'Asia/Jerusalem')).toBe('2026-11-21 01:30');
  });

  it('compares days in the site zone', () => {
    expect(sameLocalDay('2026-11-20T21:00:00.000Z', '2026-11-20T23:00:00.000Z', 'Asia/Jerusalem')).toBe(false);
    expect(sameLocalDay('2026-11-20T21:00:00.000Z', '2026-11-20T23:00:00.000Z', 'UTC')).toBe(true);
  });
});

describe('serviceLogCsv', () => {
  const t = (key: string) => `<${key}>`;
  it('writes one translated row per call, newest first', () => {
    const csv = serviceLogCsv(
      [
        call({ callId: 'a', openedAt: '2026-11-19T12:55:29.857Z', resolvedAt: '2026-11-19T13:25:30.399Z', responseMinutes: 30.009, slaState: 'late' }),
        call({
          callId: 'b',
          openedAt: '2026-11-20T16:28:17.150Z',
          resolvedAt: null,
          responseMinutes: null,
          problems: ['dirty_floor', 'bad_smell'],
          complaintCount: 3,
          escalated: true,
          escalatedAt: '2026-11-20T17:08:17.150Z',
          slaState: 'escalated',
          shiftNumber: null,
          notification: { state: 'notified', deliveries: [{ channel: 'email', trigger: 'call_late', status: 'sent', at: '2026-11-20T16:45:00.000Z' }] },
        }),
      ],
      'Asia/Jerusalem',
      t,
    );
    expect(csv.header).toHaveLength(10);
    expect(csv.rows).toEqual([
      ['2026-11-20 18:28', '<labels:source_complaint>', '<labels:dirty_floor>; <labels:bad_smell>', 3, '', '', '', '<labels:call_state_escalated>', '2026-11-20 19:08', '<notifications:state.notified>'],
      ['2026-11-19 14:55', '<labels:source_complaint>', '<labels:dirty_floor>', 1, '2026-11-19 15:25', 30, 1, '<labels:call_state_late>', '', '<notifications:state.none>'],
    ]);
  });
});
