import { DEVICE_TYPES, type DeviceType, type RegisteredDevice } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { isAdmin, session } from '../../../stores/session.store.ts';
import { deviceRoomsQuery, deviceStatusQuery } from '../api/devices-api.ts';
import { useLiveDevices } from '../api/use-live-devices.ts';
import { DEVICE_SORTS, filterDevices, HEALTH_FILTERS, healthCounts, NO_DEVICE_FILTER, presentTypes, sortDevices, type DeviceListFilter, type DeviceSort, type HealthFilter } from '../model/device-list.ts';
import { useDeviceLabels } from './device-labels.ts';
import { DeviceDrawer } from './device-drawer.tsx';
import { DeviceTabs } from './device-tabs.tsx';
import { DevicesTable } from './devices-table.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { RegisterForm } from './register-form.tsx';
import { TokenDialog } from './token-dialog.tsx';
import './devices.css';

/**
 * The health is computed by the server at request time: asked again every minute so ages
 * and states move on (no event says a device went quiet). Changes that events do tell come
 * over the live channel at once.
 */
const STATUS_REFRESH_MS = 60_000;

/** The selected site's devices with their spec §4 health (/admin/devices). */
export default function DevicesPage() {
  const site = useCurrentSite();
  const { user } = useSnapshot(session);
  // The filter, the open device and the register form belong to the site: another site starts afresh.
  return (
    <>
      <DeviceTabs active="status" />
      <Devices key={site?.id ?? ''} siteId={site?.id ?? null} admin={isAdmin(user)} />
    </>
  );
}

type Panel = { kind: 'none' } | { kind: 'register' } | { kind: 'device'; deviceId: string };

/** `admin`: only admins may register a device (`POST /api/admin/devices`). */
function Devices({ siteId, admin }: { siteId: string | null; admin: boolean }) {
  const { t } = useTranslation('devices');
  const labels = useDeviceLabels();
  const [filter, setFilter] = useState<DeviceListFilter>(NO_DEVICE_FILTER);
  const [sort, setSort] = useState<DeviceSort>('health');
  // `?device=<id>` (the device alerts screens link here) opens that device's drawer.
  const [panel, setPanel] = useState<Panel>(() => {
    const deviceId = new URLSearchParams(window.location.search).get('device');
    return deviceId ? { kind: 'device', deviceId } : { kind: 'none' };
  });
  const [token, setToken] = useState<{ name: string; device: RegisteredDevice; deviceType: string } | null>(null);
  const query = useQuery({ ...deviceStatusQuery(siteId), refetchInterval: STATUS_REFRESH_MS });
  const live = useLiveDevices(siteId);
  const nameOf = useRoomName(siteId);
  // Room names in the reader's language (issue 19) before the search, the sort and the table see them.
  const rooms = (useQuery(deviceRoomsQuery(siteId)).data ?? []).map((room) => ({ ...room, displayName: nameOf(room.id, room.displayName, room.room_name_en) }));
  const devices = (query.data ?? []).map((device) => (device.roomName === null ? device : { ...device, roomName: nameOf(device.roomId, device.roomName) }));
  const shown = sortDevices(filterDevices(devices, filter, labels.type), sort);
  const counts = healthCounts(devices);
  const types = presentTypes(devices, DEVICE_TYPES);
  const now = new Date(query.dataUpdatedAt || Date.now());

  const tools = (
    <>
      <PlacePicker testId="devices" />
      <SelectField<HealthFilter | ''>
        label={t('list.health')}
        value={filter.health}
        placeholder={t('list.allHealth')}
        options={HEALTH_FILTERS.map((health) => ({ value: health, label: `${t(`health.${health}`)} (${counts[health]})` }))}
        onChange={(health) => setFilter({ ...filter, health })}
        testId="devices-health-filter"
      />
      <SelectField<DeviceType | ''>
        label={t('list.type')}
        value={filter.type}
        placeholder={t('list.allTypes')}
        options={types.map((type) => ({ value: type, label: labels.type(type) }))}
        onChange={(type) => setFilter({ ...filter, type })}
        disabled={types.length === 0}
        testId="devices-type-filter"
      />
      <SelectField<DeviceSort>
        label={t('list.sort')}
        value={sort}
        options={DEVICE_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        onChange={setSort}
        testId="devices-sort"
      />
    </>
  );

  return (
    <AdminPage
      id="devices"
      tools={tools}
      search={filter.search}
      onSearch={(search) => setFilter({ ...filter, search })}
      {...(siteId === null || !admin ? {} : { onAdd: () => setPanel({ kind: 'register' }), addLabel: t('list.add') })}
    >
      {siteId === null ? (
        <EmptyState message={t('common:states.noSite')} />
      ) : (
        <>
          <div className="devices-summary">
            <span className="muted" data-testid="devices-count">
              {query.data ? t('list.count', { count: shown.length }) : null}
            </span>
            <LiveIndicator status={live} />
          </div>
          <div className={panel.kind === 'none' ? 'devices-split' : 'devices-split is-open'}>
            <div className="devices-list">
              <QueryView query={query} isEmpty={(data) => data.length === 0} emptyMessage={t('list.empty')}>
                {() =>
                  shown.length === 0 ? (
                    <EmptyState message={t('list.noMatch')} />
                  ) : (
                    <DevicesTable
                      devices={shown}
                      now={now}
                      selectedId={panel.kind === 'device' ? panel.deviceId : null}
                      onOpen={(device) => setPanel({ kind: 'device', deviceId: device.device_id })}
                    />
                  )
                }
              </QueryView>
            </div>
            {panel.kind === 'register' ? (
              <RegisterForm
                rooms={rooms}
                codesInService={devices.map((device) => device.deviceCode)}
                onCancel={() => setPanel({ kind: 'none' })}
                onRegistered={(device, name, deviceType) => {
                  setToken({ name, device, deviceType });
                  setPanel({ kind: 'device', deviceId: device.deviceId });
                }}
              />
            ) : panel.kind === 'device' ? (
              <DeviceDrawer
                key={panel.deviceId}
                deviceId={panel.deviceId}
                status={devices.find((device) => device.device_id === panel.deviceId)}
                rooms={rooms}
                onClose={() => setPanel({ kind: 'none' })}
              />
            ) : null}
          </div>
          {token ? <TokenDialog name={token.name} token={token.device.token} deviceType={token.deviceType} registered onClose={() => setToken(null)} /> : null}
        </>
      )}
    </AdminPage>
  );
}
