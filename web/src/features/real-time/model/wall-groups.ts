import { byLocation, type Tile } from './board-view.ts';

/** One heading of the wall board: a building's floor and its rooms, in the board's order. */
export interface WallGroup {
  key: string;
  building: string | null;
  floor: number | null;
  tiles: Tile[];
}

/** The wall board's groups: the tiles by building and floor, in location order. Pure. */
export function wallGroups(tiles: readonly Tile[]): WallGroup[] {
  const groups: WallGroup[] = [];
  for (const tile of [...tiles].sort(byLocation)) {
    const { building, floor } = tile.room;
    const last = groups.at(-1);
    if (last && last.building === building && last.floor === floor) last.tiles.push(tile);
    else groups.push({ key: `${building ?? ''}\u0000${floor ?? ''}`, building, floor, tiles: [tile] });
  }
  return groups;
}

/** The longest-open call of a tile, in minutes (null without a call): what the wall tile shows. */
export function oldestCallMinutes(tile: Tile): number | null {
  return tile.calls.length === 0 ? null : Math.max(...tile.calls.map((call) => call.ageMinutes));
}
