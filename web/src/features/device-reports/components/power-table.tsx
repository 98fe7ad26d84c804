import type { BatteryPowerReport } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatLocalDate, formatPercent } from '../../../lib/format.ts';
import { daysLeftSoon, formatSlope, hasBatteryData, roundDaysLeft, type PowerDevice } from '../model/power.ts';
import { BatteryBar } from './battery-bar.tsx';
import { BatterySparkline } from './battery-sparkline.tsx';
import { DeviceLabel, RelativeTime } from './report-parts.tsx';

interface PowerTableProps {
  days: BatteryPowerReport['days'];
  devices: readonly PowerDevice[];
  now: Date;
}

/** Per device: the battery now, its trend over the period with the drain per day and the days left, the last replacement. */
export function PowerTable({ days, devices, now }: PowerTableProps) {
  const { t } = useTranslation('deviceReports');
  return (
    <div className="table-wrap">
      <table className="data-table admin-table dr-power-table" data-testid="power-table">
        <thead>
          <tr>
            <th scope="col">{t('column.device')}</th>
            <th scope="col">{t('column.battery')}</th>
            <th scope="col">{t('column.trend')}</th>
            <th scope="col" className="optional">
              {t('column.replaced')}
            </th>
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => (
            <tr key={device.device_id} data-testid="power-row" data-device-id={device.device_id} data-has-data={hasBatteryData(device)}>
              <th scope="row" className="dr-row-head">
                <DeviceLabel device={device} />
              </th>
              {hasBatteryData(device) ? (
                <>
                  <td>
                    {device.battery === null ? (
                      <span className="muted">{t('common:states.noData')}</span>
                    ) : (
                      <span className="dr-battery-cell">
                        <BatteryBar level={device.battery} />
                        <span className="dr-device-sub">
                          <RelativeTime iso={device.batteryAt} now={now} never="" />
                        </span>
                      </span>
                    )}
                  </td>
                  <td>
                    <Trend device={device} days={days} />
                  </td>
                  <td className="optional">
                    <Replaced date={device.battery_maintenance_date} />
                  </td>
                </>
              ) : (
                <td colSpan={3} className="muted" data-testid="power-no-data">
                  {t('common:states.noData')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Trend({ device, days }: { device: PowerDevice; days: readonly string[] }) {
  const { t, i18n } = useTranslation('deviceReports');
  const locale = i18n.language;
  if (device.readings.length === 0) return <span className="muted">{t('common:states.noData')}</span>;
  const first = device.readings[0]!;
  const last = device.readings.at(-1)!;
  const daysLeft = roundDaysLeft(device.daysLeft);
  const label = t('power.trendLabel', {
    from: formatPercent(first.last, locale, 0),
    fromDay: formatLocalDate(first.day, locale),
    to: formatPercent(last.last, locale, 0),
    toDay: formatLocalDate(last.day, locale),
  });
  return (
    <span className="dr-trend">
      <BatterySparkline readings={device.readings} days={days} ariaLabel={label} />
      <span className="dr-trend-text">
        {device.trendPerDay === null ? (
          <span className="muted">{t('power.noTrend')}</span>
        ) : (
          <span className="dr-slope" title={t('power.slopeHint')} data-testid="power-slope" data-slope={device.trendPerDay}>
            {/* No <bdi>: the locale's number may start with a direction mark that would turn the whole phrase left to right. */}
            {t('power.slope', { value: formatSlope(device.trendPerDay, locale) })}
          </span>
        )}
        {daysLeft === null ? null : (
          <span className={daysLeftSoon(daysLeft) ? 'dr-days-left is-soon' : 'dr-days-left'} data-testid="power-days-left" data-days={daysLeft}>
            {daysLeft === 0 ? t('power.underADay') : t('power.daysLeft', { count: daysLeft })}
          </span>
        )}
      </span>
    </span>
  );
}

function Replaced({ date }: { date: string | null }) {
  const { t, i18n } = useTranslation('deviceReports');
  if (date === null) return <span className="muted">{t('power.neverReplaced')}</span>;
  return <time dateTime={date}>{formatLocalDate(date, i18n.language)}</time>;
}
