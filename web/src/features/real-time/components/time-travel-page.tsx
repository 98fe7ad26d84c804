import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states.tsx';
import { useSiteTimezone } from '../../../hooks/use-current-site.ts';
import { formatInstant } from '../../../lib/format.ts';
import { filters } from '../../../stores/filter.store.ts';
import { boardHistoryQuery } from '../api/get-board-history.ts';
import { useNow } from '../hooks/use-live-board.ts';
import { changedRooms } from '../model/board-changes.ts';
import { DEFAULT_SPEED, momentFromParam, nextMoment, type Speed } from '../model/time-travel.ts';
import { boardFromSnapshot, type LiveBoard } from '../state/live-merge.ts';
import { BoardTabs } from './board-tabs.tsx';
import { BoardBody, ShiftInfo } from './live-board-screen.tsx';
import { TimeScrubber } from './time-scrubber.tsx';
import './real-time.css';
import './time-travel.css';

/** A playback step waits this long after its board arrived, so each moment is seen. */
const STEP_MS = 1_000;
const NO_ESCALATIONS = {};

/**
 * `/real-time/history`: the board as it stood at any past moment, from the event log, and a
 * day played back at a chosen speed. The moment is in the address (`?at=`), so a link
 * reopens it.
 */
export default function TimeTravelPage() {
  const { t, i18n } = useTranslation('realtime');
  const siteId = useSnapshot(filters).selection.site;
  const timeZone = useSiteTimezone(siteId);
  const now = useNow(60_000);
  const [params, setParams] = useSearchParams();
  const at = momentFromParam(params.get('at'), now);
  const setAt = (moment: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('at', new Date(moment).toISOString());
        return next;
      },
      { replace: true },
    );
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(DEFAULT_SPEED);
  const iso = new Date(at).toISOString();
  const query = useQuery({
    ...boardHistoryQuery(siteId ?? '', iso),
    enabled: siteId !== null,
    // The board stays while the next moment loads: playback moves on without blinking.
    placeholderData: keepPreviousData,
  });
  const board = useMemo<LiveBoard | null>(
    () => (query.data && query.data.siteId === siteId ? boardFromSnapshot({ ...query.data, position: 0 }, Date.parse(query.data.at)) : null),
    [query.data, siteId],
  );
  const flashes = useChangeFlashes(board);
  const removed = useMemo(() => new Map((query.data?.removedRooms ?? []).map((room) => [room.roomId, room.roomNameEn])), [query.data]);

  // Playback: the next moment once this one's board is shown.
  useEffect(() => {
    if (!playing || !timeZone || query.isFetching) return;
    const timer = window.setTimeout(() => {
      const next = nextMoment(at, speed, timeZone, Date.now());
      if (next === null) setPlaying(false);
      else setAt(next);
    }, STEP_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setAt is a new function each render; the moment is in `at`
  }, [playing, at, speed, timeZone, query.isFetching]);

  let body;
  if (siteId === null) body = <EmptyState message={t('common:states.noSite')} />;
  else if (!timeZone || (!board && query.isPending)) body = <Loading label={t('history.loading')} />;
  else if (!board) body = <ErrorState onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <p className="tt-notice muted" data-testid="history-notice">
          {t('history.notice', { moment: formatInstant(query.data!.at, i18n.language, board.timezone, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
        <BoardBody
          key={board.siteId}
          kind="cleaning"
          board={board}
          at={Date.parse(query.data!.at)}
          removed={removed}
          flashes={flashes}
          refreshFailed={query.isError}
          wall={false}
          onExitWall={() => {}}
          live={{ escalations: NO_ESCALATIONS, updatedAt: null, lostAt: null, muted: true, onMute: () => {} }}
        />
      </>
    );

  return (
    <div className="rt-screen tt-screen" data-testid="history-page">
      <BoardTabs active="history" />
      <div className="rt-toolbar">
        <PlacePicker testId="history" nameWhenSingle />
        {board ? <ShiftInfo shift={board.activeShift} /> : null}
        <span className="spacer" />
        <Link href="/real-time" className="button" data-testid="history-live">
          {t('history.live')}
        </Link>
      </div>
      {timeZone ? (
        <TimeScrubber
          at={at}
          timeZone={timeZone}
          now={now}
          playing={playing}
          speed={speed}
          loading={query.isFetching}
          onMoment={(moment) => {
            setPlaying(false);
            setAt(moment);
          }}
          onPlaying={setPlaying}
          onSpeed={setSpeed}
        />
      ) : null}
      {body}
    </div>
  );
}

/** A counter per room that moves each time the room's state changed between two shown boards (restarts its highlight). */
function useChangeFlashes(board: LiveBoard | null): Readonly<Record<string, number>> {
  const previous = useRef<LiveBoard | null>(null);
  const [flashes, setFlashes] = useState<Record<string, number>>({});
  useEffect(() => {
    const changed = changedRooms(previous.current, board);
    previous.current = board;
    if (changed.length === 0) return;
    setFlashes((current) => {
      const next = { ...current };
      for (const id of changed) next[id] = (next[id] ?? 0) + 1;
      return next;
    });
  }, [board]);
  return flashes;
}
