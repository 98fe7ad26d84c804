import type { SiteShift } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import type { RoomChoice } from '../../../components/room/room-groups.ts';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { EmptyState, Loading, QueryView } from '../../../components/ui/states.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isAdmin, session } from '../../../stores/session.store.ts';
import { pickerRoomsQuery, siteQuery, useClearShifts, useSaveShifts } from '../api/shifts-api.ts';
import { holidaysNaming } from '../model/holiday-shifts.ts';
import { reasonsByCard, refusalOfShift, splitRefusal, type ShiftFieldReason } from '../model/shift-errors.ts';
import { removedRoomsOf, shiftsBody, withActive, withoutShift, withShift } from '../model/shift-form.ts';
import { firstOverlap, overlapsInList } from '../model/shift-overlap.ts';
import { HolidaysPanel } from './holidays-panel.tsx';
import { ShiftCard } from './shift-card.tsx';
import { ShiftDrawer } from './shift-drawer.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { serverReasonText } from '../../../components/form/server-reason.ts';
import { useShiftWords } from './use-shift-words.ts';
import './shifts.css';

/**
 * Shifts (/shift, spec §3 "Shift"): the selected site's work shifts as cards, and for
 * admins (the API lets only them change a site) add, edit in a drawer, activate or
 * deactivate, remove, and remove all. The API replaces the whole list on every save, so
 * each change sends every shift; the server's rules are mirrored in the drawer as the user
 * types. Admins also see the site's holidays, which the site page edits.
 */
export default function ShiftsPage({ tabs }: { tabs?: ReactNode }) {
  const { t } = useTranslation(['shifts', 'common', 'admin']);
  const site = useCurrentSite();
  const { user } = useSnapshot(session);
  const admin = isAdmin(user);
  const companies = useCompanies();
  if (!site) {
    return (
      <AdminPage id="shifts" tools={<PlacePicker testId="shifts" />}>
        {tabs}
        {companies.data === undefined ? <Loading /> : <EmptyState message={t('admin:rules.selectCompanyAndSite')} />}
      </AdminPage>
    );
  }
  return <SiteShifts key={site.id} siteId={site.id} admin={admin} tabs={tabs} />;
}

type Editing = { index: number | null } | null;

function SiteShifts({ siteId, admin, tabs }: { siteId: string; admin: boolean; tabs?: ReactNode }) {
  const { t } = useTranslation(['shifts', 'common', 'admin']);
  const site = useQuery(siteQuery(siteId));
  const roomsQuery = useQuery(pickerRoomsQuery(siteId, admin));
  // Room names in the reader's language (issue 19): the picker sorts, searches and the cards show the same name.
  const nameOf = useRoomName(siteId);
  const rooms: RoomChoice[] | null = useMemo(
    () => roomsQuery.data?.map((room) => ({ id: room.id, displayName: nameOf(room.id, room.displayName, room.room_name_en), building: room.building, floor: room.floor })) ?? null,
    [roomsQuery.data, nameOf],
  );
  const roomNames = useMemo(() => new Map((rooms ?? []).map((room) => [room.id, room.displayName])), [rooms]);
  const roomIds = useMemo(() => (rooms ? new Set(rooms.map((room) => room.id)) : null), [rooms]);
  const words = useShiftWords(roomNames);

  const [editing, setEditing] = useState<Editing>(null);
  const [reasons, setReasons] = useState<ReadonlyMap<number, ShiftFieldReason[]>>(new Map());
  const [notices, setNotices] = useState<ReadonlyMap<number, string>>(new Map());
  const [general, setGeneral] = useState<string[]>([]);
  const save = useSaveShifts(siteId, 'saved');
  const remove = useSaveShifts(siteId, 'deleted');
  const clear = useClearShifts(siteId);
  const busy = save.isPending || remove.isPending || clear.isPending;

  const shifts = useMemo(() => site.data?.shifts ?? [], [site.data]);
  const companyId = site.data?.companyId ?? '';

  /**
   * Sends `list` (the whole list). `origin[n]` is the card body shift n came from, null for
   * the drawer's shift; a 400 is shown under the card or drawer field it names.
   */
  const send = (mutation: typeof save, list: SiteShift[], origin: (number | null)[], drawer?: { bodyIndex: number; refused: (error: unknown) => void }) => {
    setReasons(new Map());
    setNotices(new Map());
    setGeneral([]);
    mutation.mutate(shiftsBody(companyId, list), {
      onSuccess: () => setEditing(null),
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 400) return;
        const refusal = splitRefusal(error);
        setReasons(reasonsByCard(refusal, origin));
        if (drawer && refusal.byShift.has(drawer.bodyIndex)) drawer.refused(refusalOfShift(error, drawer.bodyIndex));
        setGeneral(refusal.general);
      },
    });
  };

  const places = (list: readonly unknown[]) => list.map((_, at) => at);

  const saveDrawer = (shift: SiteShift, refused: (error: unknown) => void) => {
    if (!editing) return;
    const { index } = editing;
    const list = withShift(shifts, index, shift);
    const origin = index === null ? [...places(shifts), null] : places(shifts).map((at) => (at === index ? null : at));
    send(save, list, origin, { bodyIndex: index ?? shifts.length, refused });
  };

  const toggle = (index: number, active: boolean) => {
    const list = withActive(shifts, index, active);
    const clash = active ? firstOverlap(list[index]!, list, index) : null;
    const other = clash ? list[clash.other] : undefined;
    if (clash && other) {
      setNotices(new Map([[index, t('card.cannotActivate', { overlap: words.overlap(clash, other) })]]));
      return;
    }
    send(save, list, places(shifts));
  };

  const removeShift = async (index: number) => {
    const shift = shifts[index];
    if (!shift) return;
    const named = holidaysNaming(site.data?.holidays ?? [], shift.shiftNumber);
    const text = [
      t('remove.confirm', { title: words.title(shift) }),
      named.length > 0 ? t('remove.holidays', { names: named.map((holiday) => holiday.name).join(', ') }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (!(await confirmAction(text))) return;
    if (editing?.index === index) setEditing(null);
    send(
      remove,
      withoutShift(shifts, index),
      places(shifts).filter((at) => at !== index),
    );
  };

  const clearAll = async () => {
    const named = (site.data?.holidays ?? []).filter((holiday) => holiday.shiftIds.length > 0);
    const text = [t('clear.confirm'), named.length > 0 ? t('clear.holidays', { names: named.map((holiday) => holiday.name).join(', ') }) : ''].filter(Boolean).join(' ');
    if (!(await confirmAction(text))) return;
    setEditing(null);
    clear.mutate(companyId);
  };

  const overlaps = useMemo(() => overlapsInList(shifts), [shifts]);
  const hasActive = shifts.some((shift) => shift.active);

  return (
    <AdminPage
      id="shifts"
      intro={t('page.intro')}
      tools={<PlacePicker testId="shifts" />}
      {...(admin && site.data ? { onAdd: () => setEditing({ index: null }), addLabel: t('page.add') } : {})}
    >
      {tabs}
      {!admin ? (
        <p className="muted shifts-read-only" data-testid="shifts-read-only">
          {t('page.readOnly')}
        </p>
      ) : null}
      <p className="field-hint shifts-sla-note" data-testid="shifts-sla-note">
        {t('page.slaNote')}
      </p>
      {general.length > 0 ? (
        <p className="form-error" role="alert" data-testid="shifts-save-error">
          {general.map((reason) => serverReasonText(t, reason)).join(' ')}
        </p>
      ) : null}

      <QueryView query={site}>
        {(loaded) => (
          <>
            {editing ? (
              <ShiftDrawer
                key={editing.index ?? 'new'}
                shifts={loaded.shifts}
                index={editing.index}
                rooms={rooms}
                words={words}
                saving={save.isPending}
                onSave={saveDrawer}
                onClose={() => {
                  // The refusal was about the abandoned draft: its reasons go with it.
                  setEditing(null);
                  setReasons(new Map());
                  setGeneral([]);
                }}
              />
            ) : null}
            {!hasActive ? (
              <div className="shifts-none-active" role="status" data-testid="shifts-no-active">
                <strong>{t('common:states.noActiveShift')}</strong>
                <span>{t('common:states.noActiveShiftHint')}</span>
              </div>
            ) : null}
            {loaded.shifts.length > 0 ? (
              <div className="shift-grid" data-testid="shift-list">
                {loaded.shifts.map((shift, index) => {
                  const overlap = overlaps[index];
                  const other = overlap ? loaded.shifts[overlap.other] : undefined;
                  return (
                    <ShiftCard
                      key={`${index}-${shift.shiftNumber}`}
                      shift={shift}
                      words={words}
                      overlap={overlap && other ? words.overlap(overlap, other) : null}
                      notice={notices.get(index) ?? null}
                      reasons={reasons.get(index) ?? []}
                      removedRooms={removedRoomsOf(shift, roomIds)}
                      editable={admin}
                      editing={editing?.index === index}
                      busy={busy}
                      onEdit={() => setEditing({ index })}
                      onRemove={() => void removeShift(index)}
                      onToggle={(active) => toggle(index, active)}
                    />
                  );
                })}
              </div>
            ) : null}
            {admin && loaded.shifts.length > 0 ? (
              <div className="shifts-clear">
                <button type="button" className="button" onClick={() => void clearAll()} disabled={busy} data-testid="shifts-clear">
                  {t('page.clearAll')}
                </button>
              </div>
            ) : null}
            {admin ? <HolidaysPanel siteId={siteId} holidays={loaded.holidays} shifts={loaded.shifts} words={words} /> : null}
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
