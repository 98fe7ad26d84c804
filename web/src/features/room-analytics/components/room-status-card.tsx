import type { OpenCall, RoomStatus } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatMinutes, formatNumber, roundSlaMinutes } from '../../../lib/format.ts';
import { formatAgo } from '../../../lib/relative-age.ts';

interface RoomStatusCardProps {
  room: RoomStatus;
  /** The site's zone, for the instants; the browser's when unknown. */
  timeZone: string | undefined;
}

/** The room right now: its state, when it was last cleaned and visited, its open calls and alerts. */
export function RoomStatusCard({ room, timeZone }: RoomStatusCardProps) {
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  // One clock per render of the card: "20 minutes ago" stays consistent across its lines.
  const [now] = useState(() => new Date());
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Live status is about recent events: the year shows only when it is not this year's.
  const thisYear = formatInstant(now.toISOString(), 'en', zone, { year: 'numeric' });
  const instant = (iso: string) =>
    formatInstant(iso, lang, zone, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(formatInstant(iso, 'en', zone, { year: 'numeric' }) === thisYear ? {} : { year: 'numeric' }),
    });
  const needingAttention = room.devices.filter((device) => device.health.status !== 'ok').length;

  const fact = (id: string, label: string, iso: string | null, extra?: string) => (
    <div className="room-fact" data-testid={`room-analytics-${id}`}>
      <dt>{label}</dt>
      <dd>
        {iso ? (
          <>
            <time dateTime={iso}>{instant(iso)}</time>
            <span className="muted room-fact-note">
              {formatAgo(iso, now, lang)}
              {extra ? ` · ${extra}` : ''}
            </span>
          </>
        ) : (
          <span className="muted">{t('status.never')}</span>
        )}
      </dd>
    </div>
  );

  return (
    <section className="card room-status" data-testid="room-analytics-status">
      <div className="room-status-head">
        <h3>{t('status.title')}</h3>
        <span className={`room-state room-state-${room.state}`} data-testid="room-analytics-state">
          {t(`labels:room_state_${room.state}`)}
        </span>
      </div>
      <dl className="room-facts">
        <div className="room-fact" data-testid="room-analytics-visits-since-clean">
          <dt>{t('status.visitsSinceClean')}</dt>
          <dd>
            <strong>{formatNumber(room.visitsSinceClean, lang)}</strong>
          </dd>
        </div>
        {fact('last-cleaned', t('status.lastCleaned'), room.lastCleanedAt)}
        {fact('last-visit', t('status.lastVisit'), room.lastVisitAt)}
        {fact('last-maintained', t('status.lastMaintained'), room.lastMaintainedAt)}
        {fact('last-complaint', t('status.lastComplaint'), room.lastComplaint?.at ?? null, room.lastComplaint ? t(`labels:${room.lastComplaint.problem}`) : undefined)}
        <div className="room-fact" data-testid="room-analytics-devices">
          <dt>{t('status.devices')}</dt>
          <dd>
            <strong>{formatNumber(room.devices.length, lang)}</strong>
            <span className={needingAttention > 0 ? 'bad room-fact-note' : 'good room-fact-note'}>
              {needingAttention > 0 ? t('status.devicesAttention', { count: needingAttention }) : t('status.devicesOk')}
            </span>
          </dd>
        </div>
      </dl>

      <div className="room-status-calls">
        <h4>
          {t('status.openCalls')} <span className="muted">{formatNumber(room.openCalls.length, lang)}</span>
        </h4>
        {room.openCalls.length === 0 ? (
          <p className="muted" data-testid="room-analytics-no-open-calls">
            {t('status.noOpenCalls')}
          </p>
        ) : (
          <ul className="room-open-calls">
            {room.openCalls.map((call) => (
              <OpenCallItem key={call.callId} call={call} instant={instant} />
            ))}
          </ul>
        )}
        {room.dispenserAlerts.length > 0 ? (
          <div className="room-dispenser-alerts" data-testid="room-analytics-dispenser-alerts">
            <h4>{t('status.dispenserAlerts')}</h4>
            {room.dispenserAlerts.map((alert) => (
              <span key={`${alert.item}-${alert.cell}`} className={alert.level === 'empty' ? 'chip room-chip-bad' : 'chip room-chip-warn'}>
                {t('status.dispenserAlert', { item: t(`labels:item_${alert.item}`), cell: alert.cell, level: t(`labels:level_${alert.level}`) })}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function OpenCallItem({ call, instant }: { call: OpenCall; instant: (iso: string) => string }) {
  const { t, i18n } = useTranslation('rooms');
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  return (
    <li className="room-open-call" data-testid={`room-analytics-open-call-${call.callId}`}>
      <span className={`room-call-state room-call-${call.state}`}>{t(`labels:call_state_${call.state}`)}</span>
      <span className="room-open-call-body">
        <span>
          {call.problems.map((problem, index) => (
            <span key={`${problem}-${index}`} className="chip">
              {t(`labels:${problem}`)}
            </span>
          ))}
        </span>
        <span className="muted">
          {t('status.callLine', {
            category: t(`labels:category_${call.category}`),
            source: t(`labels:source_${call.source}`),
            opened: instant(call.openedAt),
            duration: formatMinutes(roundSlaMinutes(call.minutesOpen), i18n.language, units),
          })}
        </span>
      </span>
    </li>
  );
}
