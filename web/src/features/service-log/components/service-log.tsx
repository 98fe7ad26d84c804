import { SLA_STATES, type ComplaintCategory, type ServiceLog as ServiceLogAnswer, type ServiceLogCall, type SlaState } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomHeader } from '../../../components/room/room-header.tsx';
import { RoomStatCard } from '../../../components/room/room-stat-card.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useRoom } from '../../../hooks/use-room.ts';
import { formatInstant, formatMinutes, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useServiceLog } from '../api/get-service-log.ts';
import { newestFirst, roundResponse, sameLocalDay, serviceLogCsv, summarize } from '../utils/service-log-rows.ts';
import { CallNotificationCell } from './call-notification-cell.tsx';
import { useServiceLogLive } from './use-service-log-live.ts';
import './service-log.css';

interface ServiceLogProps {
  category: ComplaintCategory;
}

/** The room's calls of one category (the clean log or the maintenance log), newest first. */
export function ServiceLog({ category }: ServiceLogProps) {
  const { roomId } = useCurrentRoute();
  const room = useRoom(roomId);
  const log = useServiceLog(roomId, category);
  // A call's notification state changes after the fact (a delivery, a check-in): follow it live.
  useServiceLogLive(log.data?.siteId ?? null, roomId);
  if (!roomId) return null;
  return (
    <div className="service-log" data-testid={`service-log-${category}`}>
      <RoomHeader roomId={roomId} room={room} active={category === 'cleaning' ? 'cleanLog' : 'maintenanceLog'} />
      <QueryView query={log} isEmpty={(data) => data.calls.length === 0}>
        {(data) => <ServiceLogView data={data} />}
      </QueryView>
    </div>
  );
}

function ServiceLogView({ data }: { data: ServiceLogAnswer }) {
  const { t, i18n } = useTranslation(['rooms', 'notifications']);
  const [stateFilter, setStateFilter] = useState<SlaState | null>(null);
  const lang = i18n.language;
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  const summary = summarize(data.calls);
  const calls = newestFirst(data.calls).filter((call) => stateFilter === null || call.slaState === stateFilter);
  const minutes = (value: number) => formatMinutes(roundResponse(value), lang, units);

  return (
    <>
      <div className="room-stat-grid" data-testid="service-log-summary">
        <RoomStatCard label={t('serviceLog.summary.calls')} value={formatNumber(data.total, lang)} testId="service-log-summary-calls">
          {summary.open > 0 ? t('serviceLog.summary.open', { count: summary.open }) : null}
        </RoomStatCard>
        <RoomStatCard
          label={t('serviceLog.summary.withinSla')}
          value={summary.withinSlaShare === null ? '–' : formatPercent(summary.withinSlaShare, lang)}
          testId="service-log-summary-within-sla"
        >
          {t('serviceLog.summary.withinSlaOf', { count: summary.judged, within: summary.withinSla })}
        </RoomStatCard>
        <RoomStatCard
          label={t('serviceLog.summary.averageResponse')}
          value={summary.averageResponse === null ? '–' : minutes(summary.averageResponse)}
          testId="service-log-summary-average-response"
        />
        <RoomStatCard label={t('serviceLog.summary.escalated')} value={formatNumber(summary.escalated, lang)} testId="service-log-summary-escalated" />
      </div>
      {data.total > data.calls.length ? (
        <p className="muted" data-testid="service-log-truncated">
          {t('serviceLog.truncated', { shown: data.calls.length, total: data.total })}
        </p>
      ) : null}

      <div className="toolbar">
        <div className="service-log-filters" role="group" aria-label={t('serviceLog.filterLabel')}>
          <button type="button" className={stateFilter === null ? 'button is-active' : 'button'} aria-pressed={stateFilter === null} onClick={() => setStateFilter(null)} data-testid="service-log-filter-all">
            {t('serviceLog.filterAll')} <span className="muted">{summary.calls}</span>
          </button>
          {SLA_STATES.map((state) => {
            const count = data.calls.filter((call) => call.slaState === state).length;
            return (
              <button
                key={state}
                type="button"
                className={stateFilter === state ? 'button is-active' : 'button'}
                aria-pressed={stateFilter === state}
                disabled={count === 0}
                onClick={() => setStateFilter(stateFilter === state ? null : state)}
                data-testid={`service-log-filter-${state}`}
              >
                <span className={`sla-dot sla-${state}`} aria-hidden="true" />
                {t(`labels:call_state_${state}`)} <span className="muted">{count}</span>
              </button>
            );
          })}
        </div>
        <span className="spacer" />
        <ExportButton fileName={`${data.category === 'cleaning' ? 'clean' : 'maintenance'}-log_${data.timeFrom}_${data.timeTo}`} build={() => serviceLogCsv(calls, data.timezone, (key) => t(key))} disabled={calls.length === 0} />
      </div>

      {calls.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="table-wrap">
          <table className="data-table service-log-table" data-testid="service-log-table">
            <thead>
              <tr>
                <th scope="col">{t('serviceLog.column.opened')}</th>
                <th scope="col">{t('serviceLog.column.source')}</th>
                <th scope="col">{t('serviceLog.column.problems')}</th>
                <th scope="col" className="number">
                  {t('serviceLog.column.reports')}
                </th>
                <th scope="col">{t('serviceLog.column.resolved')}</th>
                <th scope="col" className="number">
                  {t('serviceLog.column.response')}
                </th>
                <th scope="col">{t('serviceLog.column.sla')}</th>
                <th scope="col">{t('serviceLog.column.escalated')}</th>
                <th scope="col">{t('notifications:serviceLog.column')}</th>
              </tr>
            </thead>
            <tbody>
              {calls.map((call) => (
                <CallRow key={call.callId} call={call} timeZone={data.timezone} minutes={minutes} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function CallRow({ call, timeZone, minutes }: { call: ServiceLogCall; timeZone: string; minutes: (value: number) => string }) {
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  const dateTime = (iso: string) => formatInstant(iso, lang, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
  // A resolution or escalation on the day the call opened needs only its time.
  const laterTime = (iso: string) => (sameLocalDay(iso, call.openedAt, timeZone) ? formatInstant(iso, lang, timeZone, { timeStyle: 'short' }) : dateTime(iso));
  const slaWindow =
    call.minSla !== null && call.maxSla !== null
      ? t('serviceLog.slaWindow', { min: call.minSla, max: call.maxSla, shift: call.shiftNumber ?? '–' })
      : t('serviceLog.noSla');

  return (
    <tr data-testid={`service-log-row-${call.callId}`}>
      <td>
        <time dateTime={call.openedAt}>{dateTime(call.openedAt)}</time>
      </td>
      <td>{t(`labels:source_${call.source}`)}</td>
      <td className="service-log-problems">
        {call.problems.map((problem, index) => (
          <span key={`${problem}-${index}`} className="chip">
            {t(`labels:${problem}`)}
          </span>
        ))}
      </td>
      <td className="number">{call.complaintCount}</td>
      <td>{call.resolvedAt ? <time dateTime={call.resolvedAt}>{laterTime(call.resolvedAt)}</time> : <span className="muted">{t('serviceLog.notResolved')}</span>}</td>
      <td className="number">{call.responseMinutes === null ? <span className="muted">–</span> : minutes(call.responseMinutes)}</td>
      <td>
        <span className={`sla-badge sla-${call.slaState}`} title={slaWindow} data-testid={`service-log-sla-${call.callId}`}>
          {t(`labels:call_state_${call.slaState}`)}
        </span>
      </td>
      <td>
        {call.escalated ? (
          <span className="bad">{call.escalatedAt ? t('serviceLog.escalatedAt', { time: laterTime(call.escalatedAt) }) : t('serviceLog.yes')}</span>
        ) : (
          <span className="muted">{t('serviceLog.no')}</span>
        )}
      </td>
      <td>
        <CallNotificationCell callId={call.callId} notification={call.notification} timeZone={timeZone} />
      </td>
    </tr>
  );
}
