import { useTranslation } from 'react-i18next';
import { formatLocalDate, formatPercent } from '../../../lib/format.ts';
import { monthSpans, shareLevel, sharePercent, type ConnectivityDevice } from '../model/connectivity.ts';
import { reportDeviceName } from '../model/report-devices.ts';
import { DeviceLabel } from './report-parts.tsx';

interface ConnectivityHeatmapProps {
  days: readonly string[];
  devices: readonly ConnectivityDevice[];
}

/** A month's label needs this many day columns to fit; a shorter run names its month in the title only. */
const MONTH_LABEL_MIN_DAYS = 3;

/**
 * The heat map: a table (devices down, days across, so screen readers can move by row and
 * column), each cell coloured by the day's online share with the exact percentage as its
 * text for screen readers and as its tooltip. The table follows the page's direction, so
 * days run right to left in Hebrew and Arabic; only the map scrolls sideways, the device
 * and average columns stay in place.
 */
export function ConnectivityHeatmap({ days, devices }: ConnectivityHeatmapProps) {
  const { t, i18n } = useTranslation('deviceReports');
  const locale = i18n.language;
  const percent = (share: number) => formatPercent(sharePercent(share), locale, 1);
  const longDay = (day: string) => formatLocalDate(day, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <div className="dr-heatmap-scroll" role="region" aria-label={t('connectivity.mapLabel')} tabIndex={0} data-testid="connectivity-heatmap">
      <table className="dr-heatmap">
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="dr-hm-device">
              {t('column.device')}
            </th>
            <th scope="col" rowSpan={2} className="dr-hm-average">
              {t('connectivity.average')}
            </th>
            {monthSpans(days).map((span) => {
              const name = formatLocalDate(span.firstDay, locale, { month: 'short', year: 'numeric' });
              return (
                <th key={span.month} scope="colgroup" colSpan={span.length} className="dr-hm-month" title={name}>
                  {span.length >= MONTH_LABEL_MIN_DAYS ? <span>{name}</span> : <span className="dr-sr-only">{name}</span>}
                </th>
              );
            })}
          </tr>
          <tr>
            {days.map((day) => (
              <th key={day} scope="col" className="dr-hm-day" title={longDay(day)}>
                <span aria-hidden="true">{formatLocalDate(day, locale, { day: 'numeric' })}</span>
                <span className="dr-sr-only">{longDay(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => {
            const name = reportDeviceName(device);
            return (
              <tr key={device.device_id} data-testid="connectivity-row" data-device-id={device.device_id}>
                <th scope="row" className="dr-hm-device">
                  <DeviceLabel device={device} />
                </th>
                <td className={`dr-hm-average level-${shareLevel(device.average)}`} data-testid="connectivity-average">
                  {device.average === null ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="dr-sr-only">{t('connectivity.noValue')}</span>
                    </>
                  ) : (
                    percent(device.average)
                  )}
                </td>
                {days.map((day, index) => {
                  const share = device.online[index] ?? null;
                  const level = shareLevel(share);
                  const text = share === null ? t('connectivity.noValue') : t('connectivity.online', { percent: percent(share) });
                  return (
                    <td
                      key={day}
                      className="dr-hm-cell"
                      title={`${device.roomName ? `${device.roomName} ` : ''}${name} · ${longDay(day)}: ${text}`}
                      data-testid="connectivity-cell"
                      data-level={level}
                      data-share={share ?? undefined}
                    >
                      <span className={`dr-swatch level-${level}`} aria-hidden="true" />
                      <span className="dr-sr-only">{text}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
