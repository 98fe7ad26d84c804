import type { LiveRoom } from '@facility/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { formatMinutes, formatNumber } from '../../../lib/format.ts';
import { useOpenManualCall } from '../api/open-manual-call.ts';
import { useLiveBoard, useNow } from '../hooks/use-live-board.ts';
import { boardView, filterChoices, NO_FILTER, type BoardFilter, type BoardKind, type SortOrder } from '../model/board-view.ts';
import { heldRooms, type LiveBoard } from '../state/live-merge.ts';
import { refresh } from '../state/live.store.ts';
import { BoardFilters, StateLegend } from './board-filters.tsx';
import { BoardTabs } from './board-tabs.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConnectionBadge } from './connection-badge.tsx';
import { RoomTile } from './room-tile.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import './real-time.css';

/** A room name inside a sentence, isolated so a Hebrew name in an English sentence (or the reverse) keeps its order. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A live board (cleaning, maintenance or Cleandex): the tabs, the site, the shift, the connection and the rooms. */
export function LiveBoardScreen({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation('realtime');
  const { status, siteId, board, error, flashes } = useLiveBoard();

  let body;
  if (siteId === null) body = <EmptyState message={t('common:states.noSite')} />;
  else if (!board) body = error ? <ErrorState onRetry={refresh} /> : <Loading />;
  // The board's own filters belong to the site: another site starts unfiltered.
  else body = <BoardBody key={board.siteId} kind={kind} board={board} flashes={flashes} refreshFailed={error !== null} />;

  return (
    <div className="rt-screen">
      <BoardTabs active={kind} />
      <div className="rt-toolbar">
        <PlacePicker testId="realtime" nameWhenSingle />
        {board ? <ShiftInfo shift={board.activeShift} /> : null}
        <span className="spacer" />
        <ConnectionBadge status={status} />
      </div>
      {body}
    </div>
  );
}

function ShiftInfo({ shift }: { shift: LiveBoard['activeShift'] }) {
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
  flashes: Readonly<Record<string, number>>;
  refreshFailed: boolean;
}

function BoardBody({ kind, board, flashes, refreshFailed }: BoardBodyProps) {
  const { t, i18n } = useTranslation('realtime');
  const lang = i18n.language;
  const now = useNow();
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const [sort, setSort] = useState<SortOrder>('location');
  const [confirming, setConfirming] = useState<LiveRoom | null>(null);
  const manualCall = useOpenManualCall();
  const calling = manualCall.isPending ? manualCall.variables.roomId : null;
  const rooms = useMemo(() => heldRooms(board), [board]);
  const choices = useMemo(() => filterChoices(rooms, filter.building), [rooms, filter.building]);
  const view = boardView(rooms, kind, filter, sort, now, board.activeShift);
  const all = boardView(rooms, kind, NO_FILTER, sort, now, board.activeShift);
  const callAction = kind === 'maintenance' ? 'callMaintenance' : 'callCleaner';

  // Awaited rather than given callbacks: the toast must show even if the board was left meanwhile.
  const call = async (room: LiveRoom) => {
    setConfirming(null);
    try {
      await manualCall.mutateAsync({ roomId: room.id, category: kind === 'maintenance' ? 'maintenance' : 'cleaning' });
      showToast('success', t(`${callAction}.success`, { room: isolate(room.displayName) }));
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

  const withCalls = all.groups.flatMap((group) => group.tiles).filter((tile) => tile.calls.length > 0).length;
  return (
    <section className="rt-board" aria-label={t('board.label')} data-testid="realtime-board" data-site={board.siteId}>
      {notices}
      <BoardFilters filter={filter} sort={sort} choices={choices} sortable={kind !== 'maintenance'} onFilter={setFilter} onSort={setSort} />
      <div className="rt-summary">
        <StateLegend counts={view.counts} active={filter.state} onChange={(state) => setFilter({ ...filter, state })} />
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
                  now={now}
                  timezone={board.timezone}
                  busy={calling === tile.room.id}
                  onCall={setConfirming}
                />
              ))}
            </div>
          </div>
        ))
      )}
      {confirming ? (
        <ConfirmDialog text={t(`${callAction}.confirm`, { room: isolate(confirming.displayName) })} onConfirm={() => void call(confirming)} onCancel={() => setConfirming(null)} />
      ) : null}
    </section>
  );
}
