import type { ServiceLogCall, SlaState } from '@facility/contracts';
import type { CsvCell } from '../../../lib/csv.ts';
import { notificationStateKey } from './call-notification.ts';

/** Newest call first (the server sends them so; sorting again keeps the table right whatever it sends). */
export function newestFirst(calls: readonly ServiceLogCall[]): ServiceLogCall[] {
  return [...calls].sort((a, b) => (a.openedAt < b.openedAt ? 1 : a.openedAt > b.openedAt ? -1 : 0));
}

/** Response minutes as the dashboard shows SLA times (spec §9): rounded up below 1, else rounded. */
export function roundResponse(minutes: number): number {
  return minutes > 0 && minutes < 1 ? 1 : Math.round(minutes);
}

export interface ServiceLogSummary {
  calls: number;
  /** Calls the SLA has judged: every call but the ones still open within it. */
  judged: number;
  withinSla: number;
  late: number;
  escalated: number;
  open: number;
  /** Percentage of judged calls answered within the SLA; null when none was judged. */
  withinSlaShare: number | null;
  /** Mean minutes to resolution of the resolved calls (SLA rounding); null when none resolved. */
  averageResponse: number | null;
}

export function summarize(calls: readonly ServiceLogCall[]): ServiceLogSummary {
  const count = (state: SlaState) => calls.filter((call) => call.slaState === state).length;
  const withinSla = count('in_sla');
  const late = count('late');
  const escalated = count('escalated');
  const open = count('open');
  const judged = withinSla + late + escalated;
  const responses = calls.flatMap((call) => (call.responseMinutes === null ? [] : [call.responseMinutes]));
  return {
    calls: calls.length,
    judged,
    withinSla,
    late,
    escalated,
    open,
    withinSlaShare: judged === 0 ? null : Math.round((withinSla / judged) * 1000) / 10,
    averageResponse: responses.length === 0 ? null : roundResponse(responses.reduce((sum, value) => sum + value, 0) / responses.length),
  };
}

/** An instant as `yyyy-mm-dd HH:mm` in the site's zone: sortable and unambiguous in a spreadsheet. */
export function localDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Whether two instants fall on the same calendar day in the site's zone. */
export function sameLocalDay(a: string, b: string, timeZone: string): boolean {
  return localDateTime(a, timeZone).slice(0, 10) === localDateTime(b, timeZone).slice(0, 10);
}

/** The export: one row per call, labels translated, times site-local, minutes as numbers. */
export function serviceLogCsv(
  calls: readonly ServiceLogCall[],
  timeZone: string,
  t: (key: string) => string,
): { header: string[]; rows: CsvCell[][] } {
  return {
    header: [
      t('serviceLog.column.opened'),
      t('serviceLog.column.source'),
      t('serviceLog.column.problems'),
      t('serviceLog.column.reports'),
      t('serviceLog.column.resolved'),
      t('serviceLog.column.responseMinutes'),
      t('serviceLog.column.shift'),
      t('serviceLog.column.sla'),
      t('serviceLog.column.escalated'),
      t('notifications:serviceLog.column'),
    ],
    rows: newestFirst(calls).map((call) => [
      localDateTime(call.openedAt, timeZone),
      t(`labels:source_${call.source}`),
      call.problems.map((problem) => t(`labels:${problem}`)).join('; '),
      call.complaintCount,
      call.resolvedAt ? localDateTime(call.resolvedAt, timeZone) : '',
      call.responseMinutes === null ? '' : Math.round(call.responseMinutes * 10) / 10,
      call.shiftNumber ?? '',
      t(`labels:call_state_${call.slaState}`),
      call.escalatedAt ? localDateTime(call.escalatedAt, timeZone) : call.escalated ? t('serviceLog.yes') : '',
      t(notificationStateKey(call.notification)),
    ]),
  };
}
