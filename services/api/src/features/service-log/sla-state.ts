import type { SlaState } from '@facility/contracts';

export interface SlaFacts {
  resolvedAt: Date | string | null;
  responseMinutes: number | null;
  minSla: number | null;
  escalated: boolean;
}

/**
 * How a call of the service log went against its shift's SLA. Pure. Unlike the live room
 * status (which judges open calls against the clock), this judges the call's recorded
 * outcome only:
 *
 * - escalated: it escalated (past its max SLA), resolved or not;
 * - open: not resolved yet;
 * - late: resolved after more than its min SLA;
 * - in_sla: resolved within its min SLA, or it opened outside every shift (no SLA).
 */
export function slaState(call: SlaFacts): SlaState {
  if (call.escalated) return 'escalated';
  if (call.resolvedAt === null) return 'open';
  if (call.minSla !== null && call.responseMinutes !== null && call.responseMinutes > call.minSla) return 'late';
  return 'in_sla';
}
