import type { CallEventData, RecordedEvent } from '@facility/contracts';
import { openedCallProblems } from './opened-call-problems.ts';

/** A call as the `calls` table holds it (times as ISO strings). */
export interface CallRecord {
  callId: string;
  roomId: string;
  siteId: string;
  source: string;
  category: string;
  problems: string[];
  complaintCount: number;
  openedAt: string;
  shiftNumber: number | null;
  minSla: number | null;
  maxSla: number | null;
  escalationLevel: number;
  escalatedAt: string | null;
  resolvedAt: string | null;
  responseMinutes: number | null;
  resolvedBy: string | null;
}

export const CALL_RECORD_EVENT_TYPES = new Set(['CallOpened', 'CallComplaintAdded', 'CallEscalated', 'CallResolved']);

/**
 * Folds call events into call records (pure). `calls` holds the records the batch names
 * that already exist; the ids of the records changed are returned. Events for a call that
 * was never opened are ignored (the reactor always opens first, in the same stream).
 */
export function foldCalls(calls: Map<string, CallRecord>, events: readonly RecordedEvent[]): Set<string> {
  const changed = new Set<string>();
  for (const event of events) {
    if (!CALL_RECORD_EVENT_TYPES.has(event.type)) continue;
    const callId = String(event.data.callId);
    if (event.type === 'CallOpened') {
      if (calls.has(callId)) continue;
      const data = event.data as unknown as CallEventData<'CallOpened'>;
      calls.set(callId, {
        callId,
        roomId: data.roomId,
        siteId: data.siteId,
        source: data.source,
        category: data.category,
        problems: openedCallProblems(data),
        complaintCount: 1,
        openedAt: data.openedAt,
        shiftNumber: data.sla?.shiftNumber ?? null,
        minSla: data.sla?.minSla ?? null,
        maxSla: data.sla?.maxSla ?? null,
        escalationLevel: 0,
        escalatedAt: null,
        resolvedAt: null,
        responseMinutes: null,
        resolvedBy: null,
      });
      changed.add(callId);
      continue;
    }
    const call = calls.get(callId);
    if (!call) continue;
    changed.add(callId);
    switch (event.type) {
      case 'CallComplaintAdded': {
        const problem = String(event.data.problem);
        call.complaintCount += 1;
        if (!call.problems.includes(problem)) call.problems.push(problem);
        break;
      }
      case 'CallEscalated': {
        const data = event.data as unknown as CallEventData<'CallEscalated'>;
        if (data.level > call.escalationLevel) {
          call.escalationLevel = data.level;
          call.escalatedAt = data.escalatedAt;
        }
        break;
      }
      case 'CallResolved': {
        const data = event.data as unknown as CallEventData<'CallResolved'>;
        call.resolvedAt = data.resolvedAt;
        call.responseMinutes = data.responseMinutes;
        call.resolvedBy = data.resolvedBy;
        break;
      }
    }
  }
  return changed;
}
