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
import { connectivityQuery } from '../api/device-reports-api.ts';
import { CONNECTIVITY_ORDERS, isConnectivityEmpty, sharePercent, sortConnectivity, type ConnectivityDevice, type ConnectivityOrder } from '../model/connectivity.ts';
import { filterReportDevices, reportDeviceName, withRoomNames } from '../model/report-devices.ts';
import { ConnectivityHeatmap } from './connectivity-heatmap.tsx';
import { ConnectivityLegend } from './connectivity-legend.tsx';
import { PeriodNote, useTypeName } from './report-parts.tsx';
import { useReportPeriod } from './use-report-period.ts';
import './device-reports.css';

/**
 * How much of each day each device of the site was online, as a heat map
 * (/admin/devices/connectivity). The period is the header's time filter.
 */
export default function ConnectivityPage({ tabs }: { tabs?: ReactNode }) {
  const site = useCurrentSite();
  return (
    <>
      {tabs}
      <Connectivity key={site?.id ?? ''} siteId={site?.id ?? null} />
    </>
  );
}

function Connectivity({ siteId }: { siteId: string | null }) {
  const { t } = useTranslation('deviceReports');
  const typeName = useTypeName();
  const nameOf = useRoomName(siteId);
  const period = useReportPeriod();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<ConnectivityOrder>('worst');
  const query = useQuery(connectivityQuery(siteId, period));
  const days = query.data?.days ?? [];
  const shown = sortConnectivity(filterReportDevices(withRoomNames(query.data?.devices ?? [], nameOf), search, typeName), order);

  const csv = (devices: readonly ConnectivityDevice[]) => ({
    header: [t('column.room'), t('column.type'), t('column.code'), t('connectivity.average'), ...days],
    rows: devices.map((device): CsvCell[] => [
      device.roomName,
      typeName(device.device_type),
      reportDeviceName(device),
      device.average === null ? null : sharePercent(device.average),
      ...days.map((_, index) => {
        const share = device.online[index] ?? null;
        return share === null ? null : sharePercent(share);
      }),
    ]),
  });

  return (
    <AdminPage
      id="device-connectivity"
      tools={
        <>
          <SelectField<ConnectivityOrder>
            label={t('sort.label')}
            value={order}
            options={CONNECTIVITY_ORDERS.map((value) => ({ value, label: t(`sort.${value}`) }))}
            onChange={setOrder}
            testId="connectivity-sort"
          />
          <ExportButton fileName={`device-connectivity-${period.from}-${period.to}`} build={() => csv(shown)} disabled={shown.length === 0} />
        </>
      }
      search={search}
      onSearch={setSearch}
    >
      {siteId === null ? (
        <EmptyState message={t('common:states.noSite')} />
      ) : (
        <>
          <PeriodNote period={period} testId="connectivity-period" />
          <QueryView query={query} isEmpty={isConnectivityEmpty}>
            {() =>
              shown.length === 0 ? (
                <EmptyState message={t('list.noMatch')} />
              ) : (
                <div className="dr-report">
                  <span className="muted" data-testid="connectivity-count">
                    {t('list.count', { count: shown.length })}
                  </span>
                  <ConnectivityHeatmap days={days} devices={shown} />
                  <ConnectivityLegend />
                </div>
              )
            }
          </QueryView>
        </>
      )}
    </AdminPage>
  );
}
