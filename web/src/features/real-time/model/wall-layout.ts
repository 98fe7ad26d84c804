/**
 * The wall board's geometry (issue 19): compact tiles grouped by building and floor, as
 * large as the screen allows while every room stays visible without scrolling. When even
 * the smallest readable tiles do not fit, the groups are split into pages (whole floors,
 * in order) that the board shows one after the other. Pure: sizes in CSS pixels.
 */

export interface WallMetrics {
  /** The smallest readable tile. */
  minTileWidth: number;
  minTileHeight: number;
  /** Beyond this a tile only wastes the wall: extra room stays empty. */
  maxTileHeight: number;
  /** A group's heading (building · floor) including its margin. */
  headingHeight: number;
  gap: number;
}

export const WALL_METRICS: WallMetrics = { minTileWidth: 150, minTileHeight: 64, maxTileHeight: 200, headingHeight: 30, gap: 8 };

export interface WallLayout {
  columns: number;
  tileHeight: number;
  /** Group indexes per page; one page when everything fits. */
  pages: number[][];
}

interface Fit {
  columns: number;
  tileWidth: number;
  tileHeight: number;
}

/** The best column count for these groups in this box, or null when none keeps the tiles readable. */
function bestFit(groupSizes: readonly number[], width: number, height: number, metrics: WallMetrics): Fit | null {
  const { minTileWidth, minTileHeight, maxTileHeight, headingHeight, gap } = metrics;
  const widest = Math.max(1, ...groupSizes);
  const maxColumns = Math.max(1, Math.floor((width + gap) / (minTileWidth + gap)));
  let best: Fit | null = null;
  let bestScore = -1;
  for (let columns = 1; columns <= Math.min(maxColumns, widest); columns += 1) {
    const rows = groupSizes.reduce((sum, size) => sum + Math.ceil(size / columns), 0);
    const tileWidth = (width - (columns - 1) * gap) / columns;
    const free = height - groupSizes.length * headingHeight - Math.max(0, rows - 1) * gap - (groupSizes.length - 1) * gap;
    const tileHeight = Math.min(maxTileHeight, rows > 0 ? free / rows : maxTileHeight);
    if (tileWidth < minTileWidth || tileHeight < minTileHeight) continue;
    // A tile reads best around 8:5; its useful size is the smaller of its two sides on that scale.
    const score = Math.min(tileWidth, tileHeight * 1.6);
    if (score > bestScore) {
      best = { columns, tileWidth, tileHeight: Math.floor(tileHeight) };
      bestScore = score;
    }
  }
  return best;
}

/**
 * How the groups (their tile counts, in order) fill a `width`×`height` box: one page with
 * the largest tiles that fit, or pages of whole groups at the smallest tile size. A group
 * too large for a page alone gets a page of its own (it scrolls within it).
 */
export function wallLayout(groupSizes: readonly number[], width: number, height: number, metrics: WallMetrics = WALL_METRICS): WallLayout {
  const all = groupSizes.map((_, index) => index);
  if (groupSizes.length === 0) return { columns: 1, tileHeight: metrics.minTileHeight, pages: [all] };
  const fit = bestFit(groupSizes, width, height, metrics);
  if (fit) return { columns: fit.columns, tileHeight: fit.tileHeight, pages: [all] };

  const columns = Math.max(1, Math.floor((width + metrics.gap) / (metrics.minTileWidth + metrics.gap)));
  const pages: number[][] = [];
  let page: number[] = [];
  for (const index of all) {
    const candidate = [...page, index];
    if (page.length === 0 || bestFit(candidate.map((group) => groupSizes[group]!), width, height, metrics)) page = candidate;
    else {
      pages.push(page);
      page = [index];
    }
  }
  pages.push(page);
  return { columns, tileHeight: metrics.minTileHeight, pages };
}

/** The page after `page` of `count`, round and round (auto-scroll across floors). */
export function nextPage(page: number, count: number): number {
  return count <= 1 ? 0 : (page + 1) % count;
}
