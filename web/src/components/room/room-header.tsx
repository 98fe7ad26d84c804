import type { RoomStatus } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { roomNameIn } from '../../lib/room-name.ts';
import type { QueryState } from '../ui/states.tsx';
import './room-charts.css';

/** The server's room types and their dictionary keys (the accessible toilet's key is longer). */
const ROOM_TYPE_KEYS: Record<string, string> = { handicapped: 'room_type_handicapped_toilet' };
export const roomTypeKey = (type: string) => `labels:${ROOM_TYPE_KEYS[type] ?? `room_type_${type}`}`;

/** The room screens, in the order the header links them; the names are the route names. */
export const ROOM_SCREENS = [
  { name: 'roomAnalytics', path: '/dashboard/roomAnalytics/' },
  { name: 'roomAnalyticsLog', path: '/dashboard/roomAnalyticsLog/' },
  { name: 'cleanerArrival', path: '/dashboard/cleanerArrival/' },
  { name: 'roomExposures', path: '/dashboard/roomExposures/' },
  { name: 'cleanLog', path: '/dashboard/serviceLog/cleanLog/' },
  { name: 'maintenanceLog', path: '/dashboard/serviceLog/maintenanceLog/' },
] as const;
export type RoomScreenName = (typeof ROOM_SCREENS)[number]['name'];

interface RoomHeaderProps {
  roomId: string;
  room: QueryState<RoomStatus>;
  active: RoomScreenName;
}

/** The room's name, building, floor and type, with links between the room's screens. */
export function RoomHeader({ roomId, room, active }: RoomHeaderProps) {
  const { t, i18n } = useTranslation('rooms');
  const details = room.data;
  return (
    <section className="room-header" data-testid="room-header">
      <div className="room-header-main">
        {details ? (
          <>
            {/* Names, buildings and zones are the site's own data: translate="no" tells browsers and our checks not to translate them. */}
            <h2 className="room-header-name" data-testid="room-header-name" translate="no" dir="auto">
              {roomNameIn(i18n.language, { displayName: details.displayName, nameEn: details.room_name_en })}
            </h2>
            <div className="room-header-meta">
              {details.building ? (
                <span data-testid="room-header-building" translate="no">
                  {details.building}
                </span>
              ) : null}
              {details.floor !== null ? (
                <span data-testid="room-header-floor">{details.floor === 0 ? t('labels:floor_ground') : t('labels:floor_n', { floor: details.floor })}</span>
              ) : null}
              {details.zone ? <span translate="no">{details.zone}</span> : null}
              {details.roomType ? (
                <span>
                  <span className="room-header-type" data-testid="room-header-type">
                    {t(roomTypeKey(details.roomType))}
                  </span>
                </span>
              ) : null}
            </div>
          </>
        ) : room.error && !room.isFetching ? (
          <span className="room-header-error" role="alert" data-testid="room-header-error">
            {t('header.roomNotFound')}
          </span>
        ) : (
          <span className="muted">{t('common:states.loading')}</span>
        )}
      </div>
      <nav className="room-nav" aria-label={t('header.screens')}>
        {ROOM_SCREENS.map((screen) => (
          <Link
            key={screen.name}
            href={screen.path + encodeURIComponent(roomId)}
            className={screen.name === active ? 'tab is-active' : 'tab'}
            aria-current={screen.name === active ? 'page' : undefined}
            data-testid={`room-nav-${screen.name}`}
          >
            {t(`common:routes.${screen.name}`)}
          </Link>
        ))}
      </nav>
    </section>
  );
}
