import type { AdminRoom } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { changedFieldLabels } from '../../../components/admin/history-details.ts';
import { HistoryPanel } from '../../../components/admin/history-panel.tsx';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { roomHistoryPath, roomQuery, useCreateRoom, useDeleteRoom, useUpdateRoom } from '../api/room-admin-api.ts';
import { ROOM_HISTORY_FIELD_KEYS } from '../model/room-history-fields.ts';
import { EMPTY_ROOM_FORM, roomToForm, toCreateBody, toUpdateBody } from '../model/room-form.ts';
import { NEW_ROOM_ID, ROOM_PATHS } from '../room-paths.ts';
import { refusedBy, RoomForm } from './room-form.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import './room-admin.css';

/** A room's page (/admin/room/:id): its form, delete and history; `/admin/room/new` makes a new room. */
export default function RoomDetailsPage() {
  const { params } = useCurrentRoute();
  const roomId = params.id ?? NEW_ROOM_ID;
  return roomId === NEW_ROOM_ID ? <NewRoom /> : <EditRoom key={roomId} roomId={roomId} />;
}

function BackLink() {
  const { t } = useTranslation('room-admin');
  return (
    <Link href={ROOM_PATHS.list} className="button button-ghost" data-testid="room-back">
      <span className="flip-rtl" aria-hidden="true">
        ←
      </span>{' '}
      {t('details.back')}
    </Link>
  );
}

/** The site's name for a heading (the room's own site, which may differ from the filter's). */
function useSiteName(siteId: string | null | undefined): string {
  const { data: companies = [] } = useCompanies();
  for (const company of companies) {
    const site = company.sites.find((entry) => entry.id === siteId);
    if (site) return `${company.name} · ${site.name}`;
  }
  return '';
}

function NewRoom() {
  const { t } = useTranslation('room-admin');
  const [, navigate] = useLocation();
  const site = useCurrentSite();
  const siteName = useSiteName(site?.id);
  const create = useCreateRoom(() => navigate(ROOM_PATHS.list));
  return (
    <AdminPage id="room-new" tools={<PlacePicker testId="room-admin" />}>
      <div className="room-page-bar">
        <BackLink />
      </div>
      {site === null ? (
        <EmptyState message={t('admin:rules.selectCompanyAndSite')} />
      ) : (
        <section className="admin-drawer room-card room-new-card" aria-labelledby="room-new-title">
          <h2 id="room-new-title">{t('details.newTitle')}</h2>
          <RoomForm
            // A new site is a new room: the form starts over.
            key={site.id}
            initial={EMPTY_ROOM_FORM}
            saving={create.isPending}
            heading={<p className="muted room-site">{t('details.inSite', { site: siteName })}</p>}
            onCancel={() => navigate(ROOM_PATHS.list)}
            onSubmit={(values, form) => create.mutate(toCreateBody(values, site.id), { onError: refusedBy(form) })}
          />
        </section>
      )}
    </AdminPage>
  );
}

function EditRoom({ roomId }: { roomId: string }) {
  const { t } = useTranslation('room-admin');
  const [, navigate] = useLocation();
  const remove = useDeleteRoom();
  // Once the room is being removed its record is not asked for again (it would answer 404
  // while the page is still on its way back to the list).
  const removing = remove.isPending || remove.isSuccess;
  const query = useQuery({ ...roomQuery(roomId), enabled: !removing });
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  const askRemove = async (room: AdminRoom) => {
    if (!(await confirmAction(t('admin:admin.confirmDelete', { name: room.displayName })))) return;
    remove.mutate(room.id, { onSuccess: () => navigate(ROOM_PATHS.list) });
  };

  return (
    <AdminPage id="room-details">
      <div className="room-page-bar">
        <BackLink />
        {query.data ? (
          <button type="button" className="button button-danger" disabled={removing} onClick={() => void askRemove(query.data)} data-testid="room-delete">
            {t('details.delete')}
          </button>
        ) : null}
      </div>
      {notFound ? (
        <EmptyState message={t('details.notFound')} />
      ) : (
        <QueryView query={query}>
          {(room) => (
            <div className="room-layout">
              <section className="admin-drawer room-card" aria-labelledby="room-edit-title">
                <h2 id="room-edit-title">
                  <bdi>{room.displayName}</bdi> <span className="muted room-ref">#{room.ref_id}</span>
                </h2>
                <EditForm room={room} />
              </section>
              <aside className="admin-drawer room-history">
                <HistoryPanel path={roomHistoryPath(room.id)} details={changedFieldLabels(ROOM_HISTORY_FIELD_KEYS, t)} />
              </aside>
            </div>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}

function EditForm({ room }: { room: AdminRoom }) {
  const { t } = useTranslation('room-admin');
  const [, navigate] = useLocation();
  const siteName = useSiteName(room.siteId);
  const update = useUpdateRoom(room.id);
  return (
    <RoomForm
      initial={roomToForm(room)}
      saving={update.isPending}
      heading={<p className="muted room-site">{t('details.inSite', { site: siteName })}</p>}
      onCancel={() => navigate(ROOM_PATHS.list)}
      onSubmit={(values, form) =>
        update.mutate(toUpdateBody(values), {
          onError: refusedBy(form),
          // The form shows what the server now holds (trimmed text, cleared fields).
          onSuccess: (saved) => form.reset(roomToForm(saved)),
        })
      }
    />
  );
}
