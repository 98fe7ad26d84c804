import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { formatMinutes, formatNumber, roundSlaMinutes } from '../../../lib/format.ts';
import type { Tile } from '../model/board-view.ts';
import { oldestCallMinutes, wallGroups, type WallGroup } from '../model/wall-groups.ts';
import { nextPage, wallLayout, WALL_METRICS } from '../model/wall-layout.ts';
import { heatFloors, visitScale } from '../model/wall-heat.ts';
import { heatLayout, heatMetrics } from '../model/wall-heat-layout.ts';
import { LiveStatus, SoundToggle } from './live-status.tsx';
import { HeatLegend, HeatMap } from './wall-heat-map.tsx';
import { useWallView, WallViewToggle } from './wall-view-toggle.tsx';
import './wall-board.css';

/** How long a page of floors stays on the wall before the next one, when they do not all fit. */
const PAGE_SECONDS = 15;
/** Below this tile height (px) a room's name gets one line, not two. */
const COMPACT_BELOW = 96;
/** Below this heat map cell height (px) the name gets one line and the detail line goes. */
const HEAT_COMPACT_BELOW = 64;

interface WallBoardProps {
  /** The tiles, sorted by location. */
  tiles: readonly Tile[];
  siteId: string;
  updatedAt: number | null;
  lostAt: number | null;
  escalations: Readonly<Record<string, number>>;
  muted: boolean;
  onMute: (muted: boolean) => void;
  onExit: () => void;
}

/**
 * The board for a wall screen (issue 19): over the whole page (the app's shell hidden) and
 * full screen when the browser allows, compact tiles grouped by building and floor, or the
 * floor heat map (wall-heat-map.tsx; the toolbar switches, `?view=` and the browser remember),
 * sized so the site fits the screen; when it does not, floors page by themselves (pausable).
 * Escape or the button leaves it.
 */
export function WallBoard({ tiles, siteId, updatedAt, lostAt, escalations, muted, onMute, onExit }: WallBoardProps) {
  const { t, i18n } = useTranslation('realtime');
  const [view, setView] = useWallView();
  const groups = useMemo(() => wallGroups(tiles), [tiles]);
  const floors = useMemo(() => heatFloors(groups), [groups]);
  const scale = useMemo(() => visitScale(tiles), [tiles]);
  const area = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);

  useWallChrome(onExit);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Both views page whole floors; each has its own geometry (model/wall-layout.ts, wall-heat-layout.ts).
  const tileLayout = size && view === 'tiles' ? wallLayout(groups.map((group) => group.tiles.length), size.width, size.height) : null;
  const mapMetrics = heatMetrics(size?.width ?? 0);
  const mapLayout = size && view === 'map' ? heatLayout(floors.map((floor) => ({ building: floor.building, size: floor.tiles.length })), size.width, size.height, mapMetrics) : null;
  const pages = tileLayout?.pages ?? mapLayout?.pages ?? [[]];
  const pageCount = pages.length;
  const shownPage = Math.min(page, pageCount - 1);

  useEffect(() => {
    if (paused || pageCount <= 1) return;
    const timer = window.setInterval(() => setPage((current) => nextPage(Math.min(current, pageCount - 1), pageCount)), PAGE_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [paused, pageCount]);

  const shown = pages[shownPage]!;
  const calls = tiles.filter((tile) => tile.calls.length > 0).length;

  return createPortal(
    <div className="wall" data-testid="wall-board" data-site={siteId} dir={i18n.dir()} lang={i18n.language}>
      <header className="wall-head">
        <strong className="wall-title">{t('wall.title')}</strong>
        <span className="wall-count" data-testid="wall-calls">
          {calls > 0 ? t('wall.roomsWithCalls', { count: calls }) : t('tile.noCalls')}
        </span>
        <span className="spacer" />
        <LiveStatus updatedAt={updatedAt} lostAt={lostAt} />
        {pageCount > 1 ? (
          <>
            <span className="wall-page" data-testid="wall-page">
              {t('wall.page', { page: formatNumber(shownPage + 1, i18n.language), pages: formatNumber(pageCount, i18n.language) })}
            </span>
            <button type="button" className="button" aria-pressed={paused} onClick={() => setPaused(!paused)} data-testid="wall-pause">
              {t(paused ? 'wall.resume' : 'wall.pause')}
            </button>
          </>
        ) : null}
        <WallViewToggle
          view={view}
          onChange={(next) => {
            setPage(0);
            setView(next);
          }}
        />
        <SoundToggle muted={muted} onChange={onMute} />
        <button type="button" className="button" onClick={onExit} data-testid="wall-exit">
          {t('wall.exit')}
        </button>
      </header>
      {view === 'map' ? <HeatLegend scale={scale} /> : null}
      {/* Sizes through custom properties; the view's own file says how they are used. */}
      <div
        className="wall-area"
        ref={area}
        // Small tiles keep the name to one line, small heat cells drop a line (wall-heat-map.css): the state and the calls must show.
        data-compact={(tileLayout !== null && tileLayout.tileHeight < COMPACT_BELOW) || (mapLayout !== null && mapLayout.cellHeight < HEAT_COMPACT_BELOW) ? 'true' : undefined}
        style={
          tileLayout
            ? ({ '--wall-columns': tileLayout.columns, '--wall-tile-h': `${tileLayout.tileHeight}px`, '--wall-gap': `${WALL_METRICS.gap}px`, '--wall-heading-h': `${WALL_METRICS.headingHeight}px` } as React.CSSProperties)
            : mapLayout
              ? ({
                  '--heat-columns': mapLayout.columns,
                  '--heat-cell-h': `${mapLayout.cellHeight}px`,
                  '--heat-gap': `${mapMetrics.gap}px`,
                  '--heat-label-w': `${mapMetrics.labelWidth}px`,
                  '--heat-heading-h': `${mapMetrics.headingHeight}px`,
                } as React.CSSProperties)
              : undefined
        }
      >
        {view === 'map' ? (
          mapLayout ? <HeatMap floors={shown.map((index) => floors[index]!)} scale={scale} escalations={escalations} /> : null
        ) : (
          tileLayout && shown.map((index) => <WallFloor key={groups[index]!.key} group={groups[index]!} escalations={escalations} />)
        )}
      </div>
    </div>,
    document.body,
  );
}

function WallFloor({ group, escalations }: { group: WallGroup; escalations: Readonly<Record<string, number>> }) {
  const { t } = useTranslation('realtime');
  const floor = group.floor !== null ? t('labels:floor_n', { floor: group.floor }) : null;
  return (
    <section className="wall-floor" data-testid="wall-floor">
      <h2 className="wall-floor-title">
        {group.building ? <bdi translate="no">{group.building}</bdi> : null}
        {group.building && floor ? ' · ' : null}
        {floor ?? (group.building ? null : t('building.none'))}
      </h2>
      <div className="wall-grid">
        {group.tiles.map((tile) => (
          <WallTile key={tile.room.id} tile={tile} escalation={escalations[tile.room.id] ?? 0} />
        ))}
      </div>
    </section>
  );
}

/** A compact tile: the name, the state in colour and words, how many calls and the oldest one's age. */
function WallTile({ tile, escalation }: { tile: Tile; escalation: number }) {
  const { t, i18n } = useTranslation('realtime');
  const { room, state, calls } = tile;
  const oldest = oldestCallMinutes(tile);
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  return (
    <article
      className={`wall-tile rt-state-${state}${state === 'escalated' ? ' rt-alert' : ''}`}
      data-testid={`wall-tile-${room.id}`}
      data-state={state}
      data-alert={state === 'escalated' ? 'escalated' : undefined}
    >
      {state === 'escalated' && escalation > 0 ? <span key={escalation} className="rt-alert-pulse" aria-hidden="true" /> : null}
      <RoomName roomId={room.id} displayName={room.displayName} className="wall-tile-name" />
      <span className="wall-tile-state">{t(`labels:room_state_${state}`)}</span>
      {oldest !== null ? (
        <span className="wall-tile-calls">
          {t('tile.openCalls', { count: calls.length })} · <span className="wall-tile-age">{formatMinutes(roundSlaMinutes(oldest), i18n.language, units)}</span>
        </span>
      ) : null}
    </article>
  );
}

/**
 * While the wall board is up: the app's shell is hidden (whether or not full screen was
 * allowed), and Escape, or leaving full screen (where the browser keeps Escape for itself),
 * leaves the wall board.
 */
function useWallChrome(onExit: () => void): void {
  const exit = useRef(onExit);
  exit.current = onExit;
  useEffect(() => {
    document.body.classList.add('wall-open');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') exit.current();
    };
    let wasFullscreen = document.fullscreenElement !== null;
    const onFullscreen = () => {
      const now = document.fullscreenElement !== null;
      if (wasFullscreen && !now) exit.current();
      wasFullscreen = now;
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.body.classList.remove('wall-open');
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
}

/** Full screen, when the browser allows it (after a click; not when the page opens with ?wall=1). */
export function requestWallFullscreen(): void {
  if (document.fullscreenElement || !document.documentElement.requestFullscreen) return;
  document.documentElement.requestFullscreen().catch(() => undefined);
}
