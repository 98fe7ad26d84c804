import type { Tile } from './board-view.ts';
import type { WallGroup } from './wall-groups.ts';

/**
 * The wall board's floor heat map (issue 19): what colour and cue each room's cell gets.
 * A room with a call is coloured by how urgent the call is; a room without one by how busy
 * it has been since its last clean (visits), on a cool scale that never reads as a call.
 * Colour is never alone: every cell also carries an icon and the state in words. Pure.
 */

/** A cell's place on the scale, most urgent first: the call states, offline, then the calm rooms. */
export type HeatKind = 'escalated' | 'late' | 'call_open' | 'offline' | 'calm';
export const HEAT_KINDS = ['escalated', 'late', 'call_open', 'offline', 'calm'] as const satisfies readonly HeatKind[];

/** How busy a calm room is: 0 (no visit since its clean) to HEAT_STEPS (the site's busiest). */
export type HeatIntensity = 0 | 1 | 2 | 3;
export const HEAT_STEPS = 3;

/**
 * The shape cue of each kind, so the scale reads without colour too (and in grey scale). A
 * calm room has none: its cue is its visit count.
 */
export const HEAT_ICONS: Record<HeatKind, string> = { escalated: '▲', late: '◆', call_open: '●', offline: '○', calm: '' };

export interface HeatCell {
  kind: HeatKind;
  /** 0 for rooms with a call or offline: their colour is their kind's. */
  intensity: HeatIntensity;
  calls: number;
  visits: number;
}

/** The visit bands of the calm scale: intensity 1..HEAT_STEPS covers `from`..`to` visits (`to` null: and above). */
export interface VisitBand {
  intensity: HeatIntensity;
  from: number;
  to: number | null;
}

/**
 * Below this many visits a site's busiest room is not "busy": a quiet morning must not paint
 * one visit as the darkest shade.
 */
export const MIN_VISIT_SCALE = 6;

const kindOf = (tile: Tile): HeatKind =>
  tile.state === 'escalated' || tile.state === 'late' || tile.state === 'call_open' || tile.state === 'offline' ? tile.state : 'calm';

/**
 * The visit count that reads as the busiest shade: the 90th percentile of the calm rooms'
 * visits (nearest rank), so one very busy room does not wash every other one out, and at
 * least MIN_VISIT_SCALE. Taken over the whole site, so shades stay the same from page to page.
 */
export function visitScale(tiles: readonly Tile[]): number {
  const visits = tiles
    .filter((tile) => kindOf(tile) === 'calm')
    .map((tile) => tile.room.visitsSinceClean)
    .sort((a, b) => a - b);
  if (visits.length === 0) return MIN_VISIT_SCALE;
  const rank = Math.ceil(0.9 * visits.length) - 1;
  return Math.max(MIN_VISIT_SCALE, visits[rank]!);
}

/** The bands the scale splits into, in whole visits: equal steps of ceil(scale / HEAT_STEPS), the last open-ended. */
export function visitBands(scale: number): VisitBand[] {
  const step = Math.max(1, Math.ceil(scale / HEAT_STEPS));
  const bands: VisitBand[] = [];
  for (let index = 0; index < HEAT_STEPS; index += 1) {
    const from = 1 + index * step;
    bands.push({ intensity: (index + 1) as HeatIntensity, from, to: index === HEAT_STEPS - 1 ? null : from + step - 1 });
  }
  return bands;
}

/** A calm room's shade for its visits on this scale. */
export function visitIntensity(visits: number, scale: number): HeatIntensity {
  if (visits <= 0) return 0;
  const band = visitBands(scale).find((entry) => entry.to === null || visits <= entry.to);
  return band!.intensity;
}

/** The cell of one room on a site whose visit scale is `scale`. */
export function heatCell(tile: Tile, scale: number): HeatCell {
  const kind = kindOf(tile);
  const visits = tile.room.visitsSinceClean;
  return { kind, intensity: kind === 'calm' ? visitIntensity(visits, scale) : 0, calls: tile.calls.length, visits };
}

/**
 * The heat map's floor order: within each building the highest floor first, as the building
 * stands (the tiles go by floor upwards, a list's order). Rooms without a floor stay last in
 * their building. The buildings keep their order. Pure: returns a new array.
 */
export function heatFloors(groups: readonly WallGroup[]): WallGroup[] {
  const result: WallGroup[] = [];
  let run: WallGroup[] = [];
  const flush = () => {
    const floored = run.filter((group) => group.floor !== null).reverse();
    result.push(...floored, ...run.filter((group) => group.floor === null));
    run = [];
  };
  for (const group of groups) {
    if (run.length > 0 && run[0]!.building !== group.building) flush();
    run.push(group);
  }
  flush();
  return result;
}
