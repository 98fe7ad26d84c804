/**
 * The heat map's geometry (issue 19): a building's name once, then a row per floor, the
 * floor's label at the row's start and its rooms as cells after it (wrapping onto more lines
 * when a floor has more rooms than columns). One column count for the whole map, so rooms
 * line up floor above floor; cells as large as the box allows. When even the smallest
 * readable cells do not fit, whole floors are split into pages (in order) that the board
 * shows one after the other, as the tile view does. Pure: sizes in CSS pixels.
 */

export interface HeatMetrics {
  minCellWidth: number;
  minCellHeight: number;
  /** Beyond this a cell only wastes the wall. */
  maxCellHeight: number;
  /** The floor label before each row. */
  labelWidth: number;
  /** A building's heading. */
  headingHeight: number;
  gap: number;
}

export const HEAT_METRICS: HeatMetrics = { minCellWidth: 84, minCellHeight: 44, maxCellHeight: 150, labelWidth: 76, headingHeight: 26, gap: 4 };

/** Below this width (a phone) the floor label narrows: every pixel it gives up goes to the rooms. */
const NARROW_BELOW = 600;

/** The metrics for a box this wide. */
export function heatMetrics(width: number): HeatMetrics {
  return width < NARROW_BELOW ? { ...HEAT_METRICS, labelWidth: 56 } : HEAT_METRICS;
}

/** A floor row of the map: its building (a new one starts a heading) and how many rooms it has. */
export interface HeatFloor {
  building: string | null;
  size: number;
}

export interface HeatLayout {
  columns: number;
  cellHeight: number;
  /** Floor indexes per page; one page when everything fits. */
  pages: number[][];
}

/** A heading for every change of building: the first floor of a page always has one. */
const headingsOf = (floors: readonly HeatFloor[]) => floors.filter((floor, index) => index === 0 || floors[index - 1]!.building !== floor.building).length;

interface Fit {
  columns: number;
  cellHeight: number;
}

function bestFit(floors: readonly HeatFloor[], width: number, height: number, metrics: HeatMetrics): Fit | null {
  const { minCellWidth, minCellHeight, maxCellHeight, labelWidth, headingHeight, gap } = metrics;
  const cellsWidth = width - labelWidth - gap;
  const widest = Math.max(1, ...floors.map((floor) => floor.size));
  const headings = headingsOf(floors);
  let best: Fit | null = null;
  let bestScore = -1;
  for (let columns = 1; columns <= widest; columns += 1) {
    const cellWidth = (cellsWidth - (columns - 1) * gap) / columns;
    if (cellWidth < minCellWidth) break;
    const lines = floors.reduce((sum, floor) => sum + Math.max(1, Math.ceil(floor.size / columns)), 0);
    const free = height - headings * headingHeight - Math.max(0, lines + headings - 1) * gap;
    const cellHeight = Math.min(maxCellHeight, lines > 0 ? free / lines : maxCellHeight);
    if (cellHeight < minCellHeight) continue;
    // A cell reads best around 2:1 (a name over a state); its useful size is the smaller side on that scale.
    const score = Math.min(cellWidth, cellHeight * 2);
    if (score > bestScore) {
      best = { columns, cellHeight: Math.floor(cellHeight) };
      bestScore = score;
    }
  }
  return best;
}

/**
 * How the floors fill a `width`×`height` box: one page with the largest cells that fit, or
 * pages of whole floors at the smallest cell height. A floor too large for a page alone gets
 * a page of its own (it scrolls within it).
 */
export function heatLayout(floors: readonly HeatFloor[], width: number, height: number, metrics: HeatMetrics = HEAT_METRICS): HeatLayout {
  const all = floors.map((_, index) => index);
  const widest = Math.max(1, ...floors.map((floor) => floor.size));
  const maxColumns = Math.max(1, Math.min(widest, Math.floor((width - metrics.labelWidth - metrics.gap + metrics.gap) / (metrics.minCellWidth + metrics.gap))));
  if (floors.length === 0) return { columns: 1, cellHeight: metrics.minCellHeight, pages: [all] };
  const fit = bestFit(floors, width, height, metrics);
  if (fit) return { columns: fit.columns, cellHeight: fit.cellHeight, pages: [all] };

  const pages: number[][] = [];
  let page: number[] = [];
  for (const index of all) {
    const candidate = [...page, index];
    if (page.length === 0 || bestFit(candidate.map((floor) => floors[floor]!), width, height, metrics)) page = candidate;
    else {
      pages.push(page);
      page = [index];
    }
  }
  pages.push(page);
  // Paged: the widest rows that stay readable, so each page holds as many floors as it can.
  return { columns: maxColumns, cellHeight: metrics.minCellHeight, pages };
}
