import type { LiveMessage } from '@facility/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { useSnapshot } from 'valtio';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states.tsx';
import { useSiteTimezone } from '../../../hooks/use-current-site.ts';
import { useSiteLive, type SiteLiveStatus } from '../../../hooks/use-site-live.ts';
import { formatInstant, formatLocalDate } from '../../../lib/format.ts';
import { filters } from '../../../stores/filter.store.ts';
import { taskBoardKey, useTaskBoard } from '../api/get-task-board.ts';
import { useNow } from '../hooks/use-live-board.ts';
import { BOARD_COLUMNS, formatDuration, taskBoardView, type BoardColumn, type BoardItem } from '../model/task-board-view.ts';
import { BoardTabs } from './board-tabs.tsx';
import { ConnectionBadge } from './connection-badge.tsx';
import './real-time.css';
import './task-board.css';

/** Without a live channel, how often the board asks again. */
const POLL_MS = 30_000;

/**
 * `/real-time/task`: today's task occurrences of the site, counted and in columns (late,
 * open, upcoming, done), each with its room, due time and how late it is. The board reloads
 * on the site's `tasks` live messages and its clock ticks every 30 s, so lateness grows on
 * screen and a turn coming due moves from upcoming to open without a reload.
 */
export default function TaskRealTimePage() {
  const { t, i18n } = useTranslation('tasks');
  const siteId = useSnapshot(filters).selection.site;
  const queryClient = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.kind === 'tasks') void queryClient.invalidateQueries({ queryKey: taskBoardKey(message.siteId) });
    },
    [queryClient],
  );
  const status = useSiteLive(siteId, onMessage);
  useReloadOnReconnect(status, siteId);
  const query = useTaskBoard(siteId, status === 'connected' ? false : POLL_MS);
  const now = useNow(30_000);
  const board = query.data;
  const siteZone = useSiteTimezone(siteId);
  const timeZone = board?.timezone ?? siteZone ?? 'UTC';
  const view = useMemo(() => (board ? taskBoardView(board, now) : null), [board, now]);

  let body;
  if (siteId === null) body = <EmptyState message={t('common:states.noSite')} />;
  else if (!board || !view) body = query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <Loading />;
  else if (view.noData) body = <EmptyState message={t('common:states.noTaskData')} />;
  else
    body = (
      <section className="rt-board tb-board" aria-label={t('board.label')} data-testid="task-board" data-site={siteId} data-date={board.localDate}>
        <ul className="tb-counts" aria-label={t('board.counts')}>
          {BOARD_COLUMNS.map((column) => (
            <li key={column} className={`tb-count tb-state-${column}`} data-testid={`task-board-count-${column}`} data-count={view.counts[column]}>
              <span className="tb-count-value">{new Intl.NumberFormat(i18n.language).format(view.counts[column])}</span>
              <span className="tb-count-label">{t(`occurrence.${column}`)}</span>
            </li>
          ))}
        </ul>
        {view.noneActive ? (
          <p className="tb-none-active" data-testid="task-board-none-active">
            {t('common:states.noActiveTasks')}
          </p>
        ) : null}
        <div className="tb-columns">
          {BOARD_COLUMNS.map((column) => (
            <BoardColumnList key={column} column={column} items={view.columns[column]} timeZone={timeZone} />
          ))}
        </div>
      </section>
    );

  return (
    <div className="rt-screen" data-testid="task-real-time-page">
      <BoardTabs active="task" />
      <div className="rt-toolbar">
        <PlacePicker testId="realtime" nameWhenSingle />
        {board ? (
          <span className="muted tb-date" data-testid="task-board-date">
            {formatLocalDate(board.localDate, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
          </span>
        ) : null}
        <span className="spacer" />
        <ConnectionBadge status={status} />
      </div>
      {body}
    </div>
  );
}

/** Messages sent while the channel was down are lost: coming back, the board asks again. */
function useReloadOnReconnect(status: SiteLiveStatus, siteId: string | null) {
  const queryClient = useQueryClient();
  const previous = useRef<SiteLiveStatus>(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'reconnecting' && siteId) void queryClient.invalidateQueries({ queryKey: taskBoardKey(siteId) });
    previous.current = status;
  }, [status, siteId, queryClient]);
}

function BoardColumnList({ column, items, timeZone }: { column: BoardColumn; items: readonly BoardItem[]; timeZone: string }) {
  const { t } = useTranslation('tasks');
  const titleId = `tb-column-${column}`;
  return (
    <section className={`tb-column tb-state-${column}`} aria-labelledby={titleId} data-testid={`task-board-column-${column}`}>
      <h2 id={titleId} className="tb-column-title">
        <span className="tb-dot" aria-hidden="true" />
        {t(`occurrence.${column}`)}
        <span className="tb-column-count">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="muted tb-empty">{t('board.emptyColumn')}</p>
      ) : (
        <ul className="tb-items">
          {items.map((item) => (
            <BoardCard key={item.occurrence.occurrenceId} item={item} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BoardCard({ item, timeZone }: { item: BoardItem; timeZone: string }) {
  const { t, i18n } = useTranslation('tasks');
  const { occurrence, state } = item;
  const clock = (iso: string) => formatInstant(iso, i18n.language, timeZone, { timeStyle: 'short' });
  const duration = (minutes: number) => formatDuration(minutes, i18n.language);
  let note: string;
  if (state === 'late') note = t('board.lateBy', { duration: duration(item.minutesLate) });
  else if (state === 'open') note = t('board.timeLeft', { duration: duration(item.minutesLeft) });
  else if (state === 'upcoming') note = t('board.dueIn', { duration: duration(item.minutesLeft) });
  else note = occurrence.completedAt ? t('board.doneAt', { time: clock(occurrence.completedAt) }) : t('occurrence.done');
  return (
    <li className="tb-card" data-testid="task-board-item" data-occurrence-id={occurrence.occurrenceId} data-task-id={occurrence.taskId} data-room-id={occurrence.roomId} data-state={state}>
      <div className="tb-card-head">
        <span className="tb-card-room" data-testid="task-board-room">
          <RoomName roomId={occurrence.roomId} displayName={occurrence.roomName} nameEn={occurrence.roomNameEn} />
        </span>
        <span className="tb-card-due">{t('board.due', { time: clock(occurrence.dueAt) })}</span>
      </div>
      <bdi className="tb-card-title">{occurrence.title}</bdi>
      <span className={`tb-card-note tb-note-${state}`} data-testid="task-board-note">
        {note}
      </span>
    </li>
  );
}
