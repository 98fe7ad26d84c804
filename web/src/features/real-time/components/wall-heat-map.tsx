import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { formatMinutes, formatNumber, roundSlaMinutes } from '../../../lib/format.ts';
import type { Tile } from '../model/board-view.ts';
import { oldestCallMinutes, type WallGroup } from '../model/wall-groups.ts';
import { HEAT_ICONS, HEAT_KINDS, heatCell, visitBands, type HeatKind } from '../model/wall-heat.ts';
import './wall-heat-map.css';

interface HeatMapProps {
  /** The floors of this page, in the map's order (highest floor of a building first). */
  floors: readonly WallGroup[];
  /** The site's visit scale (model/wall-heat.ts), the same on every page. */
  scale: number;
  escalations: Readonly<Record<string, number>>;
}

/**
 * The wall board's floor heat map (issue 19): per building, a row per floor with a cell per
 * room, coloured by its state, or for a calm room by its visits since the clean. Every cell
 * also says its state in words (and an icon), its open calls or its visits.
 */
export function HeatMap({ floors, scale, escalations }: HeatMapProps) {
  const { t } = useTranslation('realtime');
  // A building's rows under one heading; a page starting inside a building repeats its name.
  const buildings: { key: string; building: string | null; floors: WallGroup[] }[] = [];
  for (const floor of floors) {
    const last = buildings.at(-1);
    if (last && last.building === floor.building) last.floors.push(floor);
    else buildings.push({ key: floor.key, building: floor.building, floors: [floor] });
  }
  return (
    <div className="heat-map" data-testid="wall-heat-map">
      {buildings.map((entry) => (
        <section key={entry.key} className="heat-building" data-testid="heat-building">
          <h2 className="heat-building-title">{entry.building ? <bdi translate="no">{entry.building}</bdi> : t('building.none')}</h2>
          {entry.floors.map((floor) => (
            <div key={floor.key} className="heat-floor" data-testid="heat-floor">
              <span className="heat-floor-label">{floor.floor !== null ? t('labels:floor_n', { floor: floor.floor }) : '–'}</span>
              <div className="heat-cells">
                {floor.tiles.map((tile) => (
                  <HeatCellView key={tile.room.id} tile={tile} scale={scale} escalation={escalations[tile.room.id] ?? 0} />
                ))}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

function HeatCellView({ tile, scale, escalation }: { tile: Tile; scale: number; escalation: number }) {
  const { t, i18n } = useTranslation('realtime');
  const cell = heatCell(tile, scale);
  const oldest = oldestCallMinutes(tile);
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  const escalated = cell.kind === 'escalated';
  return (
    <article
      className={`heat-cell heat-${cell.kind}${escalated ? ' rt-alert' : ''}`}
      data-testid={`heat-cell-${tile.room.id}`}
      data-state={tile.state}
      data-heat={cell.kind}
      data-intensity={cell.intensity}
      data-alert={escalated ? 'escalated' : undefined}
    >
      {escalated && escalation > 0 ? <span key={escalation} className="rt-alert-pulse" aria-hidden="true" /> : null}
      <RoomName roomId={tile.room.id} displayName={tile.room.displayName} className="heat-cell-name" />
      <span className="heat-cell-state" data-testid="heat-state">
        {HEAT_ICONS[cell.kind] ? (
          <span className="heat-icon" aria-hidden="true">
            {HEAT_ICONS[cell.kind]}
          </span>
        ) : null}
        {t(`labels:room_state_${tile.state}`)}
      </span>
      <span className="heat-cell-detail" data-testid="heat-detail">
        {cell.calls > 0 ? (
          <>
            {t('tile.openCalls', { count: cell.calls })}
            {oldest !== null ? <> · {formatMinutes(roundSlaMinutes(oldest), i18n.language, units)}</> : null}
          </>
        ) : (
          t('wall.map.visits', { count: cell.visits, formatted: formatNumber(cell.visits, i18n.language) })
        )}
      </span>
    </article>
  );
}

/** "1–5" as the language writes a range (a single value when a band is one visit wide). */
const visitRange = (from: number, to: number, language: string) =>
  from === to ? formatNumber(from, language) : new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).formatRange(from, to);

/** The map's key: each kind with its colour, shape and name, then the visit shades with their ranges. */
export function HeatLegend({ scale }: { scale: number }) {
  const { t, i18n } = useTranslation('realtime');
  const number = (value: number) => formatNumber(value, i18n.language);
  const kinds = HEAT_KINDS.filter((kind): kind is Exclude<HeatKind, 'calm'> => kind !== 'calm');
  return (
    <div className="heat-legend" role="group" aria-label={t('wall.map.legend')} data-testid="wall-heat-legend">
      {kinds.map((kind) => (
        <span key={kind} className={`heat-key heat-${kind}`} data-testid={`heat-key-${kind}`}>
          <span className="heat-swatch" aria-hidden="true">
            {HEAT_ICONS[kind]}
          </span>
          {t(`labels:room_state_${kind}`)}
        </span>
      ))}
      <span className="heat-key-group">
        <span className="heat-key-title">{t('wall.map.visitsTitle')}</span>
        <span className="heat-key heat-calm" data-intensity={0}>
          <span className="heat-swatch" aria-hidden="true" />
          {number(0)}
        </span>
        {visitBands(scale).map((band) => (
          <span key={band.intensity} className="heat-key heat-calm" data-intensity={band.intensity}>
            <span className="heat-swatch" aria-hidden="true" />
            <bdi>{band.to === null ? t('wall.map.atLeast', { from: number(band.from) }) : visitRange(band.from, band.to, i18n.language)}</bdi>
          </span>
        ))}
      </span>
    </div>
  );
}
