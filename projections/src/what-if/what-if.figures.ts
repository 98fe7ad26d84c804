import type { CallRecord } from '../calls/calls.fold.ts';
import { localDateOf } from '../calendar/site-time.ts';

/**
 * The call figures a what-if compares (DOMAIN.md "Calls" and "Overview series"), over the
 * calls opened in a period as they stood at its end. Pure; the same maths for what
 * happened and for the what-if, so a difference is the settings' doing.
 */
export interface CallFigures {
  opened: number;
  /** Open past the shift's min SLA: answered after it, or still open at the period's end past it. */
  late: number;
  /** Escalated (open past the shift's max SLA) by the period's end. */
  escalated: number;
  resolved: number;
  /** Mean of the resolved calls' response minutes (the `response_time_SLA` series' definition); null without any. */
  averageResponseMinutes: number | null;
  medianResponseMinutes: number | null;
  /** Calls opened per site-local day, days in order. */
  openedByDay: { date: string; opened: number }[];
}

const MINUTE_MS = 60_000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whether the call was open `minSla` minutes or more (the board's `late`), by `end` when still open. */
export function wasLate(call: CallRecord, end: Date): boolean {
  if (call.minSla === null) return false;
  const openMinutes = call.responseMinutes ?? (end.getTime() - Date.parse(call.openedAt)) / MINUTE_MS;
  return openMinutes >= call.minSla;
}

export function callFigures(calls: readonly CallRecord[], end: Date, timezone: string): CallFigures {
  const responses = calls.flatMap((call) => (call.responseMinutes === null ? [] : [call.responseMinutes]));
  const byDay = new Map<string, number>();
  for (const call of calls) {
    const date = localDateOf(Date.parse(call.openedAt), timezone);
    byDay.set(date, (byDay.get(date) ?? 0) + 1);
  }
  return {
    opened: calls.length,
    late: calls.filter((call) => wasLate(call, end)).length,
    escalated: calls.filter((call) => call.escalationLevel > 0).length,
    resolved: responses.length,
    averageResponseMinutes: responses.length > 0 ? responses.reduce((sum, value) => sum + value, 0) / responses.length : null,
    medianResponseMinutes: median(responses),
    openedByDay: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, opened]) => ({ date, opened })),
  };
}
