import type { RecordedEvent } from '@facility/contracts';
import type { DeviceStatusRecord } from '@facility/projections';
import { describe, expect, it } from 'vitest';
import { boardInputsAt, callCandidatesOf, cleaningsOf } from './board-at.fold.ts';

let position = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 8, minute));
const event = (type: string, minute: number, data: Record<string, unknown>, streamId = 'device-d1'): RecordedEvent => {
  position += 1;
  return {
    id: `e-${position}`,
    type,
    streamId,
    streamVersion: position,
    globalPosition: position,
    transactionId: position,
    occurredAt: at(minute),
    recordedAt: at(minute),
    schemaVersion: 1,
    data: { siteId: 's-1', roomId: 'r-1', ...data },
    metadata: {},
  };
};
const registry = [{ deviceId: 'd1', roomId: 'r-1', deviceType: 'pad9', battery: 99, lastSignalAt: at(59) } as unknown as DeviceStatusRecord];

describe('the board folded from the events that decide it', () => {
  const cleaning = event('StaffArrived', 10, { role: 'cleaner' });
  const opened = event('CallOpened', 20, { callId: 'c-1', source: 'complaint', category: 'cleaning', problems: ['dirty_floor'], openedAt: at(20).toISOString(), sla: null }, 'room-r-1');
  const maintenance = event('CallOpened', 5, { callId: 'c-2', source: 'complaint', category: 'maintenance', problems: ['problem_leak'], openedAt: at(5).toISOString(), sla: null }, 'room-r-1');
  const latest = [cleaning, event('VisitorsCounted', 25, { count: 4 }), event('ComplaintReported', 20, { problem: 'dirty_floor', category: 'cleaning' }), opened, maintenance];

  it('starts visitors at the newest cleaning and keeps a calls opening per category as the candidates', () => {
    expect(cleaningsOf(latest)).toEqual(new Map([['r-1', at(10)]]));
    expect(callCandidatesOf(latest)).toEqual(['c-1', 'c-2']);
  });

  it('sums visitors since the cleaning (a look-up and a run finding the same one count once) and shows only calls still open', () => {
    const visits = [event('VisitorsCounted', 10, { count: 100 }), event('VisitorsCounted', 15, { count: 3 }), latest[1]!];
    const callEvents = [
      event('CallComplaintAdded', 22, { callId: 'c-1', problem: 'no_soap' }, 'room-r-1'),
      event('CallResolved', 8, { callId: 'c-2', resolvedAt: at(8).toISOString(), responseMinutes: 3, resolvedBy: null }, 'room-r-1'),
    ];
    const beat = event('DeviceHeartbeat', 30, { battery: 41 });
    const inputs = boardInputsAt({ at: at(30), latest, visitsSinceClean: visits, callEvents, deviceLatest: [beat], deviceHeartbeats: [beat] }, registry);
    // The visit at the cleaning's own instant is not "since": the live fold's rule.
    expect(inputs.facts).toMatchObject([{ roomId: 'r-1', lastCleanedAt: at(10), visitsSinceClean: 7, lastVisitAt: at(25), lastComplaintProblem: 'dirty_floor' }]);
    expect(inputs.calls).toMatchObject([{ callId: 'c-1', problems: ['dirty_floor', 'no_soap'], complaintCount: 2, resolvedAt: null }]);
    // The device as it was then, not as the registry's live status says now.
    expect(inputs.devices).toMatchObject([{ deviceId: 'd1', battery: 41, lastSignalAt: at(30), lastHeartbeatAt: at(30) }]);
  });

  it('shows a device that had not signalled by then as never having signalled', () => {
    const inputs = boardInputsAt({ at: at(0), latest: [], visitsSinceClean: [], callEvents: [], deviceLatest: [], deviceHeartbeats: [] }, registry);
    expect(inputs.devices).toMatchObject([{ deviceId: 'd1', battery: null, lastSignalAt: null }]);
    expect(inputs.facts).toEqual([]);
    expect(inputs.calls).toEqual([]);
  });
});
