/**
 * The metrics the performance screen compares (spec §5, §9: up to 4 at once). The choice
 * lives in the URL (`?metrics=visits,complaints`), so a link (an overview card) can open
 * the screen on a metric and a reload keeps it.
 */
import type { SeriesName } from '@facility/contracts';
import { isSeriesName } from '../../components/charts/overview-series.ts';
import { MAX_COMPARED_METRICS } from '../../config/constants.ts';

/** What the screen compares before the user chooses. */
export const DEFAULT_METRICS: readonly SeriesName[] = ['visits', 'complaints', 'avg_score'];

/**
 * The metrics of the `metrics` query parameter: known names only, each once, at most
 * {@link MAX_COMPARED_METRICS}. No parameter means the defaults; an empty one means none.
 */
export function parseMetrics(param: string | null): SeriesName[] {
  if (param === null) return [...DEFAULT_METRICS];
  const names = param.split(',').map((name) => name.trim()).filter(isSeriesName);
  return [...new Set(names)].slice(0, MAX_COMPARED_METRICS);
}

/**
 * Adds or removes one metric. Adding beyond the limit is refused (the selection stays
 * as it was) so the screen can say why.
 */
export function toggleMetric(selected: readonly SeriesName[], name: SeriesName): { selected: SeriesName[]; refused: boolean } {
  if (selected.includes(name)) return { selected: selected.filter((entry) => entry !== name), refused: false };
  if (selected.length >= MAX_COMPARED_METRICS) return { selected: [...selected], refused: true };
  return { selected: [...selected, name], refused: false };
}

export type PerformanceView = 'cards' | 'table';

export function parseView(param: string | null): PerformanceView {
  return param === 'table' ? 'table' : 'cards';
}
