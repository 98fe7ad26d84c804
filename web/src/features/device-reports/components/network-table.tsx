import type { SensorNetworkItem } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { pendingFlags, type NetworkSort, type NetworkSortKey } from '../model/network.ts';
import { DeviceLabel, RelativeTime } from './report-parts.tsx';
import { SignalBadge } from './signal-badge.tsx';
import { SortHeader } from './sort-header.tsx';

interface NetworkTableProps {
  items: readonly SensorNetworkItem[];
  sort: NetworkSort;
  onSort: (key: NetworkSortKey) => void;
  now: Date;
}

const FLAG_ICONS = { update: '⤓', restart: '↻' } as const;

/**
 * The site's devices with their network readings: what needs a look first (device, signal,
 * last signal, waiting flags), then the identifiers. On a phone the secondary columns hide;
 * what is left scrolls inside its frame.
 */
export function NetworkTable({ items, sort, onSort, now }: NetworkTableProps) {
  const { t } = useTranslation('deviceReports');
  const header = (key: NetworkSortKey, label: string, className?: string) => (
    <SortHeader label={label} direction={sort.key === key ? sort.direction : null} onSort={() => onSort(key)} testId={`network-sort-${key}`} {...(className ? { className } : {})} />
  );
  return (
    <div className="table-wrap">
      <table className="data-table admin-table dr-network-table" data-testid="network-table">
        <thead>
          <tr>
            {header('room', t('column.device'))}
            {header('signal', t('column.signal'))}
            {header('lastSignal', t('column.lastSignal'))}
            <th scope="col" className="optional">
              {t('column.lastHeartbeat')}
            </th>
            <th scope="col">{t('column.waiting')}</th>
            <th scope="col" className="optional">
              {t('column.ssid')}
            </th>
            <th scope="col" className="optional">
              {t('column.mac')}
            </th>
            <th scope="col" className="optional">
              {t('column.sim')}
            </th>
            <th scope="col" className="optional">
              {t('column.version')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const flags = pendingFlags(item);
            return (
              <tr key={item.device_id} data-testid="network-row" data-device-id={item.device_id}>
                <th scope="row" className="dr-row-head">
                  <DeviceLabel device={item} />
                </th>
                <td>
                  <SignalBadge quality={item.signal} rssi={item.rssi} />
                </td>
                <td>
                  <RelativeTime iso={item.last_signal} now={now} never={t('time.never')} />
                </td>
                <td className="optional">
                  <RelativeTime iso={item.last_heartbeat} now={now} never={t('time.never')} />
                </td>
                <td data-testid="network-flags" data-flags={flags.join(' ')}>
                  {flags.length === 0 ? (
                    <span className="muted">{t('flags.none')}</span>
                  ) : (
                    <span className="dr-flags">
                      {flags.map((flag) => (
                        <span key={flag} className="dr-flag" data-testid={`network-flag-${flag}`}>
                          <span aria-hidden="true">{FLAG_ICONS[flag]}</span> {t(`flags.${flag}`)}
                        </span>
                      ))}
                    </span>
                  )}
                </td>
                <td className="optional" translate="no">
                  <bdi>{item.ssid ?? ''}</bdi>
                </td>
                <td className="optional dr-mono" translate="no">
                  {item.mac_id ?? ''}
                </td>
                <td className="optional dr-mono" translate="no">
                  {item.simId ?? ''}
                </td>
                <td className="optional" translate="no">
                  {item.version ?? ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
