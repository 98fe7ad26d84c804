import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RoomName } from '../../../components/room/room-name.tsx';

/** The room screens reachable from a row, in the order a manager digs into a room. */
const ROOM_SCREENS = [
  { key: 'cleanLog', path: '/dashboard/serviceLog/cleanLog/' },
  { key: 'maintenanceLog', path: '/dashboard/serviceLog/maintenanceLog/' },
  { key: 'cleanerArrival', path: '/dashboard/cleanerArrival/' },
  { key: 'roomExposures', path: '/dashboard/roomExposures/' },
  { key: 'roomAnalyticsLog', path: '/dashboard/roomAnalyticsLog/' },
] as const;

/**
 * The room's name (to its analytics) with small links to its logs, arrivals and exposures.
 * On a phone the column is narrow (analytics.css): the name is clipped to two lines, so the
 * link's title carries it whole, and the links give way to the room screen's own tabs.
 * A removed room has no screens any more: its name stands alone, marked removed.
 */
export function RoomCell({ roomId, displayName, siteId, removed = false }: { roomId: string; displayName: string; siteId: string | null; removed?: boolean }) {
  const { t } = useTranslation('analytics');
  const room = encodeURIComponent(roomId);
  // Room names are data in any script: <RoomName> isolates them (dir="auto") so a Hebrew name keeps its order in an English page.
  const name = <RoomName roomId={roomId} displayName={displayName} siteId={siteId} className="room-name-text" />;
  if (removed) {
    return (
      <div className="room-cell is-removed" title={`${displayName} · ${t('table.removedHint')}`}>
        <span className="room-name">{name}</span>
        <span className="removed-tag" data-testid={`analytics-removed-${roomId}`}>
          {t('table.removed')}
        </span>
      </div>
    );
  }
  return (
    <div className="room-cell">
      <Link href={`/dashboard/roomAnalytics/${room}`} className="room-name" title={`${displayName} · ${t('columns.hint.displayName')}`} data-testid={`analytics-room-link-${roomId}`}>
        {name}
      </Link>
      <nav className="room-links" aria-label={`${t('links.label')}: ${displayName}`}>
        {ROOM_SCREENS.map((screen) => (
          <Link key={screen.key} href={`${screen.path}${room}`} data-testid={`analytics-link-${screen.key}-${roomId}`}>
            {t(`links.${screen.key}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
