import type { SensorNetworkItem } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import type { CsvCell } from '../../../lib/csv.ts';
import { networkQuery } from '../api/device-reports-api.ts';
import { DEFAULT_NETWORK_SORT, filterNetwork, nextSort, sortNetwork, type NetworkSort } from '../model/network.ts';
import { reportDeviceName, withRoomNames } from '../model/report-devices.ts';
import { NetworkTable } from './network-table.tsx';
import { useTypeName } from './report-parts.tsx';
import './device-reports.css';

/** Readings and ages move on without an event saying so: asked again every minute. */
const REFRESH_MS = 60_000;

/** The site's devices with their Wi-Fi/SIM readings and waiting flags (/admin/devices/network). */
export default function NetworkPage({ tabs }: { tabs?: ReactNode }) {
  const site = useCurrentSite();
  return (
    <>
      {tabs}
      <Network key={site?.id ?? ''} siteId={site?.id ?? null} />
    </>
  );
}

function Network({ siteId }: { siteId: string | null }) {
  const { t } = useTranslation('deviceReports');
  const typeName = useTypeName();
  const nameOf = useRoomName(siteId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<NetworkSort>(DEFAULT_NETWORK_SORT);
  const query = useQuery({ ...networkQuery(siteId), refetchInterval: REFRESH_MS });
  const shown = sortNetwork(filterNetwork(withRoomNames(query.data ?? [], nameOf), search, typeName), sort);
  const now = new Date(query.dataUpdatedAt || Date.now());

  const csv = (items: readonly SensorNetworkItem[]) => ({
    header: [t('column.room'), t('column.type'), t('column.code'), t('column.mac'), t('column.version'), t('column.ssid'), t('column.rssi'), t('column.signal'), t('column.sim'), t('column.lastSignal'), t('column.lastHeartbeat'), t('flags.update'), t('flags.restart')],
    rows: items.map((item): CsvCell[] => [
      item.roomName,
      typeName(item.device_type),
      reportDeviceName(item),
      item.mac_id,
      item.version,
      item.ssid,
      item.rssi,
      item.signal === null ? '' : t(`signal.${item.signal}`),
      item.simId,
      item.last_signal,
      item.last_heartbeat,
      item.is_update ? t('csv.yes') : '',
      item.is_restart ? t('csv.yes') : '',
    ]),
  });

  return (
    <AdminPage
      id="device-network"
      tools={
        <>
          <PlacePicker testId="network" />
          <ExportButton fileName="device-network" build={() => csv(shown)} disabled={shown.length === 0} />
        </>
      }
      search={search}
      onSearch={setSearch}
    >
      {siteId === null ? (
        <EmptyState message={t('common:states.noSite')} />
      ) : (
        <>
          <span className="muted" data-testid="network-count" aria-live="polite">
            {query.data ? t('list.count', { count: shown.length }) : null}
          </span>
          <QueryView query={query} isEmpty={(data) => data.length === 0}>
            {() => (shown.length === 0 ? <EmptyState message={t('list.noMatch')} /> : <NetworkTable items={shown} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} now={now} />)}
          </QueryView>
        </>
      )}
    </AdminPage>
  );
}
