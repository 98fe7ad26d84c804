import type { DeviceAlertItem } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { alertDeviceName, groupByKind, liveDurationMinutes, type AlertGroup } from '../model/alert-list.ts';
import { formatDuration } from '../model/duration.ts';
import { AlertKindCell, AlertKindIcon } from './alert-kind.tsx';
import { DeviceLink } from './device-link.tsx';

interface AlertTableProps {
  alerts: readonly DeviceAlertItem[];
  /** `active`: since when and for how long (growing); `history`: opened, closed or still open, and how long. */
  columns: 'active' | 'history';
  /** One section per kind with its count (otherwise the rows in the order given). */
  grouped?: boolean;
  /** The clock open alerts' durations run to. */
  now: number;
  /** The site's time zone: moments show in the site's time. */
  timeZone: string;
  testId: string;
}

const INSTANT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Device alerts as a table (stacked as cards on a phone, each cell with its column's name):
 * the kind with its icon and detail, the device (its name links to it on /admin/devices)
 * and its room, and the times.
 */
export function AlertTable({ alerts, columns, grouped = false, now, timeZone, testId }: AlertTableProps) {
  const { t } = useTranslation('deviceAlerts');
  const headings = columns === 'active' ? ['column.kind', 'column.device', 'column.room', 'column.since', 'column.duration'] : ['column.kind', 'column.device', 'column.room', 'column.opened', 'column.closed', 'column.duration'];
  const span = headings.length;
  const groups: AlertGroup[] = grouped ? groupByKind(alerts) : [{ kind: alerts[0]?.kind ?? 'offline', alerts: [...alerts] }];
  return (
    <div className="table-wrap da-table-wrap">
      <table className="data-table da-table" data-testid={testId}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={heading === 'column.duration' ? 'number' : undefined}>
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.kind}>
            {grouped ? (
              <tr className="da-group-row" data-testid="device-alert-group" data-kind={group.kind}>
                <th scope="rowgroup" colSpan={span}>
                  <span className={`da-kind tone-${group.kind}`}>
                    <AlertKindIcon kind={group.kind} />
                    <span className="da-kind-name">{t(`kind.${group.kind}`)}</span>
                    <span className="da-group-count">{t('list.count', { count: group.alerts.length })}</span>
                  </span>
                </th>
              </tr>
            ) : null}
            {group.alerts.map((alert) => (
              <AlertRow key={alert.alertId} alert={alert} columns={columns} now={now} timeZone={timeZone} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function AlertRow({ alert, columns, now, timeZone }: { alert: DeviceAlertItem; columns: 'active' | 'history'; now: number; timeZone: string }) {
  const { t, i18n } = useTranslation('deviceAlerts');
  const locale = i18n.language;
  const name = alertDeviceName(alert);
  const open = alert.closedAt === null;
  const opened = (
    <time dateTime={alert.openedAt} title={formatInstant(alert.openedAt, locale, timeZone, { dateStyle: 'full', timeStyle: 'long' })}>
      {formatInstant(alert.openedAt, locale, timeZone, INSTANT)}
    </time>
  );
  return (
    <tr className={open ? 'da-row is-open' : 'da-row'} data-testid="device-alert-row" data-kind={alert.kind} data-device-id={alert.deviceId} data-alert-id={alert.alertId} data-state={open ? 'open' : 'closed'}>
      <td data-label={t('column.kind')} className="da-cell-kind">
        <AlertKindCell alert={alert} timeZone={timeZone} />
      </td>
      <td data-label={t('column.device')}>
        <span className="da-device">
          <DeviceLink deviceId={alert.deviceId} name={name} testId="device-alert-open-device" />
          <bdi className="muted da-device-type">{t(`labels:sensor_${alert.deviceType}`, { defaultValue: alert.deviceType })}</bdi>
        </span>
      </td>
      <td data-label={t('column.room')} className="da-cell-room">
        {alert.roomName === null ? <span className="muted">{t('list.roomGone')}</span> : <RoomName roomId={alert.roomId} displayName={alert.roomName} />}
      </td>
      <td data-label={t(columns === 'active' ? 'column.since' : 'column.opened')}>{opened}</td>
      {columns === 'history' ? (
        <td data-label={t('column.closed')}>
          {open ? (
            <span className="status-pill da-open-pill">{t('state.open')}</span>
          ) : (
            <span className="da-closed">
              <time dateTime={alert.closedAt ?? undefined}>{formatInstant(alert.closedAt ?? alert.openedAt, locale, timeZone, INSTANT)}</time>
              {alert.closeReason === 'device_removed' ? <span className="muted da-close-reason">{t('state.deviceRemoved')}</span> : null}
            </span>
          )}
        </td>
      ) : null}
      <td data-label={t('column.duration')} className="number" data-testid="device-alert-duration">
        {formatDuration(liveDurationMinutes(alert, now), locale)}
      </td>
    </tr>
  );
}
