import type { WorkingArea } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AdminPage, matchesSearch } from '../../../components/admin/admin-page.tsx';
import type { RoomChoice } from '../../../components/room/room-groups.ts';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { session } from '../../../stores/session.store.ts';
import { siteCleanersQuery, siteRoomsQuery, useDeleteWorkingArea, workingAreasQuery } from '../api/workforce-api.ts';
import { cleanerName } from '../model/cleaner-list.ts';
import { NameList } from './name-list.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { WorkingAreaForm } from './working-area-form.tsx';
import './workforce.css';

/** Admins and holders of `working_area` change working areas; `real-time` holders only read them (the server decides too). */
const mayManage = (user: { type: string; roles: readonly string[] } | null): boolean => user !== null && (user.type === 'admin' || user.roles.includes('working_area'));

type Editing = { mode: 'new' } | { mode: 'edit'; workingAreaId: string } | null;

/** The selected site's working areas (spec §2 `/working-area`): list, add, change, delete. */
export default function WorkingAreaPage() {
  const site = useCurrentSite();
  // The list's search and open form belong to the site: another site starts afresh.
  return <WorkingAreas key={site?.id ?? ''} siteId={site?.id ?? null} />;
}

function WorkingAreas({ siteId }: { siteId: string | null }) {
  const { t } = useTranslation(['workforce', 'admin']);
  const { user } = useSnapshot(session);
  const canManage = mayManage(user);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const areas = useQuery(workingAreasQuery(siteId));
  // The form's choices load with the list, so the form opens at once.
  const rooms = useQuery(siteRoomsQuery(canManage ? siteId : null));
  const cleaners = useQuery(siteCleanersQuery(canManage ? siteId : null));
  const remove = useDeleteWorkingArea((id) => setEditing((open) => (open?.mode === 'edit' && open.workingAreaId === id ? null : open)));

  // Room names in the reader's language (issue 19): the picker sorts and the list searches the shown names.
  const nameOf = useRoomName(siteId);
  const roomChoices = useMemo<RoomChoice[]>(
    () => (rooms.data ?? []).map((room) => ({ id: room.id, displayName: nameOf(room.id, room.displayName, room.room_name_en), building: room.building, floor: room.floor })),
    [rooms.data, nameOf],
  );
  const list = useMemo(
    () => (areas.data ?? []).map((area) => ({ ...area, rooms: area.rooms.map((room) => ({ ...room, displayName: nameOf(room.roomId, room.displayName) })) })),
    [areas.data, nameOf],
  );
  const open = editing?.mode === 'edit' ? (list.find((area) => area.workingAreaId === editing.workingAreaId) ?? null) : null;
  const others = useMemo(() => list.filter((area) => area.workingAreaId !== open?.workingAreaId), [list, open?.workingAreaId]);
  const shown = list.filter((area) => matchesSearch(search, area.name, ...area.rooms.map((room) => room.displayName), ...area.cleaners.map(cleanerName)));

  const askRemove = async (area: WorkingArea) => {
    if (await confirmAction(t('admin:admin.confirmDelete', { name: area.name }))) remove.mutate(area.workingAreaId);
  };

  return (
    <AdminPage
      id="working-area"
      intro={t('area.intro')}
      tools={<PlacePicker testId="working-area" />}
      search={search}
      onSearch={setSearch}
      {...(siteId !== null && canManage ? { onAdd: () => setEditing({ mode: 'new' }), addLabel: t('area.add') } : {})}
    >
      {siteId === null ? (
        <EmptyState message={t('area.chooseSite')} />
      ) : (
        <>
          {canManage ? null : (
            <p className="muted wa-note" data-testid="working-area-read-only">
              {t('area.readOnly')}
            </p>
          )}
          {editing !== null && (editing.mode === 'new' || open) ? (
            <WorkingAreaForm
              key={open?.workingAreaId ?? 'new'}
              siteId={siteId}
              area={open}
              others={others}
              rooms={rooms.data ? roomChoices : null}
              cleaners={cleaners.data ?? null}
              onClose={() => setEditing(null)}
            />
          ) : null}
          <QueryView query={areas} isEmpty={(data) => data.length === 0} emptyMessage={t('area.empty')}>
            {() =>
              shown.length === 0 ? (
                <EmptyState message={t('area.noMatch')} />
              ) : (
                <AreaTable
                  areas={shown}
                  canManage={canManage}
                  openId={open?.workingAreaId ?? null}
                  deletingId={remove.isPending ? (remove.variables ?? null) : null}
                  onEdit={(area) => setEditing({ mode: 'edit', workingAreaId: area.workingAreaId })}
                  onDelete={(area) => void askRemove(area)}
                />
              )
            }
          </QueryView>
        </>
      )}
    </AdminPage>
  );
}

interface AreaTableProps {
  areas: readonly WorkingArea[];
  canManage: boolean;
  openId: string | null;
  deletingId: string | null;
  onEdit: (area: WorkingArea) => void;
  onDelete: (area: WorkingArea) => void;
}

function AreaTable({ areas, canManage, openId, deletingId, onEdit, onDelete }: AreaTableProps) {
  const { t } = useTranslation(['workforce', 'admin']);
  return (
    <div className="table-wrap">
      <table className="data-table admin-table wa-table" data-testid="working-area-table">
        <thead>
          <tr>
            <th scope="col">{t('area.name')}</th>
            <th scope="col">{t('area.rooms')}</th>
            <th scope="col">{t('area.cleaners')}</th>
            {canManage ? (
              <th scope="col">
                <span className="wa-sr-only">{t('admin:admin.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.workingAreaId} className={area.workingAreaId === openId ? 'is-selected' : undefined} data-testid="working-area-row" data-working-area-id={area.workingAreaId}>
              <td className="wa-name">
                <bdi>{area.name}</bdi>
              </td>
              <td className="wa-wrap">
                <span className="wa-count">{t('area.roomCount', { count: area.rooms.length })}</span>
                {area.rooms.length > 0 ? (
                  <span className="muted wa-names optional-text">
                    <NameList names={area.rooms.map((room) => room.displayName)} />
                  </span>
                ) : null}
              </td>
              <td className="wa-wrap" data-label={t('area.cleaners')}>
                {area.cleaners.length === 0 ? <span className="muted">{t('area.noCleaners')}</span> : <NameList names={area.cleaners.map(cleanerName)} />}
              </td>
              {canManage ? (
                <td className="wa-side">
                  <div className="row-actions">
                    <button type="button" className="button button-ghost" onClick={() => onEdit(area)} aria-label={`${t('admin:admin.edit')}: ${area.name}`} data-testid="working-area-edit">
                      {t('admin:admin.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={deletingId === area.workingAreaId}
                      onClick={() => onDelete(area)}
                      aria-label={`${t('admin:admin.delete')}: ${area.name}`}
                      data-testid="working-area-delete"
                    >
                      {t('admin:admin.delete')}
                    </button>
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
