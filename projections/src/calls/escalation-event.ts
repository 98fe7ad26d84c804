import type { CallEventData, NewEvent } from '@facility/contracts';
import { derivedEventId } from './derived-id.ts';

const MINUTE_MS = 60_000;

/** The escalation event of a call: the same id whether the reactor or the timer writes it. */
export function escalationEvent(call: { callId: string; openedAt: number; maxSla: number }, roomId: string, siteId: string): NewEvent {
  const escalatedAt = new Date(call.openedAt + call.maxSla * MINUTE_MS);
  const data: CallEventData<'CallEscalated'> = { callId: call.callId, roomId, siteId, level: 1, escalatedAt: escalatedAt.toISOString() };
  return {
    id: derivedEventId(call.callId, 'CallEscalated:1'),
    type: 'CallEscalated',
    data,
    occurredAt: escalatedAt,
    metadata: { source: 'reactor:calls', actor: { kind: 'system', id: 'call-reactor' }, causationId: call.callId },
  };
}
