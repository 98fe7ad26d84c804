import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { roomTypeKey, ROOM_SCREENS } from '../../../components/room/room-header.tsx';
import { groupRooms, narrowGroups, type RoomGroup } from '../../../components/room/room-groups.ts';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { siteRoomNamesQuery } from '../../../hooks/use-room-names.ts';
import { roomNameIn } from '../../../lib/room-name.ts';
import './service-log.css';

const LOGS = ROOM_SCREENS.filter((screen) => screen.name === 'cleanLog' || screen.name === 'maintenanceLog');

/**
 * /dashboard/serviceLog: the spec names the service log only as the parent of a room's clean
 * and maintenance logs. Reached without a room, it lists the selected site's rooms by
 * building and floor, each with its two logs, instead of a dead end.
 */
export default function ServiceLogIndexPage() {
  const { t, i18n } = useTranslation('rooms');
  const site = useCurrentSite();
  const [search, setSearch] = useState('');
  const query = useQuery({ ...siteRoomNamesQuery(site?.id ?? null), staleTime: 5 * 60_000 });
  const language = i18n.language;
  // Grouped and searched by the name the reader sees (the English one outside Hebrew, where a room has one).
  const { groups, types } = useMemo(() => {
    const rooms = query.data ?? [];
    return {
      groups: groupRooms(rooms.map((room) => ({ ...room, displayName: roomNameIn(language, { displayName: room.displayName, nameEn: room.room_name_en }) }))),
      types: new Map(rooms.map((room) => [room.id, room.roomType])),
    };
  }, [query.data, language]);
  const shown = narrowGroups(groups, search);
  return (
    <AdminPage id="service-log-index" intro={t('serviceLog.intro')} tools={<PlacePicker testId="service-log-index" />} search={search} onSearch={setSearch}>
      {site === null ? (
        <EmptyState message={t('common:states.noSite')} />
      ) : (
        <QueryView query={query} isEmpty={(rooms) => rooms.length === 0} emptyMessage={t('common:roomPicker.noRooms')}>
          {() =>
            shown.length === 0 ? (
              <EmptyState message={t('common:states.noRooms')} />
            ) : (
              <div className="service-log-index">
                {shown.map((group) => (
                  <RoomGroupLogs key={group.key} group={group} types={types} />
                ))}
              </div>
            )
          }
        </QueryView>
      )}
    </AdminPage>
  );
}

function RoomGroupLogs({ group, types }: { group: RoomGroup; types: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('rooms');
  const building = group.building === null ? t('common:roomPicker.noBuilding') : t('common:roomPicker.building', { name: group.building });
  const floor = group.floor === null ? null : t('labels:floor_n', { floor: group.floor });
  return (
    <section className="service-log-group card" data-testid="service-log-index-group">
      <h3>{floor === null ? building : `${building} · ${floor}`}</h3>
      <ul>
        {group.rooms.map((room) => {
          const type = types.get(room.id);
          return (
            <li key={room.id} data-testid="service-log-index-room" data-room-id={room.id}>
              <span className="service-log-room">
                <bdi dir="auto" translate="no">
                  {room.displayName}
                </bdi>
                {type ? <span className="muted">{t(roomTypeKey(type))}</span> : null}
              </span>
              <span className="service-log-links">
                {LOGS.map((log) => (
                  <Link key={log.name} href={log.path + encodeURIComponent(room.id)} className="button" data-testid={`service-log-index-${log.name}`}>
                    {t(`common:routes.${log.name}`)}
                  </Link>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
