import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import type { CsvCell } from '../../../lib/csv.ts';
import { batteryPowerQuery } from '../api/device-reports-api.ts';
import { POWER_ORDERS, roundDaysLeft, sortPower, type PowerDevice, type PowerOrder } from '../model/power.ts';
import { filterReportDevices, reportDeviceName, withRoomNames } from '../model/report-devices.ts';
import { PowerTable } from './power-table.tsx';
import { PeriodNote, useTypeName } from './report-parts.tsx';
import { useReportPeriod } from './use-report-period.ts';
import './device-reports.css';

/** Each device's battery, its trend and how long it may last (/admin/devices/power). The period is the header's time filter. */
export default function PowerPage({ tabs }: { tabs?: ReactNode }) {
  const site = useCurrentSite();
  return (
    <>
      {tabs}
      <Power key={site?.id ?? ''} siteId={site?.id ?? null} />
    </>
  );
}

const round1 = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

function Power({ siteId }: { siteId: string | null }) {
  const { t } = useTranslation('deviceReports');
  const typeName = useTypeName();
  const nameOf = useRoomName(siteId);
  const period = useReportPeriod();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<PowerOrder>('lowest');
  const query = useQuery(batteryPowerQuery(siteId, period));
  const shown = sortPower(filterReportDevices(withRoomNames(query.data?.devices ?? [], nameOf), search, typeName), order);
  const now = new Date(query.dataUpdatedAt || Date.now());

  const csv = (devices: readonly PowerDevice[]) => ({
    header: [t('column.room'), t('column.type'), t('column.code'), t('column.battery'), t('column.batteryAt'), t('column.slope'), t('column.daysLeft'), t('column.replaced')],
    rows: devices.map((device): CsvCell[] => [
      device.roomName,
      typeName(device.device_type),
      reportDeviceName(device),
      device.battery,
      device.batteryAt,
      round1(device.trendPerDay),
      roundDaysLeft(device.daysLeft),
      device.battery_maintenance_date,
    ]),
  });

  return (
    <AdminPage
      id="device-power"
      tools={
        <>
          <SelectField<PowerOrder>
            label={t('sort.label')}
            value={order}
            options={POWER_ORDERS.map((value) => ({ value, label: t(`sort.${value}`) }))}
            onChange={setOrder}
            testId="power-sort"
          />
          <ExportButton fileName={`device-power-${period.from}-${period.to}`} build={() => csv(shown)} disabled={shown.length === 0} />
        </>
      }
      search={search}
      onSearch={setSearch}
    >
      {siteId === null ? (
        <EmptyState message={t('common:states.noSite')} />
      ) : (
        <>
          <PeriodNote period={period} testId="power-period" />
          <QueryView query={query} isEmpty={(data) => data.devices.length === 0}>
            {(data) =>
              shown.length === 0 ? (
                <EmptyState message={t('list.noMatch')} />
              ) : (
                <div className="dr-report">
                  <span className="muted" data-testid="power-count">
                    {t('list.count', { count: shown.length })}
                  </span>
                  <PowerTable days={data.days} devices={shown} now={now} />
                </div>
              )
            }
          </QueryView>
        </>
      )}
    </AdminPage>
  );
}
