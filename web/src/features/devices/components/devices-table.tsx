import type { DeviceStatusItem } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatPercent } from '../../../lib/format.ts';
import { formatAgo } from '../../../lib/relative-age.ts';
import { SIGNAL_AGE_UNITS } from '../model/device-health.ts';
import { deviceName, useDeviceLabels } from './device-labels.ts';
import { HealthBadge } from './health-badge.tsx';

interface DevicesTableProps {
  devices: readonly DeviceStatusItem[];
  selectedId: string | null;
  onOpen: (device: DeviceStatusItem) => void;
  now: Date;
}

const READER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The site's devices: code, type, room, spec §4 health, last signal (relative), battery, version. */
export function DevicesTable({ devices, selectedId, onOpen, now }: DevicesTableProps) {
  const { t, i18n } = useTranslation('devices');
  const labels = useDeviceLabels();
  return (
    <div className="table-wrap">
      <table className="data-table admin-table devices-table" data-testid="devices-table">
        <thead>
          <tr>
            <th scope="col">{t('column.code')}</th>
            <th scope="col" className="optional">
              {t('column.type')}
            </th>
            <th scope="col" className="optional">
              {t('column.room')}
            </th>
            <th scope="col">{t('column.health')}</th>
            <th scope="col">{t('column.lastSignal')}</th>
            <th scope="col" className="number optional">
              {t('column.battery')}
            </th>
            <th scope="col" className="optional">
              {t('column.version')}
            </th>
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => {
            const lastSignal = formatAgo(device.last_signal, now, i18n.language, SIGNAL_AGE_UNITS);
            const name = deviceName(device);
            return (
              <tr
                key={device.device_id}
                className={device.device_id === selectedId ? 'device-row is-selected' : 'device-row'}
                data-testid="device-row"
                data-device-id={device.device_id}
                onClick={() => onOpen(device)}
              >
                <td>
                  {/* The button is the keyboard's way in; the whole row answers a click. */}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('list.open', { name })}
                    data-testid="device-row-open"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(device);
                    }}
                  >
                    <bdi translate="no">{name}</bdi>
                  </button>
                </td>
                <td className="optional">{labels.type(device.device_type)}</td>
                <td className="optional">
                  <bdi dir="auto" translate="no">
                    {device.roomName ?? ''}
                  </bdi>
                </td>
                <td>
                  <HealthBadge health={device.health} note={device.note?.txt} />
                </td>
                <td>
                  {lastSignal === null || device.last_signal === null ? (
                    <span className="muted">{t('signal.never')}</span>
                  ) : (
                    <time dateTime={device.last_signal} title={formatInstant(device.last_signal, i18n.language, READER_ZONE)}>
                      {lastSignal}
                    </time>
                  )}
                </td>
                <td className="number optional">{device.battery === null ? '' : formatPercent(device.battery, i18n.language, 0)}</td>
                <td className="optional" translate="no">
                  {device.version ?? ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
