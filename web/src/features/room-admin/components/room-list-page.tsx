import type { AdminRoom } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { formatNumber } from '../../../lib/format.ts';
import { roomsQuery, useDeleteRoom } from '../api/room-admin-api.ts';
import { filterRooms, listNames, NO_ROOM_FILTER, roomChoices, sortByShownName, withBuilding, type RoomListFilter } from '../model/room-list.ts';
import { ROOM_PATHS } from '../room-paths.ts';
import { useRoomLabels } from './room-labels.ts';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import './room-admin.css';

/** The selected site's rooms (/admin/room and /admin/room/list). */
export default function RoomListPage() {
  const site = useCurrentSite();
  // The list's own filter belongs to the site: another site starts unfiltered.
  return <RoomList key={site?.id ?? ''} siteId={site?.id ?? null} />;
}

function RoomList({ siteId }: { siteId: string | null }) {
  const { t, i18n } = useTranslation('room-admin');
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<RoomListFilter>(NO_ROOM_FILTER);
  const query = useQuery(roomsQuery(siteId));
  const rooms = query.data ?? [];
  const { buildings, floors } = roomChoices(rooms, filter.building);
  const labels = useRoomLabels();
  const shown = sortByShownName(filterRooms(rooms, filter), i18n.language);

  const tools = (
    <>
      <PlacePicker testId="room-admin" />
      <SelectField
        label={t('list.building')}
        value={filter.building}
        placeholder={t('list.allBuildings')}
        options={buildings.map((building) => ({ value: building, label: building }))}
        onChange={(building) => setFilter(withBuilding(rooms, filter, building))}
        disabled={buildings.length === 0}
        testId="room-list-building"
      />
      <SelectField
        label={t('list.floor')}
        value={filter.floor}
        placeholder={t('list.allFloors')}
        options={floors.map((floor) => ({ value: String(floor), label: labels.floor(floor) }))}
        onChange={(floor) => setFilter({ ...filter, floor })}
        disabled={floors.length === 0}
        testId="room-list-floor"
      />
    </>
  );

  return (
    <AdminPage
      id="room-list"
      tools={tools}
      search={filter.search}
      onSearch={(search) => setFilter({ ...filter, search })}
      {...(siteId === null ? {} : { onAdd: () => navigate(ROOM_PATHS.create), addLabel: t('list.add') })}
    >
      {siteId === null ? (
        <EmptyState message={t('common:states.noSite')} />
      ) : (
        <>
          <div className="room-list-bar">
            <span className="muted" data-testid="room-list-count">
              {query.data ? t('list.count', { count: shown.length }) : null}
            </span>
            <Link href={ROOM_PATHS.generate} className="button" data-testid="room-list-generate">
              {t('list.generate')}
            </Link>
          </div>
          <QueryView query={query} isEmpty={(data) => filterRooms(data, filter).length === 0} emptyMessage={t('common:states.noRooms')}>
            {() => <RoomTable rooms={shown} onOpen={(room) => navigate(ROOM_PATHS.details(room.id))} />}
          </QueryView>
        </>
      )}
    </AdminPage>
  );
}

function RoomTable({ rooms, onOpen }: { rooms: AdminRoom[]; onOpen: (room: AdminRoom) => void }) {
  const { t, i18n } = useTranslation('room-admin');
  const labels = useRoomLabels();
  const remove = useDeleteRoom();
  const number = (value: number) => formatNumber(value, i18n.language);
  const askRemove = async (room: AdminRoom) => {
    // The name isolated (FSI…PDI) in the sentence, as a <bdi> would.
    if (await confirmAction(t('admin:admin.confirmDelete', { name: `\u2068${listNames(room, i18n.language).shown}\u2069` }))) remove.mutate(room.id);
  };
  return (
    <div className="table-wrap">
      <table className="data-table admin-table room-table" data-testid="room-table">
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('field.ref_id')}</th>
            <th scope="col">{t('field.roomType')}</th>
            <th scope="col" className="optional">
              {t('field.building')}
            </th>
            <th scope="col" className="optional">
              {t('field.floor')}
            </th>
            <th scope="col" className="optional">
              {t('field.gender')}
            </th>
            <th scope="col" className="number optional">
              {t('field.cells_num')}
            </th>
            <th scope="col" className="number optional">
              {t('field.sinks_num')}
            </th>
            <th scope="col" className="number optional">
              {t('field.urinals_num')}
            </th>
            <th scope="col">
              <span className="ra-sr-only">{t('admin:admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => {
            const names = listNames(room, i18n.language);
            return (
              <tr key={room.id} className="room-row" data-testid="room-row" data-room-id={room.id} onClick={() => onOpen(room)}>
                <td className="room-name-cell">
                  {/* The link is the keyboard's way in; the whole row answers a click. */}
                  <Link href={ROOM_PATHS.details(room.id)} onClick={(event) => event.stopPropagation()} data-testid="room-row-link">
                    <bdi dir="auto" translate="no">
                      {names.shown}
                    </bdi>
                  </Link>
                  {room.pinned ? (
                    <span className="chip room-pin" title={t('field.pinned')}>
                      {t('list.pinned')}
                    </span>
                  ) : null}
                  {names.other === null ? null : (
                    // A block in the page's direction (so it lines up with the name above) holding the name in its own.
                    <span className="muted room-other-name" data-testid="room-row-other-name">
                      <bdi dir="auto" translate="no">
                        {names.other}
                      </bdi>
                    </span>
                  )}
                </td>
                <td translate="no">{room.ref_id}</td>
                <td>{labels.type(room.roomType)}</td>
                <td className="optional">{room.building ?? ''}</td>
                <td className="optional">{room.floor === null ? '' : labels.floor(room.floor)}</td>
                <td className="optional">{labels.gender(room.gender)}</td>
                <td className="number optional">{number(room.cells_num)}</td>
                <td className="number optional">{number(room.sinks_num)}</td>
                <td className="number optional">{number(room.urinals_num)}</td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={remove.isPending && remove.variables === room.id}
                      aria-label={`${t('admin:admin.delete')}: ${names.shown}`}
                      data-testid="room-row-delete"
                      onClick={(event) => {
                        event.stopPropagation();
                        void askRemove(room);
                      }}
                    >
                      {t('admin:admin.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
