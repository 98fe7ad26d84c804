/** Small layout rules shared by the charts. */
import { MARKER_POINTS_THRESHOLD, MARKER_RADIUS_LARGE, MARKER_RADIUS_SMALL } from '../../config/constants.ts';

/** Point markers shrink on long series (spec §9: radius 4 above 52 points, otherwise 6). */
export function markerRadius(pointCount: number): number {
  return pointCount > MARKER_POINTS_THRESHOLD ? MARKER_RADIUS_SMALL : MARKER_RADIUS_LARGE;
}

/**
 * Label every n-th period so axis labels of `labelWidth` pixels do not overlap in
 * `width` pixels: 1 when all fit.
 */
export function labelStep(count: number, width: number, labelWidth = 56): number {
  if (count <= 0 || width <= 0) return 1;
  const fitting = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(count / fitting));
}

/** Series colours in the order series are added; chosen to stay apart for common colour blindness. */
export const SERIES_COLOURS = ['#0f766e', '#ea580c', '#4f46e5', '#c026d3', '#0284c7', '#ca8a04', '#16a34a', '#64748b'] as const;

export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length]!;
}

/** Ticks a value axis asks its scale for (and its grid lines). */
export const AXIS_TICKS = 5;

/** Below this chart width a side shows one value axis at most (a phone: 390 px less padding). */
export const NARROW_CHART = 560;
/** Room for each further value axis on a side. */
export const AXIS_WIDTH = 48;

/**
 * Which value axes a chart draws and the room they take. One axis per series (even indexes
 * left, odd right), each further one on a side 48 px wide; on a narrow chart only the first
 * axis of each side is drawn, so four compared series do not take half a phone's width
 * (the others' values stay in the tooltip). Pure.
 */
export function axisLayout(width: number, axisCount: number): { drawn: number; left: number; right: number } {
  const narrow = width < NARROW_CHART;
  const drawn = narrow ? Math.min(axisCount, 2) : axisCount;
  const side = narrow ? 40 : 52;
  const leftAxes = Math.ceil(drawn / 2);
  const rightAxes = Math.floor(drawn / 2);
  return {
    drawn,
    left: side + Math.max(0, leftAxes - 1) * AXIS_WIDTH,
    right: rightAxes > 0 ? side + (rightAxes - 1) * AXIS_WIDTH : 14,
  };
}
