import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { offlineTimeQuery } from '../api/device-alerts-api.ts';
import { alertDeviceName } from '../model/alert-list.ts';
import { DeviceLink } from './device-link.tsx';
import { formatHoursMinutes } from '../model/duration.ts';
import { monthLabel, recentMonths } from '../model/months.ts';
import { offlineCsv, offlineTotals, splitOfflineRows, withRoomNames, type OfflineTimeRow } from '../model/offline-report.ts';

/** How many months back the report can look. */
const MONTHS_OFFERED = 12;

interface OfflineReportProps {
  siteId: string;
  /** The site's month now: the first choice and the default. */
  currentMonth: string;
  refetchInterval: number | false;
}

/**
 * Offline time per device in a chosen month, most offline first, with a CSV export of every
 * device. The devices never offline that month are folded away behind a button.
 */
export function OfflineReport({ siteId, currentMonth, refetchInterval }: OfflineReportProps) {
  const { t, i18n } = useTranslation('deviceAlerts');
  const locale = i18n.language;
  const [month, setMonth] = useState(currentMonth);
  const [showNever, setShowNever] = useState(false);
  const query = useQuery({ ...offlineTimeQuery(siteId, month), refetchInterval });
  const nameOf = useRoomName(siteId);
  // The room names in the reader's language (issue 19), for the table and the CSV alike.
  const devices = withRoomNames(query.data?.devices ?? [], nameOf);
  const typeName = (type: string) => t(`labels:sensor_${type}`, { defaultValue: type });

  return (
    <section className="da-section" aria-labelledby="da-offline-title" data-testid="offline-time">
      <div className="da-section-head">
        <h2 id="da-offline-title" className="section-title">
          {t('offline.title')}
        </h2>
        <div className="da-section-tools">
          <SelectField
            label={t('offline.month')}
            value={month}
            options={recentMonths(currentMonth, MONTHS_OFFERED).map((entry) => ({ value: entry, label: monthLabel(entry, locale) }))}
            onChange={setMonth}
            testId="offline-time-month"
          />
          <ExportButton
            fileName={`offline-time-${month}`}
            disabled={devices.length === 0}
            build={() =>
              offlineCsv(devices, {
                header: [t('column.device'), t('column.deviceId'), t('column.type'), t('column.room'), t('column.offlineTime'), t('column.offlineMinutes'), t('column.sharePercent'), t('column.alerts')],
                type: typeName,
                hoursMinutes: (minutes) => formatHoursMinutes(minutes, locale),
              })
            }
          />
        </div>
      </div>
      <p className="muted da-intro">{t('offline.intro')}</p>
      <QueryView query={query} isEmpty={(data) => data.devices.length === 0}>
        {() => {
          const { offline, never } = splitOfflineRows(devices);
          const totals = offlineTotals(devices);
          const rows = showNever ? [...offline, ...never] : offline;
          return (
            <div className="da-results">
              {rows.length > 0 ? (
                <div className="table-wrap">
                  <table className="data-table da-table da-offline-table" data-testid="offline-time-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('column.device')}</th>
                        <th scope="col">{t('column.room')}</th>
                        <th scope="col" className="number">
                          {t('column.offlineTime')}
                        </th>
                        <th scope="col">{t('column.share')}</th>
                        <th scope="col" className="number">
                          {t('column.alerts')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <OfflineRow key={row.deviceId} row={row} typeName={typeName} />
                      ))}
                    </tbody>
                    <tfoot>
                      <tr data-testid="offline-time-total">
                        <td colSpan={2}>{t('offline.total', { count: devices.length })}</td>
                        <td className="number" data-label={t('column.offlineTime')}>
                          {formatHoursMinutes(totals.offlineMinutes, locale)}
                        </td>
                        <td className="da-total-blank" />
                        <td className="number" data-label={t('column.alerts')}>
                          {formatNumber(totals.alerts, locale)}
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              ) : (
                <p className="da-none-offline" data-testid="offline-time-none">
                  {t('offline.noneOffline')}
                </p>
              )}
              {never.length > 0 ? (
                <button type="button" className="da-link-button" aria-expanded={showNever} onClick={() => setShowNever(!showNever)} data-testid="offline-time-toggle">
                  {showNever ? t('offline.hideNever') : t('offline.showNever', { count: never.length })}
                </button>
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}

function OfflineRow({ row, typeName }: { row: OfflineTimeRow; typeName: (type: string) => string }) {
  const { t, i18n } = useTranslation('deviceAlerts');
  const locale = i18n.language;
  return (
    <tr className={row.offlineMinutes === 0 ? 'da-offline-row is-none' : 'da-offline-row'} data-testid="offline-time-row" data-device-id={row.deviceId} data-minutes={row.offlineMinutes}>
      <td data-label={t('column.device')}>
        <span className="da-device">
          <DeviceLink deviceId={row.deviceId} name={alertDeviceName(row)} testId="offline-time-open-device" />
          <bdi className="muted da-device-type">{typeName(row.deviceType)}</bdi>
        </span>
      </td>
      <td data-label={t('column.room')}>{row.roomName === null ? <span className="muted">{t('list.roomGone')}</span> : <bdi dir="auto" translate="no">{row.roomName}</bdi>}</td>
      <td data-label={t('column.offlineTime')} className="number" data-testid="offline-time-hours">
        {formatHoursMinutes(row.offlineMinutes, locale)}
      </td>
      <td data-label={t('column.share')}>
        <span className="da-share">
          <span className="da-share-bar" aria-hidden="true">
            <span style={{ inlineSize: `${Math.min(100, row.share * 100)}%` }} />
          </span>
          <span className="da-share-value">{formatPercent(row.share * 100, locale, 1)}</span>
        </span>
      </td>
      <td data-label={t('column.alerts')} className="number">
        {formatNumber(row.alerts, locale)}
      </td>
    </tr>
  );
}
