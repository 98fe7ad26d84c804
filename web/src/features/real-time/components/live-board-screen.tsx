import type { LiveRoom } from '@facility/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { formatMinutes, formatNumber } from '../../../lib/format.ts';
import { useOpenManualCall } from '../api/open-manual-call.ts';
import { useEscalationSound, useSoundMuted } from '../hooks/use-escalation-sound.ts';
import { useLiveBoard, useNow } from '../hooks/use-live-board.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { PHONE_QUERY } from '../model/phone-query.ts';
import { boardView, callsFirst, filterChoices, NO_FILTER, type BoardFilter, type BoardKind, type SortOrder } from '../model/board-view.ts';
import { heldRooms, type LiveBoard } from '../state/live-merge.ts';
import { refresh } from '../state/live.store.ts';
import { BoardFilters, StateLegend } from './board-filters.tsx';
import { BoardTabs } from './board-tabs.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConnectionBadge } from './connection-badge.tsx';
import { LiveStatus, SoundToggle } from './live-status.tsx';
import { RoomTile } from './room-tile.tsx';
import { requestWallFullscreen, WallBoard } from './wall-board.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import './real-time.css';

/** A room name inside a sentence, isolated so a Hebrew name in an English sentence (or the reverse) keeps its order. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A live board (cleaning, maintenance or Cleandex): the tabs, the site, the shift, the connection and the rooms. */
export function LiveBoardScreen({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation('realtime');
  const { status, siteId, board, error, flashes, escalations, updatedAt, lostAt } = useLiveBoard();
  const [muted, setMuted] = useSoundMuted();
  useEscalationSound(
    Object.values(escalations).reduce((sum, count) => sum + count, 0),
    muted,
  );
  // In the address, so a wall PC opens the wall board directly (`?wall=1`).
  const [params, setParams] = useSearchParams();
  const wall = params.get('wall') === '1';
  const setWall = (on: boolean) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('wall', '1');
        else {
          next.delete('wall');
          // The wall's view (tiles or map) belongs to the wall; the browser still remembers it.
          next.delete('view');
        }
        return next;
      },
      { replace: true },
    );
    // Full screen needs the click's user activation: asked here, not after the render.
    if (on) requestWallFullscreen();
  };
  const live = { escalations, updatedAt, lostAt, muted, onMute: setMuted };

  let body;
  if (siteId === null) body = <EmptyState message={t('common:states.noSite')} />;
  else if (!board) body = error ? <ErrorState onRetry={refresh} /> : <Loading />;
  // The board's own filters belong to the site: another site starts unfiltered.
  else body = <BoardBody key={board.siteId} kind={kind} board={board} flashes={flashes} refreshFailed={error !== null} wall={wall} onExitWall={() => setWall(false)} live={live} />;

  return (
    <div className="rt-screen">
      <BoardTabs active={kind} />
      <div className="rt-toolbar">
        <PlacePicker testId="realtime" nameWhenSingle />
        {board ? <ShiftInfo shift={board.activeShift} /> : null}
        <span className="spacer" />
        <div className="rt-live">
          <LiveStatus updatedAt={updatedAt} lostAt={lostAt} />
          <ConnectionBadge status={status} />
          <SoundToggle muted={muted} onChange={setMuted} />
          {board ? (
            <button type="button" className="button rt-wall-button" onClick={() => setWall(true)} data-testid="realtime-wall">
              {t('wall.enter')}
            </button>
          ) : null}
        </div>
      </div>
      {body}
    </div>
  );
}

export function ShiftInfo({ shift }: { shift: LiveBoard['activeShift'] }) {
  const { t, i18n } = useTranslation('realtime');
  if (!shift) return null;
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  return (
    <div className="rt-shift" data-testid="realtime-shift">
      <strong>{t('shift.current', { shift: t(`common:shiftNames.${shift.shiftName}`, { defaultValue: shift.shiftName }) })}</strong>
      <span className="muted">{t('shift.sla', { min: formatMinutes(shift.minSla, i18n.language, units), max: formatMinutes(shift.maxSla, i18n.language, units) })}</span>
    </div>
  );
}

interface BoardBodyProps {
  kind: BoardKind;
  board: LiveBoard;
  /** A past moment (time travel): the board shows as it stood then, read-only. */
  at?: number;
  /** On a past board, the rooms removed since, by id, with their English names. */
  removed?: ReadonlyMap<string, string>;
  flashes: Readonly<Record<string, number>>;
  refreshFailed: boolean;
  /** The wall board instead of the desk one. */
  wall: boolean;
  onExitWall: () => void;
  live: {
    escalations: Readonly<Record<string, number>>;
    updatedAt: number | null;
    lostAt: number | null;
    muted: boolean;
    onMute: (muted: boolean) => void;
  };
}

export function BoardBody({ kind, board, at, removed, flashes, refreshFailed, wall, onExitWall, live }: BoardBodyProps) {
  const { t, i18n } = useTranslation('realtime');
  const lang = i18n.language;
  const liveNow = useNow();
  const now = at ?? liveNow;
  const nameOf = useRoomName();
  const phone = useMediaQuery(PHONE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const [sort, setSort] = useState<SortOrder>('location');
  const [confirming, setConfirming] = useState<LiveRoom | null>(null);
  const manualCall = useOpenManualCall();
  const calling = manualCall.isPending ? manualCall.variables.roomId : null;
  const rooms = useMemo(() => heldRooms(board), [board]);
  const choices = useMemo(() => filterChoices(rooms, filter.building), [rooms, filter.building]);
  const sorted = boardView(rooms, kind, filter, sort, now, board.activeShift);
  // On a phone the rooms with an open call come first: they show without scrolling.
  const view = phone ? callsFirst(sorted) : sorted;
  const all = boardView(rooms, kind, NO_FILTER, sort, now, board.activeShift);
  const callAction = kind === 'maintenance' ? 'callMaintenance' : 'callCleaner';

  // Awaited rather than given callbacks: the toast must show even if the board was left meanwhile.
  const call = async (room: LiveRoom) => {
    setConfirming(null);
    try {
      await manualCall.mutateAsync({ roomId: room.id, category: kind === 'maintenance' ? 'maintenance' : 'cleaning' });
      showToast('success', t(`${callAction}.success`, { room: isolate(nameOf(room.id, room.displayName)) }));
    } catch {
      showToast('error', t('call.failure'));
    }
  };

  const notices = (
    <>
      {board.activeShift === null ? (
        <div className="rt-notice" role="note" data-testid="realtime-no-shift">
          <strong>{t('common:states.noActiveShift')}</strong>
          <span>{t('common:states.noActiveShiftHint')}</span>
        </div>
      ) : null}
      {refreshFailed ? (
        <div className="rt-notice rt-notice-error" role="alert" data-testid="realtime-refresh-failed">
          <strong>{t('common:states.refreshFailed')}</strong>
          <button type="button" className="button" onClick={refresh}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : null}
    </>
  );

  if (rooms.length === 0) {
    return (
      <>
        {notices}
        <EmptyState message={t('common:states.noRooms')} />
      </>
    );
  }

  if (wall) {
    return (
      <WallBoard
        tiles={all.groups.flatMap((group) => group.tiles)}
        siteId={board.siteId}
        updatedAt={live.updatedAt}
        lostAt={live.lostAt}
        escalations={live.escalations}
        muted={live.muted}
        onMute={live.onMute}
        onExit={onExitWall}
      />
    );
  }

  const activeFilters = [filter.building, filter.floor, filter.roomType, filter.state].filter((value) => value !== null).length;
  const withCalls = all.groups.flatMap((group) => group.tiles).filter((tile) => tile.calls.length > 0).length;
  return (
    <section className="rt-board" aria-label={t('board.label')} data-testid="realtime-board" data-site={board.siteId}>
      {notices}
      {phone ? (
        <button
          type="button"
          className="button rt-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="rt-filter-panel"
          onClick={() => setFiltersOpen(!filtersOpen)}
          data-testid="realtime-filters-toggle"
        >
          {activeFilters > 0 ? t('filters.toggleActive', { count: activeFilters }) : t('filters.toggle')}
        </button>
      ) : null}
      {/* On a phone the filters fold away behind their button, so the open calls come first. */}
      {!phone || filtersOpen ? (
        <div id="rt-filter-panel">
          <BoardFilters filter={filter} sort={sort} choices={choices} sortable={kind !== 'maintenance'} onFilter={setFilter} onSort={setSort} />
        </div>
      ) : null}
      <div className="rt-summary">
        {!phone || filtersOpen ? <StateLegend counts={view.counts} active={filter.state} onChange={(state) => setFilter({ ...filter, state })} /> : null}
        <span className="muted rt-summary-count" data-testid="realtime-shown">
          {kind === 'maintenance'
            ? withCalls > 0
              ? t('summary.withMaintenanceCalls', { count: withCalls })
              : t('summary.noMaintenanceCalls')
            : t('summary.shown', { shown: formatNumber(view.shown, lang), total: formatNumber(all.shown, lang) })}
        </span>
      </div>
      {view.shown === 0 ? (
        <div className="rt-no-match">
          <EmptyState message={t('filters.noMatch')} />
          <button type="button" className="button" onClick={() => setFilter(NO_FILTER)} data-testid="realtime-clear-filters">
            {t('filters.clear')}
          </button>
        </div>
      ) : (
        view.groups.map((group) => (
          <div key={group.building ?? ''} className="rt-group">
            {view.groups.length > 1 || group.building ? <h3 className="rt-group-title" translate={group.building ? 'no' : undefined}>
                {group.building ?? t('building.none')}
              </h3> : null}
            <div className="rt-grid">
              {group.tiles.map((tile) => (
                <RoomTile
                  key={tile.room.id}
                  tile={tile}
                  kind={kind}
                  flash={flashes[tile.room.id] ?? 0}
                  escalation={live.escalations[tile.room.id] ?? 0}
                  now={now}
                  timezone={board.timezone}
                  busy={calling === tile.room.id}
                  removedNameEn={removed?.get(tile.room.id)}
                  onCall={at === undefined ? setConfirming : undefined}
                />
              ))}
            </div>
          </div>
        ))
      )}
      {confirming ? (
        <ConfirmDialog text={t(`${callAction}.confirm`, { room: isolate(nameOf(confirming.id, confirming.displayName)) })} onConfirm={() => void call(confirming)} onCancel={() => setConfirming(null)} />
      ) : null}
    </section>
  );
}
